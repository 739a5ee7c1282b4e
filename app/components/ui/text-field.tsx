import { useId, type InputHTMLAttributes } from 'react';
import { describedBy } from './describe-ids';
import { FieldError } from './field-error';
import { hintClass, inputClass, labelClass } from './field-styles';

type NativeProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'inputMode' | 'placeholder' | 'maxLength'
>;

/**
 * A labelled text input with its optional hint and its validation message (linked by
 * aria-describedby, announced by role=alert). The account and checkout forms use it, and the back office's, whose
 * required fields say so from the start (`required`: a mark by the label and the input's own `required`,
 * rule:required-fields-marked; their forms are noValidate, so the form's own messages still speak first).
 */
export function TextField({
  label,
  name,
  type = 'text',
  value,
  onChange,
  error,
  hint,
  required,
  className,
  ...native
}: NativeProps & {
  label: string;
  name: string;
  type?: 'text' | 'email' | 'tel';
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Classes for the wrapper (grid placement). */
  className?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        className={inputClass}
        {...native}
      />
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * The mark beside the label of a field its form requires (rule:required-fields-marked), shown from the start, before
 * any error. The asterisk is for the eye; the control itself carries `required`, which assistive technology reads, so
 * the label's accessible name stays the field's name. Where the control cannot carry it (a group of picture buttons),
 * `spoken` adds the word for screen readers. Here, beside the field that uses it, rather than in a module of its own:
 * a module shared by shopper and back-office pages would be a chunk of its own on every shopper page with a form.
 */
export function RequiredMark({ spoken = false }: { spoken?: boolean }) {
  return (
    <>
      <span aria-hidden="true" title="required" className="ml-0.5 font-semibold text-red-700">
        *
      </span>
      {spoken ? <span className="sr-only"> (required)</span> : null}
    </>
  );
}
