import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { useNavigate } from 'react-router';
import { ApiError, api } from '../../lib/api';
import { localizePath } from '../../i18n/locales';
import { useLocale, useT } from '../../i18n/shop-i18n';
import { validateResetPassword } from './account-validation';
import { AuthCard } from './auth-card';
import { BackToSignInLink } from './back-to-sign-in-link';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';
import { useAccountForm } from './use-account-form';

const fieldOrder = ['newPassword', 'confirmPassword'] as const;

/**
 * rule:reset-password-screen: title Create Your New Password, new and confirm password fields,
 * Reset Password button, Back To Sign In link; rule:account-messages its messages; POST auth/reset-password
 * {resetToken, newPassword}, then the server's message and /login. A link the server refuses
 * (used or expired meanwhile) turns the page into the expired state, after the server's message.
 */
export function ResetPasswordForm({ token, onLinkExpired }: { token: string; onLinkExpired: () => void }) {
  const t = useT();
  const locale = useLocale();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const navigate = useNavigate();
  const { errors, busy, submit } = useAccountForm({
    validate: () => validateResetPassword({ newPassword, confirmPassword }, t),
    fieldOrder,
    send: async () => {
      const res = await api('auth/reset-password', { method: 'POST', body: { resetToken: token, newPassword } });
      toast.success(res.message);
      // Every session of the account was revoked; /login loads afresh as a guest.
      await navigate(localizePath('/login', locale));
      return 'leaving';
    },
    onError: (err) => {
      if (err instanceof ApiError && err.code === 'INVALID_TOKEN') onLinkExpired();
    },
  });

  return (
    <AuthCard
      title={t('account.reset.title')}
      subtitle={t('account.reset.subtitle')}
      icon={<LockKeyhole aria-hidden="true" className="h-6 w-6" />}
      footer={<BackToSignInLink />}
    >
      <form method="post" onSubmit={submit} noValidate className="space-y-5" data-testid="reset-password-form">
        <NewPasswordFields
          name="newPassword"
          label={t('account.reset.newPassword')}
          password={newPassword}
          onPasswordChange={setNewPassword}
          passwordError={errors.newPassword}
          confirmPassword={confirmPassword}
          onConfirmPasswordChange={setConfirmPassword}
          confirmPasswordError={errors.confirmPassword}
        />
        <SubmitButton busy={busy}>{t('account.reset.submit')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
