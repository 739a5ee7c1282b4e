import { useId, type ReactNode } from 'react';
import { describedBy } from './describe-ids';
import { FieldError } from './field-error';
import { inputClass, labelClass } from './field-styles';
import { RequiredMark } from './text-field';

/**
 * A labelled select with its validation message (linked by aria-describedby, announced by role=alert), as
 * `TextField` is for text; `required` marks the label and the control (rule:required-fields-marked).
 */
export function SelectField({
  label,
  name,
  value,
  onChange,
  error,
  required = false,
  children,
}: {
  label: string;
  name: string;
  value: string | number;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  /** The options. */
  children: ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <select
        id={id}
        name={name}
        required={required}
        className={inputClass}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId)}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
