import { describe, expect, it } from 'vitest';
import { languageFromCookies as localeFromCookies } from '../../domain/shared/shop-language';
import { localeFromAcceptLanguage, preferredLocale } from './choose-locale';
import { localeOfPath, localizePath, pathWithoutLocale } from './locales';

describe('language paths (rule:shop-language)', () => {
  it('knows a Hindi path by its /hi prefix, and nothing else', () => {
    expect(localeOfPath('/hi')).toBe('hi');
    expect(localeOfPath('/hi/products')).toBe('hi');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/history')).toBe('en');
    expect(localeOfPath('/products/hi')).toBe('en');
    expect(pathWithoutLocale('/hi')).toBe('/');
    expect(pathWithoutLocale('/hi/order/42')).toBe('/order/42');
    expect(pathWithoutLocale('/orders')).toBe('/orders');
  });

  it('moves a page path into a language, keeping its query and hash', () => {
    expect(localizePath('/', 'hi')).toBe('/hi');
    expect(localizePath('/products?search=saree&page=2#top', 'hi')).toBe('/hi/products?search=saree&page=2#top');
    expect(localizePath('/hi/products?x=1', 'en')).toBe('/products?x=1');
    expect(localizePath('/hi', 'en')).toBe('/');
    expect(localizePath('/hi/orders', 'hi')).toBe('/hi/orders');
    expect(localizePath('/?a=1', 'hi')).toBe('/hi?a=1');
  });

  it('leaves the paths every language shares, other sites and relative paths alone', () => {
    for (const shared of [
      '/api/cart',
      '/admin',
      '/admin/orders?status=x',
      '/sitemap.xml',
      '/robots.txt',
      '/language/en',
    ]) {
      expect(localizePath(shared, 'hi')).toBe(shared);
    }
    expect(localizePath('//evil.example/x', 'hi')).toBe('//evil.example/x');
    expect(localizePath('https://wa.me/91', 'hi')).toBe('https://wa.me/91');
    expect(localizePath('orders', 'hi')).toBe('orders');
    // A page whose name only starts like a shared one is a page.
    expect(localizePath('/apis', 'hi')).toBe('/hi/apis');
  });
});

describe('choosing the language (rule:shop-language)', () => {
  it('reads our cookie, and ignores values that are no language of ours', () => {
    expect(localeFromCookies('a=1; shop_lang=hi; b=2')).toBe('hi');
    expect(localeFromCookies('shop_lang=en')).toBe('en');
    expect(localeFromCookies('shop_lang=fr')).toBeNull();
    expect(localeFromCookies('xshop_lang=hi')).toBeNull();
    expect(localeFromCookies(null)).toBeNull();
  });

  it('follows the Accept-Language preference order by quality', () => {
    expect(localeFromAcceptLanguage('hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('hi');
    expect(localeFromAcceptLanguage('en-IN,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(localeFromAcceptLanguage('en;q=0.5, hi;q=0.8')).toBe('hi');
    expect(localeFromAcceptLanguage('ta-IN,ta;q=0.9')).toBeNull();
    expect(localeFromAcceptLanguage('hi;q=0, en;q=0.1')).toBe('en');
    expect(localeFromAcceptLanguage('')).toBeNull();
  });

  it('lets the chosen language win over the browser, and defaults to English', () => {
    expect(preferredLocale({ cookie: 'shop_lang=en', acceptLanguage: 'hi-IN' })).toBe('en');
    expect(preferredLocale({ cookie: 'shop_lang=hi', acceptLanguage: 'en-IN' })).toBe('hi');
    expect(preferredLocale({ cookie: null, acceptLanguage: 'hi-IN,en;q=0.5' })).toBe('hi');
    expect(preferredLocale({ cookie: null, acceptLanguage: null })).toBe('en');
  });
});
