import { useT } from '../../i18n/shop-i18n';
import { TextField } from '../ui/text-field';

/** The account's email, the same field on every account screen (rule:sign-in-form, rule:sign-up-form). */
export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (email: string) => void;
  error?: string;
}) {
  const t = useT();
  return (
    <TextField
      label={t('account.email')}
      name="email"
      type="email"
      value={value}
      onChange={onChange}
      error={error}
      autoComplete="email"
      maxLength={254}
    />
  );
}
