import { useId, type HTMLInputTypeAttribute } from 'react';

export const fieldInput =
  'mt-1 block h-11 w-full rounded-lg border bg-white px-3 text-base text-gray-900 focus:border-indigo-600 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600';

/** One labelled field with its error linked (aria-describedby) and announced (role=alert). */
export function TextField({
  name,
  label,
  value,
  error,
  onChange,
  type = 'text',
  autoComplete,
  inputMode,
  className = '',
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  className?: string;
}) {
  const id = useId();
  const errorId = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${fieldInput} ${error ? 'border-red-600' : 'border-gray-300'}`}
      />
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700" data-testid={`error-${name}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
