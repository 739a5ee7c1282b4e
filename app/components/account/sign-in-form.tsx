import { useState } from 'react';
import type { AuthResult } from '../../../domain/views/accounts';
import { api } from '../../lib/api';
import { keepCartMergeNotice } from '../../lib/cart-merge-notice';
import { homeOf } from '../../lib/safe-redirect';
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
  const [password, setPassword] = useState('');
  const { errors, busy, submit } = useAccountForm({
    validate: () => validateSignIn({ email, password }),
    fieldOrder,
    send: async () => {
      // The session cookie comes back HttpOnly (rule:httponly-session); the answer's token is for API clients.
      const { data } = await api<Pick<AuthResult, 'user' | 'cartMerge'>>('auth/login', {
        method: 'POST',
        body: { email: email.trim(), password },
      });
      // The guest's cart is now in the account's; the page this leads to says what changed (ADR 0054).
      keepCartMergeNotice(data.cartMerge);
      // Without a page to return to, staff land in the back office and shoppers at home.
      window.location.assign(returnTo ?? homeOf(data.user.role));
      return 'leaving';
    },
  });

  return (
    // method=post: should someone submit before the page is interactive, the password never lands in a URL.
    <form method="post" onSubmit={submit} noValidate className="space-y-5" data-testid="sign-in-form">
      <EmailField value={email} onChange={onEmailChange} error={errors.email} />
      <div>
        <PasswordField
          label="Password"
          name="password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          autoComplete="current-password"
        />
        <div className="mt-1 flex justify-end">
          <button type="button" onClick={onForgotPassword} className={`${linkButtonClass} text-sm`}>
            Forgot password?
          </button>
        </div>
      </div>
      <SubmitButton busy={busy}>Sign In</SubmitButton>
    </form>
  );
}
