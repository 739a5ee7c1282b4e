import { useId, useRef } from 'react';
import { useT } from '../../i18n/shop-i18n';
import { indianStateNames, indianStates } from '../../lib/checkout-form';
import { FieldError } from '../ui/field-error';
import { describedBy } from '../ui/describe-ids';
import { inputClass, labelClass } from '../ui/field-styles';

/**
 * rule:checkout-phone-state: the shipping address's state, chosen from India's states and union territories. Where
 * it is another state than the ZIP Code's PIN (rule:delivery-promise), a note says so with a button that picks the
 * PIN's state.
 */
export function StateField({
  value,
  error,
  onChange,
  mismatch,
  suggested,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
  mismatch?: string;
  suggested?: string;
}) {
  const t = useT();
  const names = indianStateNames(t);
  const id = useId();
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const select = useRef<HTMLSelectElement>(null);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {t('checkout.state')}
      </label>
      <select
        ref={select}
        id={id}
        name="state"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="address-level1"
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(mismatch && suggested && noteId, error && errorId)}
        className={inputClass}
      >
        <option value="">{t('checkout.selectState')}</option>
        {indianStates.map((state) => (
          <option key={state} value={state}>
            {names[state]}
          </option>
        ))}
      </select>
      {mismatch && suggested ? (
        <p id={noteId} className="mt-1.5 text-sm text-amber-800" data-testid="state-mismatch">
          {`${mismatch} `}
          <button
            type="button"
            onClick={() => {
              onChange(suggested);
              // The note and its button go: focus stays on the field they fixed.
              select.current?.focus();
            }}
            className="font-semibold text-indigo-700 underline focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {t('checkout.useState', { state: names[suggested] ?? suggested })}
          </button>
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
