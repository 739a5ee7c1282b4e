import { useLocation } from 'react-router';
import { loginUrl } from '../../lib/api';

/**
 * The Login link for the current page: signing in brings the shopper back here
 * (rule:return-after-sign-in). The browser cannot tell the login page
 * where the shopper was (the shop sends no Referer), so the link carries it. From the sign-in
 * screens themselves, and from home, it is plain /login.
 */
export function useLoginLink(): string {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  // Home is where signing in lands anyway.
  if (here === '/' || pathname === '/login' || pathname.startsWith('/reset-password/')) return '/login';
  return loginUrl(here);
}
