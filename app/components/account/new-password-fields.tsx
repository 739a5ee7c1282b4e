import { useId } from 'react';
import { useT } from '../../i18n/shop-i18n';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

/**
 * A new password and its confirmation (rule:sign-up-form, rule:reset-password-screen): the first with the strength
 * meter, both offered to password managers as a new password. `name` and `label` are the first field's, as each
 * form's request and messages call it.
 */
export function NewPasswordFields({
  name,
  label,
  password,
  onPasswordChange,
  passwordError,
  confirmPassword,
  onConfirmPasswordChange,
  confirmPasswordError,
}: {
  name: string;
  label: string;
  password: string;
  onPasswordChange: (value: string) => void;
  passwordError?: string;
  confirmPassword: string;
  onConfirmPasswordChange: (value: string) => void;
  confirmPasswordError?: string;
}) {
  const t = useT();
  const meterId = useId();
  return (
    <>
      <PasswordField
        label={label}
        name={name}
        value={password}
        onChange={onPasswordChange}
        error={passwordError}
        autoComplete="new-password"
        extra={<PasswordStrengthMeter id={meterId} password={password} />}
        extraId={meterId}
      />
      <PasswordField
        label={t('account.confirmPassword')}
        name="confirmPassword"
        value={confirmPassword}
        onChange={onConfirmPasswordChange}
        error={confirmPasswordError}
        autoComplete="new-password"
      />
    </>
  );
}
