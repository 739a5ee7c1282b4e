import { useState } from 'react';
import toast from 'react-hot-toast';
import { api, errorMessage } from '../../lib/api';
import { hasErrors, validateSignIn } from './account-validation';
import { linkButtonClass } from '../ui/field-styles';
import { focusFirstInvalid } from './focus-first-invalid';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { TextField } from '../ui/text-field';

const fieldOrder = ['email', 'password'] as const;

/**
 * spec §2 Sign in: email, password with show toggle, Forgot password? link, Sign In button.
 * Messages (§5) appear on submit and then follow the shopper's edits. On success the whole page
 * loads again at the page the shopper came from (spec: "the page reloads"), so the header,
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
  returnTo: string;
}) {
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = submitted ? validateSignIn({ email, password }) : {};

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateSignIn({ email, password });
    if (hasErrors(found)) {
      focusFirstInvalid(event.currentTarget, found, fieldOrder);
      return;
    }
    setBusy(true);
    try {
      // The session cookie comes back HttpOnly (decision 24); the answer's token is for API clients.
      await api('auth/login', { method: 'POST', body: { email: email.trim(), password } });
    } catch (err) {
      toast.error(errorMessage(err));
      setBusy(false);
      return;
    }
    // Stays busy: the page is about to load again.
    window.location.assign(returnTo);
  };

  return (
    // method=post: should someone submit before the page is interactive, the password never lands in a URL.
    <form method="post" onSubmit={submit} noValidate className="space-y-5" data-testid="sign-in-form">
      <TextField
        label="Email"
        name="email"
        type="email"
        value={email}
        onChange={onEmailChange}
        error={errors.email}
        autoComplete="email"
        maxLength={254}
      />
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
