import { describe, expect, it } from 'vitest';
import { returnPathIn } from './return-path';

describe('returnPathIn (rule:return-after-sign-in, ADR 0059)', () => {
  it('returns to the asked page in the login page’s language', () => {
    expect(returnPathIn('/orders?page=2', 'en')).toBe('/orders?page=2');
    expect(returnPathIn('/orders?page=2', 'hi')).toBe('/hi/orders?page=2');
    expect(returnPathIn('/hi/product/42', 'hi')).toBe('/hi/product/42');
    expect(returnPathIn('/hi/product/42', 'en')).toBe('/product/42');
    expect(returnPathIn('/hi', 'hi')).toBe('/hi');
    expect(returnPathIn('/', 'hi')).toBe('/hi');
  });

  it('leaves the back office at its one path', () => {
    expect(returnPathIn('/admin/orders', 'hi')).toBe('/admin/orders');
  });

  it('refuses what askedReturnPath refuses, with or without the language prefix', () => {
    for (const target of [null, '', 'https://evil.example', '//evil.example', '/login', '/hi/login', '/hi/login?x=1']) {
      expect(returnPathIn(target, 'hi'), String(target)).toBeNull();
    }
    expect(returnPathIn('/hi/reset-password/abc', 'en')).toBeNull();
  });
});
