import { redirect } from 'react-router';
import type { Route } from './+types/login';
import { LoginScreen } from '../components/account/login-screen';
import { loginModeFrom } from '../components/account/login-mode';
import { homeOf } from '../lib/safe-redirect';
import { returnPathIn } from '../components/account/return-path';
import { pageMeta } from '../lib/seo';
import { localeOfPath, localizePath } from '../i18n/locales';
import { translatorFromMatches } from '../i18n/shop-i18n';

/**
 * rule:login-screen: sign in, sign up and forgot password in one screen. `?redirectTo=` (set by
 * loginUrl and requireShopper) is where the shopper returns after success, checked to be a path
 * on this site; without one (or with one refused) a shopper lands on / and staff on /admin, which the
 * form learns from the sign-in answer (homeOf). Both in the login page's language (returnPathIn). Someone already
 * signed in has nothing to do here and goes straight there.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const returnTo = returnPathIn(url.searchParams.get('redirectTo'), locale);
  const { user } = context.shop;
  if (user) throw redirect(returnTo ?? localizePath(homeOf(user.role), locale));
  return { returnTo, mode: loginModeFrom(url.searchParams.get('mode')) };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translatorFromMatches(matches);
  return pageMeta(matches, {
    title: t('account.meta.title'),
    description: t('account.meta.description'),
    path: '/login',
    noindex: true,
  });
}

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  return <LoginScreen initialMode={loaderData.mode} returnTo={loaderData.returnTo} />;
}
