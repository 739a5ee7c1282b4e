/**
 * The language switch (rule:shop-language): GET /language/hi?to=/products remembers Hindi in a cookie for a year and
 * sends the shopper to /hi/products (303). A plain link, so it works before the page's scripts run and on every
 * browser; search engines are kept out (robots.txt, and the switch's links say nofollow). `to` must be a path on this
 * site (safeRedirect), else the shopper lands on the home page of the chosen language.
 */
import { data, redirect } from 'react-router';
import { localeCookie } from '../i18n/choose-locale';
import { isLocale, localizePath } from '../i18n/locales';
import { safeRedirect } from '../lib/safe-redirect';
import type { Route } from './+types/language';

export function loader({ params, request }: Route.LoaderArgs) {
  const locale = params.locale;
  if (!isLocale(locale)) throw data('No such language', { status: 404 });
  const to = safeRedirect(new URL(request.url).searchParams.get('to'));
  return redirect(localizePath(to, locale), {
    status: 303,
    headers: { 'Set-Cookie': localeCookie(locale), 'Cache-Control': 'no-store' },
  });
}
