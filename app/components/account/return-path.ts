import { localizePath, type Locale } from '../../i18n/locales';
import { askedReturnPath } from '../../lib/safe-redirect';

/**
 * The page to return to after signing in (rule:return-after-sign-in), in the login page's language (ADR 0059): a
 * shopper signing in on /hi/login goes back to /hi/orders even when the link that brought them named /orders
 * (loginUrl and requireShopper build it without a language), and one on /login to /orders. The target is checked by
 * askedReturnPath (app/lib/safe-redirect.ts) as it came and once more without its language prefix, so /hi/login and
 * /hi/reset-password/... are refused as /login is (no loop for a signed-in shopper). Paths every language shares
 * (/admin) are left as they are. Null when none was asked for or it was refused: the account's home then.
 */
export function returnPathIn(redirectTo: unknown, locale: Locale): string | null {
  const asked = askedReturnPath(redirectTo);
  if (asked === null) return null;
  const bare = askedReturnPath(localizePath(asked, 'en'));
  return bare === null ? null : localizePath(bare, locale);
}
