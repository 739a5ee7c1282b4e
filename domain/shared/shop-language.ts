/**
 * The shop's languages and the cookie that remembers a shopper's choice (ADR 0059, rule:shop-language), in one
 * browser-safe module: the storefront chooses a page's language with them, the API keeps the choice on the account
 * at sign-in, and the database checks the stored value against the same list.
 */
export const shopLanguages = ['en', 'hi'] as const;
export type ShopLanguage = (typeof shopLanguages)[number];

export const isShopLanguage = (value: unknown): value is ShopLanguage => shopLanguages.includes(value as ShopLanguage);

export const languageCookieName = 'shop_lang';
const languageCookieMaxAge = 365 * 24 * 60 * 60;

/**
 * The `Set-Cookie` value that remembers `language` for a year, on every page. Only the server reads it (a page's
 * language is in its path; the switch and sign-in set it), so it is HttpOnly; Secure when the shop is served over
 * HTTPS (`secure`, from PUBLIC_URL, as the session's cookie).
 */
export function languageCookie(language: ShopLanguage, { secure }: { secure: boolean }): string {
  return `${languageCookieName}=${language}; Path=/; Max-Age=${languageCookieMaxAge}; HttpOnly;${secure ? ' Secure;' : ''} SameSite=Lax`;
}

/** The language a `Cookie` header remembers, or null (none, or a value that is no language of ours). */
export function languageFromCookies(cookies: string | null | undefined): ShopLanguage | null {
  const value = new RegExp(`(?:^|;\\s*)${languageCookieName}=([a-z]+)(?:;|$)`).exec(cookies ?? '')?.[1];
  return isShopLanguage(value) ? value : null;
}

/** Where a language's pages live: Hindi under /hi, English at the root (ADR 0059); for links in mails. */
export function languagePrefix(language: ShopLanguage | null | undefined): string {
  return language === 'hi' ? '/hi' : '';
}
