import { describe, expect, it } from 'vitest';
import { afterSignInPath, safeRedirect } from './safe-redirect';

describe('safeRedirect (return after sign-in, open-redirect defence)', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeRedirect('/orders')).toBe('/orders');
    expect(safeRedirect('/products?category=abc&page=2')).toBe('/products?category=abc&page=2');
    expect(safeRedirect('/product/123#reviews')).toBe('/product/123#reviews');
    expect(safeRedirect('/')).toBe('/');
  });

  it('sends anything missing or not a string to /', () => {
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('')).toBe('/');
    expect(safeRedirect(['/orders'])).toBe('/');
  });

  it('refuses other origins in every spelling', () => {
    for (const target of [
      'https://evil.example/',
      'http://evil.example',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'data:text/html,hi',
      'orders',
      ' /orders',
      'evil.example/orders',
    ]) {
      expect(safeRedirect(target), target).toBe('/');
    }
  });

  it('treats a scheme-looking first segment as a plain path on this site', () => {
    expect(safeRedirect('/javascript:alert(1)')).toBe('/javascript:alert(1)');
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//evil.example', '/products')).toBe('/products');
  });
});

describe('afterSignInPath', () => {
  it('returns to the page the shopper came from', () => {
    expect(afterSignInPath('/orders')).toBe('/orders');
    expect(afterSignInPath('/checkout?step=1')).toBe('/checkout?step=1');
    expect(afterSignInPath('/login-help')).toBe('/login-help');
  });

  it('never returns to the account pages, which would loop or make no sense', () => {
    expect(afterSignInPath('/login')).toBe('/');
    expect(afterSignInPath('/login?redirectTo=%2Forders')).toBe('/');
    expect(afterSignInPath('/reset-password/abc')).toBe('/');
  });

  it('defaults to / and refuses other sites', () => {
    expect(afterSignInPath(null)).toBe('/');
    expect(afterSignInPath('https://evil.example/orders')).toBe('/');
  });
});
