import { describe, expect, it } from 'vitest';
import { languageCookie, languageFromCookies } from './shop-language';

describe('the language cookie', () => {
  it('is HttpOnly for a year on every page, and Secure only when the shop is served over HTTPS', () => {
    expect(languageCookie('hi', { secure: false })).toBe(
      'shop_lang=hi; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax',
    );
    expect(languageCookie('en', { secure: true })).toBe(
      'shop_lang=en; Path=/; Max-Age=31536000; HttpOnly; Secure; SameSite=Lax',
    );
  });

  it('is read back from a Cookie header, and anything but a language of ours is none', () => {
    expect(languageFromCookies(`a=1; ${languageCookie('hi', { secure: true }).split(';')[0]}`)).toBe('hi');
    expect(languageFromCookies('shop_lang=fr')).toBeNull();
    expect(languageFromCookies(undefined)).toBeNull();
  });
});
