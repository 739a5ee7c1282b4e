/**
 * The storefront's languages (ADR 0059, rule:shop-language). English pages live at their own paths (/products),
 * Hindi pages under /hi (/hi/products): one URL per language, so a search engine lists both and a shared link opens
 * in the language it was shared in. The back office stays in English (issue 39).
 */
import { isShopLanguage, shopLanguages, type ShopLanguage } from '../../domain/shared/shop-language';

export const locales = shopLanguages;
export type Locale = ShopLanguage;
export const defaultLocale: Locale = 'en';

/** `<html lang>` and the Intl formats of each language: India's, with lakh and crore grouping. */
export const intlLocale: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's name in itself, as the switch shows it. */
export const localeName: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

export const isLocale = isShopLanguage;

const hindiPrefix = '/hi';

/** The language a path is in: /hi and /hi/... are Hindi, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === hindiPrefix || pathname.startsWith(`${hindiPrefix}/`) ? 'hi' : 'en';
}

/** The path without its language prefix: /hi/products is /products, /hi is /. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(hindiPrefix.length) || '/';
}

/**
 * Paths that are the same in every language: the API, the back office, files and feeds. A link to one of them is
 * never given a language prefix.
 */
const sharedPath =
  /^\/(api|admin|assets|images|uploads|icons|sitemap|sitemaps|robots\.txt|manifest|language)(\/|\.|$|\?)/;

/**
 * `to` (a path with its query and hash, starting with /) in `locale`: /products?x=1 in Hindi is /hi/products?x=1.
 * A path already in a language is moved to `locale`; anything else (another site, a relative path, a shared path)
 * is left as it is.
 */
export function localizePath(to: string, locale: Locale): string {
  if (!to.startsWith('/') || to.startsWith('//') || sharedPath.test(to)) return to;
  const end = to.search(/[?#]/);
  const pathname = end === -1 ? to : to.slice(0, end);
  const rest = end === -1 ? '' : to.slice(end);
  const bare = pathWithoutLocale(pathname);
  if (locale === 'en') return bare + rest;
  return (bare === '/' ? hindiPrefix : hindiPrefix + bare) + rest;
}
