import { maxStaffNoteLength } from '../../../domain/shared/limits';
import { describedBy } from '../ui/describe-ids';
import { FieldError } from '../ui/field-error';

/**
 * A staff member's note or reason (a call, a failed delivery, an account change, a cancel): one line, at most
 * `maxStaffNoteLength` characters, as the API takes it, with the message about it below, linked to the field. Its label
 * is the caller's (`<label htmlFor={id}>`).
 */
export function StaffNoteInput({
  id,
  value,
  onChange,
  error,
  required = false,
  placeholder,
  className,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  required?: boolean;
  placeholder?: string;
  className: string;
}) {
  return (
    <>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={maxStaffNoteLength}
        required={required}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`)}
        className={className}
      />
      <FieldError id={`${id}-error`} message={error} />
    </>
  );
}
