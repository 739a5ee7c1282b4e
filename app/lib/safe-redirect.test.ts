import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterSignInPath, askedReturnPath, safeRedirect } from './safe-redirect';

const shopOrigin = 'https://shop.example.in';

describe('safeRedirect (rule:return-after-sign-in, open-redirect defence)', () => {
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

  it('refuses a path that only becomes another origin after normalisation (dot segments, encoded dots)', () => {
    for (const target of [
      '/.//evil.example',
      '/..//evil.example',
      '/%2e//evil.example',
      '/%2E//evil.example',
      '/%2e%2e//evil.example',
      '/a/..//evil.example',
      '/a/%2e%2e//evil.example',
      '/a/b/../..//evil.example',
      '/.//evil.example/orders?x=1#top',
      '/./\\evil.example',
      '/.\t//evil.example',
    ]) {
      expect(safeRedirect(target), target).toBe('/');
      expect(afterSignInPath(target), target).toBe('/');
    }
  });

  it('keeps encoded slashes, backslashes and tabs as plain characters of a path on this site', () => {
    // The URL parser leaves %2f and %5c encoded, and so does the browser: these stay on the shop.
    expect(safeRedirect('/.%2f/evil.example')).toBe('/.%2f/evil.example');
    expect(safeRedirect('/%2f%2fevil.example')).toBe('/%2f%2fevil.example');
    expect(safeRedirect('/%5cevil.example')).toBe('/%5cevil.example');
    expect(safeRedirect('/%09//evil.example')).toBe('/%09//evil.example');
  });

  it('normalises a harmless dot segment and keeps the page', () => {
    expect(safeRedirect('/./orders')).toBe('/orders');
    expect(safeRedirect('/products/../orders?page=2')).toBe('/orders?page=2');
  });

  it('for any input, gives a single-slash path that stays on the shop and is already in its final form', () => {
    // Random strings rarely spell an attack, so most inputs are paths built from the pieces attacks are made
    // of: dot segments (plain and encoded), slashes and backslashes (plain and encoded), control characters.
    const segment = fc.constantFrom('', '.', '..', '%2e', '%2E', '%2e%2e', '.%2e', 'a', 'evil.example', 'http:', '@');
    const separator = fc.constantFrom('/', '/', '//', '\\', '%2f', '%5c', '\t', '\n', '%09', '?', '#', ' ');
    const crafted = fc
      .tuple(
        fc.constantFrom('/', '/', '', '\\', ' '),
        fc.array(fc.tuple(segment, separator), { maxLength: 4 }),
        segment,
      )
      .map(([start, pairs, last]) => start + pairs.map(([s, sep]) => s + sep).join('') + last);
    const input = fc.oneof(
      { arbitrary: crafted, weight: 6 },
      { arbitrary: fc.string({ unit: 'binary', maxLength: 24 }), weight: 1 },
      { arbitrary: fc.webUrl(), weight: 1 },
      { arbitrary: fc.webPath(), weight: 1 },
    );
    fc.assert(
      fc.property(input, (target) => {
        for (const result of [safeRedirect(target), afterSignInPath(target)]) {
          expect(result.startsWith('/')).toBe(true);
          expect(result.startsWith('//')).toBe(false);
          expect(result.startsWith('/\\')).toBe(false);
          const resolved = new URL(result, shopOrigin);
          expect(resolved.origin).toBe(shopOrigin);
          // What the browser goes to is exactly the path we checked: resolving it again changes nothing.
          expect(`${resolved.pathname}${resolved.search}${resolved.hash}`).toBe(result);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('treats a scheme-looking first segment as a plain path on this site', () => {
    expect(safeRedirect('/javascript:alert(1)')).toBe('/javascript:alert(1)');
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//evil.example', '/products')).toBe('/products');
  });
});

describe('afterSignInPath: where signing in lands', () => {
  it('returns to the page the shopper came from, staff too', () => {
    expect(askedReturnPath('/orders')).toBe('/orders');
    expect(askedReturnPath('/checkout?step=1')).toBe('/checkout?step=1');
    expect(askedReturnPath('/login-help')).toBe('/login-help');
    expect(afterSignInPath('/orders')).toBe('/orders');
    expect(afterSignInPath('/products', 'admin')).toBe('/products');
    expect(afterSignInPath('/admin/orders?status=Placed', 'admin')).toBe('/admin/orders?status=Placed');
  });

  it('never returns to the account pages, which would loop or make no sense', () => {
    expect(askedReturnPath('/login')).toBeNull();
    expect(askedReturnPath('/login?redirectTo=%2Forders')).toBeNull();
    expect(askedReturnPath('/reset-password/abc')).toBeNull();
  });

  it('without a page, or with one refused, a shopper lands on / and staff on /admin', () => {
    for (const asked of [null, undefined, '', 'https://evil.example/orders', '//evil.example', '/login']) {
      expect(askedReturnPath(asked), String(asked)).toBeNull();
      expect(afterSignInPath(asked), String(asked)).toBe('/');
      expect(afterSignInPath(asked, 'user'), String(asked)).toBe('/');
      expect(afterSignInPath(asked, 'admin'), String(asked)).toBe('/admin');
    }
  });
});
