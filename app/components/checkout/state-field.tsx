import { useId } from 'react';
import { indianStates } from '../../lib/checkout-form';
import { FieldError } from '../ui/field-error';
import { inputClass, labelClass } from '../ui/field-styles';

/** rule:checkout-phone-state: the shipping address's state, chosen from India's states and union territories. */
export function StateField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        State
      </label>
      <select
        id={id}
        name="state"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="address-level1"
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass}
      >
        <option value="">Select a state</option>
        {indianStates.map((state) => (
          <option key={state} value={state}>
            {state}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
