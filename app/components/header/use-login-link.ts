import { useLocation } from 'react-router';
import { localizePath, pathWithoutLocale } from '../../i18n/locales';
import { useLocale } from '../../i18n/shop-i18n';
import { loginUrl } from '../../lib/api';

/**
 * The Login link for the current page: signing in brings the shopper back here
 * (rule:return-after-sign-in). The browser cannot tell the login page
 * where the shopper was (the shop sends no Referer), so the link carries it. From the sign-in
 * screens themselves, and from home, it is plain /login. In the page's language (ADR 0059): on a Hindi page the
 * link is /hi/login, and the page to return to keeps its /hi.
 */
export function useLoginLink(): string {
  const { pathname, search } = useLocation();
  const locale = useLocale();
  const bare = pathWithoutLocale(pathname);
  // Home is where signing in lands anyway.
  if ((bare === '/' && search === '') || bare === '/login' || bare.startsWith('/reset-password/')) {
    return localizePath('/login', locale);
  }
  return localizePath(loginUrl(pathname + search), locale);
}
