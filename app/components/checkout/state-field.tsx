import { useId } from 'react';
import { indianStates } from '../../lib/checkout-form';
import { fieldInput } from './text-field';

/** decision 9: the shipping address's state, chosen from India's states and union territories. */
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
  const errorId = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
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
        className={`${fieldInput} ${error ? 'border-red-600' : 'border-gray-300'}`}
      >
        <option value="">Select a state</option>
        {indianStates.map((state) => (
          <option key={state} value={state}>
            {state}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700" data-testid="error-state">
          {error}
        </p>
      ) : null}
    </div>
  );
}
