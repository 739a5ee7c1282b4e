import { KeyRound, LogIn, UserPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { AuthCard } from './auth-card';
import { linkButtonClass } from '../ui/field-styles';
import { ForgotPasswordForm } from './forgot-password-form';
import type { LoginMode } from './login-mode';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { homeOf } from '../../lib/safe-redirect';

const screens = {
  signin: { title: 'Welcome Back!', subtitle: 'Sign in to your account', icon: LogIn },
  signup: { title: 'Join Us Today!', subtitle: 'Create your account', icon: UserPlus },
  forgot: {
    title: 'Forgot Password',
    subtitle: 'Enter your email and we will send you a link to create a new password.',
    icon: KeyRound,
  },
} as const;

/**
 * rule:login-screen: sign in, sign up and forgot password in one screen, titled Welcome Back!
 * or Join Us Today!, with a link toggling the two. The email typed in one step carries over to
 * the others. After a switch, focus moves to the new title so the change is announced.
 */
export function LoginScreen({
  initialMode,
  returnTo,
}: {
  initialMode: LoginMode;
  /** The page asked to return to, or null: the account's own home then (homeOf, app/lib/safe-redirect.ts). */
  returnTo: string | null;
}) {
  const [mode, setMode] = useState<LoginMode>(initialMode);
  const [email, setEmail] = useState('');
  const title = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);

  useEffect(() => {
    if (switched.current) title.current?.focus();
  }, [mode]);

  const switchTo = (next: LoginMode) => {
    switched.current = true;
    setMode(next);
  };

  const screen = screens[mode];
  const Icon = screen.icon;

  const footer =
    mode === 'signin' ? (
      <>
        {"Don't have an account? "}
        <button type="button" onClick={() => switchTo('signup')} className={linkButtonClass}>
          Sign Up
        </button>
      </>
    ) : mode === 'signup' ? (
      <>
        {'Already have an account? '}
        <button type="button" onClick={() => switchTo('signin')} className={linkButtonClass}>
          Sign In
        </button>
      </>
    ) : (
      <button type="button" onClick={() => switchTo('signin')} className={linkButtonClass}>
        Back To Sign In
      </button>
    );

  return (
    <AuthCard
      title={screen.title}
      subtitle={screen.subtitle}
      titleRef={title}
      icon={<Icon aria-hidden="true" className="h-6 w-6" />}
      footer={footer}
    >
      {mode === 'signin' ? (
        <SignInForm
          email={email}
          onEmailChange={setEmail}
          onForgotPassword={() => switchTo('forgot')}
          returnTo={returnTo}
        />
      ) : mode === 'signup' ? (
        <SignUpForm email={email} onEmailChange={setEmail} returnTo={returnTo ?? homeOf('user')} />
      ) : (
        <ForgotPasswordForm email={email} onEmailChange={setEmail} />
      )}
    </AuthCard>
  );
}
