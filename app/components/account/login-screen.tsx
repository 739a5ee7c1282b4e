import { KeyRound, LogIn, UserPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { AuthCard } from './auth-card';
import { linkButtonClass } from '../ui/field-styles';
import { ForgotPasswordForm } from './forgot-password-form';
import type { LoginMode } from './login-mode';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { homeOf } from '../../lib/safe-redirect';
import { localizePath } from '../../i18n/locales';
import { useLocale, useT, type Translate } from '../../i18n/shop-i18n';

/** Each step's title, subtitle and icon, in the page's language. */
const screens = (t: Translate) =>
  ({
    signin: { title: t('account.signIn.title'), subtitle: t('account.signIn.subtitle'), icon: LogIn },
    signup: { title: t('account.signUp.title'), subtitle: t('account.signUp.subtitle'), icon: UserPlus },
    forgot: { title: t('account.forgot.title'), subtitle: t('account.forgot.subtitle'), icon: KeyRound },
  }) as const;

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
  const t = useT();
  const locale = useLocale();
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

  const screen = screens(t)[mode];
  const Icon = screen.icon;

  const footer =
    mode === 'signin' ? (
      <>
        {t('account.noAccount')}{' '}
        <button type="button" onClick={() => switchTo('signup')} className={linkButtonClass}>
          {t('account.signUp')}
        </button>
      </>
    ) : mode === 'signup' ? (
      <>
        {t('account.haveAccount')}{' '}
        <button type="button" onClick={() => switchTo('signin')} className={linkButtonClass}>
          {t('account.signIn')}
        </button>
      </>
    ) : (
      <button type="button" onClick={() => switchTo('signin')} className={linkButtonClass}>
        {t('account.backToSignIn')}
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
        <SignUpForm
          email={email}
          onEmailChange={setEmail}
          returnTo={returnTo ?? localizePath(homeOf('user'), locale)}
        />
      ) : (
        <ForgotPasswordForm email={email} onEmailChange={setEmail} />
      )}
    </AuthCard>
  );
}
