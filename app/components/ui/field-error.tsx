import { errorClass } from './field-styles';

/** A field's message under it, announced when it appears (linked by the field's aria-describedby). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={errorClass}>
      {message}
    </p>
  );
}
