import { redirect } from 'react-router';
import type { Route } from './+types/login';
import { LoginScreen } from '../components/account/login-screen';
import { loginModeFrom } from '../components/account/login-mode';
import { afterSignInPath } from '../lib/safe-redirect';
import { pageMeta } from '../lib/seo';

/**
 * rule:login-screen: sign in, sign up and forgot password in one screen. `?redirectTo=` (set by
 * loginUrl and requireShopper) is where the shopper returns after success, checked to be a path
 * on this site (else /). A shopper who is already signed in has nothing to do here and goes
 * straight there.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const returnTo = afterSignInPath(url.searchParams.get('redirectTo'));
  if (context.shop.user) throw redirect(returnTo);
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
