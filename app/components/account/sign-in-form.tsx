import { useState } from 'react';
import type { AuthResult } from '../../../domain/views/accounts';
import { api } from '../../lib/api';
import { keepCartMergeNotice } from '../../lib/cart-merge-notice';
import { homeOf } from '../../lib/safe-redirect';
import { localizePath } from '../../i18n/locales';
import { useLocale, useT } from '../../i18n/shop-i18n';
import { validateSignIn } from './account-validation';
import { linkButtonClass } from '../ui/field-styles';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { useAccountForm } from './use-account-form';

const fieldOrder = ['email', 'password'] as const;

/**
 * rule:sign-in-form: email, password with show toggle, Forgot password? link, Sign In button.
 * Messages (rule:account-messages) appear on submit and then follow the shopper's edits. On success
 * the whole page loads again at the page the shopper came from (rule:return-after-sign-in; staff who came from
 * nowhere in particular at /admin), so the header,
 * cart and every loader see the new session.
 */
export function SignInForm({
  email,
  onEmailChange,
  onForgotPassword,
  returnTo,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
  /** The page asked to return to, or null for the account's own home. */
  returnTo: string | null;
}) {
  const t = useT();
  const locale = useLocale();
  const [password, setPassword] = useState('');
  const { errors, busy, submit } = useAccountForm({
    validate: () => validateSignIn({ email, password }, t),
    fieldOrder,
    send: async () => {
      // The session cookie comes back HttpOnly (rule:httponly-session); the answer's token is for API clients.
      const { data } = await api<Pick<AuthResult, 'user' | 'cartMerge'>>('auth/login', {
        method: 'POST',
        body: { email: email.trim(), password },
      });
      // The guest's cart is now in the account's; the page this leads to says what changed (ADR 0054).
      keepCartMergeNotice(data.cartMerge);
      // Without a page to return to, staff land in the back office and shoppers at home, in this page's language
      // (the back office has one path for all languages: localizePath leaves /admin as it is).
      window.location.assign(returnTo ?? localizePath(homeOf(data.user.role), locale));
      return 'leaving';
    },
  });

  return (
    // method=post: should someone submit before the page is interactive, the password never lands in a URL.
    <form method="post" onSubmit={submit} noValidate className="space-y-5" data-testid="sign-in-form">
      <EmailField value={email} onChange={onEmailChange} error={errors.email} />
      <div>
        <PasswordField
          label={t('account.password')}
          name="password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          autoComplete="current-password"
        />
        <div className="mt-1 flex justify-end">
          <button type="button" onClick={onForgotPassword} className={`${linkButtonClass} text-sm`}>
            {t('account.forgotPassword')}
          </button>
        </div>
      </div>
      <SubmitButton busy={busy}>{t('account.signIn')}</SubmitButton>
    </form>
  );
}
