import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { describedBy } from '../ui/describe-ids';
import { FieldError } from '../ui/field-error';
import { inputClass, labelClass } from '../ui/field-styles';
import { useT } from '../../i18n/shop-i18n';

/**
 * A password input with a show/hide toggle (rule:sign-in-form, rule:sign-up-form). `extra` sits
 * between the field and its message (the strength meter, a hint) and is described by `extraId`.
 */
export function PasswordField({
  label,
  name,
  value,
  onChange,
  error,
  autoComplete,
  extra,
  extraId,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
  extra?: ReactNode;
  extraId?: string;
}) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  const Icon = visible ? EyeOff : Eye;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          // Browsers must not "correct" or capitalise a password shown as text.
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(extra ? extraId : undefined, error && errorId)}
          className={`${inputClass} pr-12`}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={
            visible
              ? t('account.password.hide', { label: label.toLowerCase() })
              : t('account.password.show', { label: label.toLowerCase() })
          }
          aria-controls={id}
          className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-gray-600 hover:text-indigo-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
        >
          <Icon aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      {extra}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
