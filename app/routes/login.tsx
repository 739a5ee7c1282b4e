import { redirect } from 'react-router';
import type { Route } from './+types/login';
import { LoginScreen } from '../components/account/login-screen';
import { loginModeFrom } from '../components/account/login-mode';
import { afterSignInPath, askedReturnPath } from '../lib/safe-redirect';
import { pageMeta } from '../lib/seo';

/**
 * rule:login-screen: sign in, sign up and forgot password in one screen. `?redirectTo=` (set by
 * loginUrl and requireShopper) is where the shopper returns after success, checked to be a path
 * on this site; without one (or with one refused) a shopper lands on / and staff on /admin, which the
 * form learns from the sign-in answer (homeOf). Someone already signed in has nothing to do here and
 * goes straight there.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const returnTo = askedReturnPath(url.searchParams.get('redirectTo'));
  const { user } = context.shop;
  if (user) throw redirect(afterSignInPath(returnTo, user.role));
  return { returnTo, mode: loginModeFrom(url.searchParams.get('mode')) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Sign In or Create an Account',
    description: 'Sign in to your account, or create one to order with cash on delivery and follow your orders.',
    path: '/login',
    noindex: true,
  });
}

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  return <LoginScreen initialMode={loaderData.mode} returnTo={loaderData.returnTo} />;
}
