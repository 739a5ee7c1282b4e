import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { api } from '../../lib/api';
import { useT } from '../../i18n/shop-i18n';
import { validateForgotPassword } from './account-validation';
import { SubmitButton } from './submit-button';
import { useAccountForm } from './use-account-form';
import { EmailField } from './email-field';

/**
 * The forgot-password step of the login screen (rule:login-screen, rule:account-messages 'Email is
 * required', rule:account-api POST auth/forgot-password). The server answers the same for every
 * email (rule:same-answer-any-email); its message stays on screen, since the shopper now has to go
 * and read their mail.
 */
export function ForgotPasswordForm({
  email,
  onEmailChange,
}: {
  email: string;
  onEmailChange: (email: string) => void;
}) {
  const t = useT();
  const [sentMessage, setSentMessage] = useState('');
  const { errors, busy, submit } = useAccountForm({
    validate: () => validateForgotPassword({ email }, t),
    fieldOrder: ['email'],
    send: async () => {
      setSentMessage('');
      const res = await api('auth/forgot-password', { method: 'POST', body: { email: email.trim() } });
      setSentMessage(res.message);
    },
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5" data-testid="forgot-password-form">
      <div role="status" aria-live="polite">
        {sentMessage ? (
          <p
            className="flex gap-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 ring-1 ring-emerald-200"
            data-testid="forgot-password-sent"
          >
            <MailCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-emerald-700" />
            {sentMessage}
          </p>
        ) : null}
      </div>
      <EmailField
        value={email}
        onChange={(value) => {
          onEmailChange(value);
          setSentMessage('');
        }}
        error={errors.email}
      />
      <SubmitButton busy={busy}>{t('account.sendResetLink')}</SubmitButton>
    </form>
  );
}
