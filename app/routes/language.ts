/**
 * The language switch (rule:shop-language): GET /language/hi?to=/products remembers Hindi in a cookie for a year,
 * and on the account when signed in, and sends the shopper to /hi/products (303). A plain link, so it works before
 * the page's scripts run and on every browser; search engines are kept out (robots.txt, and the switch's links say
 * nofollow). `to` must be a path on this site (safeRedirect), else the shopper lands on the home page of the chosen
 * language. Another site can link a shopper here; all it can do is change their language, as a link can.
 */
import { data, redirect } from 'react-router';
import { rememberAccountLanguage } from '../../domain/auth/account-language';
import { languageCookie } from '../../domain/shared/shop-language';
import { isLocale, localizePath } from '../i18n/locales';
import { safeRedirect } from '../lib/safe-redirect';
import type { Route } from './+types/language';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = params.locale;
  if (!isLocale(locale)) throw data('No such language', { status: 404 });
  const to = safeRedirect(new URL(request.url).searchParams.get('to'));
  // A signed-in shopper's account keeps the choice too: their mails are written in it, and their next sign-in on
  // another browser brings it there.
  const { db, user, settings } = context.shop;
  if (user) await rememberAccountLanguage(db, user.id, locale);
  return redirect(localizePath(to, locale), {
    status: 303,
    headers: {
      'Set-Cookie': languageCookie(locale, { secure: settings.publicUrl.startsWith('https://') }),
      'Cache-Control': 'no-store',
    },
  });
}
