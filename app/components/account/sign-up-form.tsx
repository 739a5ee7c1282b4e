import { useState } from 'react';
import { api } from '../../lib/api';
import { keepCartMergeNotice } from '../../lib/cart-merge-notice';
import type { AuthResult } from '../../../domain/views/accounts';
import { validateSignUp, type SignUpField } from './account-validation';
import type { Gender } from '../../../domain/shared/account-rules';
import { GenderRadios } from './gender-radios';
import { EmailField } from './email-field';
import { NewPasswordFields } from './new-password-fields';
import { ProfilePictureInput } from './profile-picture-input';
import { SubmitButton } from './submit-button';
import { useAccountForm } from './use-account-form';
import { TextField } from '../ui/text-field';
import { useT } from '../../i18n/shop-i18n';

const fieldOrder: readonly SignUpField[] = ['fullName', 'email', 'phone', 'password', 'confirmPassword'];

/**
 * rule:sign-up-form: full name, email, phone, password with strength meter, confirm password,
 * gender radios, optional profile picture with preview, Create Account button; rule:account-messages.
 * rule:phone-at-sign-up: the phone is sent (the server wants a 10-digit Indian mobile and says so in a
 * toast otherwise). The confirmation never leaves the browser. On success the account is
 * signed in (HttpOnly cookie, rule:httponly-session) and the page loads again where the shopper came from.
 */
export function SignUpForm({
  email,
  onEmailChange,
  returnTo,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  returnTo: string;
}) {
  const t = useT();
  const [fullName, setFullName] = useState('');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [gender, setGender] = useState<Gender | ''>('');
  const [profilePic, setProfilePic] = useState('');
  const [uploading, setUploading] = useState(false);

  const values = { fullName, email, phone, password, confirmPassword };
  const { errors, busy, submit } = useAccountForm({
    validate: () => validateSignUp(values, t),
    fieldOrder,
    send: async () => {
      // The picture must be stored before the account can point at it.
      if (uploading) return;
      const { data } = await api<Pick<AuthResult, 'cartMerge'>>('auth/register', {
        method: 'POST',
        body: {
          fullName: fullName.trim(),
          email: email.trim(),
          phone: phone.trim(),
          password,
          // Unchosen, the server records 'other'.
          ...(gender ? { gender } : {}),
          ...(profilePic ? { profilePic } : {}),
        },
      });
      // The guest's cart is now the new account's; the page this leads to says so (ADR 0054).
      keepCartMergeNotice(data.cartMerge);
      window.location.assign(returnTo);
      return 'leaving';
    },
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5" data-testid="sign-up-form">
      <TextField
        label={t('account.fullName')}
        name="fullName"
        value={fullName}
        onChange={setFullName}
        error={errors.fullName}
        autoComplete="name"
        maxLength={100}
      />
      <EmailField value={email} onChange={onEmailChange} error={errors.email} />
      <TextField
        label={t('account.phone')}
        name="phone"
        type="tel"
        value={phone}
        onChange={setPhone}
        error={errors.phone}
        hint={t('account.phone.hint')}
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={16}
      />
      <NewPasswordFields
        name="password"
        label={t('account.password')}
        password={password}
        onPasswordChange={setPassword}
        passwordError={errors.password}
        confirmPassword={confirmPassword}
        onConfirmPasswordChange={setConfirmPassword}
        confirmPasswordError={errors.confirmPassword}
      />
      <GenderRadios value={gender} onChange={setGender} />
      <ProfilePictureInput imageUrl={profilePic} onChange={setProfilePic} onUploadingChange={setUploading} />
      <SubmitButton busy={busy || uploading}>{t('account.createAccount')}</SubmitButton>
    </form>
  );
}
