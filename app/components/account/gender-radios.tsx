import { useId } from 'react';
import { genderOptions as options, type Gender } from '../../../domain/shared/account-rules';
import { useT } from '../../i18n/shop-i18n';
import { genderText } from './gender-text';

/** rule:sign-up-form: gender radios (male, female, other). None is chosen for the shopper. */
export function GenderRadios({ value, onChange }: { value: Gender | ''; onChange: (gender: Gender) => void }) {
  const t = useT();
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-medium text-gray-900">{t('account.gender')}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm text-gray-900 has-checked:border-indigo-600 has-checked:bg-indigo-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="h-4 w-4 accent-indigo-600"
            />
            {genderText(option.value, t)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
