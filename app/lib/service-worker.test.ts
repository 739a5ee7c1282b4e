import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../domain/views/cart';
import { pagesCache } from '../service-worker/protocol';
import { keepCart } from './last-known-cart';
import { forgetPagesOfOtherShoppers } from './service-worker';

const deleted: string[] = [];

beforeEach(() => {
  deleted.length = 0;
  vi.stubGlobal('caches', { delete: async (name: string) => (deleted.push(name), true) });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const lastCart = () => localStorage.getItem('shop.lastKnownCart');

describe("one shopper's kept pages are never another's", () => {
  it('the same shopper again keeps everything', async () => {
    await forgetPagesOfOtherShoppers('asha');
    deleted.length = 0;
    keepCart('asha', { count: 1 } as unknown as Cart, 1000);
    await forgetPagesOfOtherShoppers('asha');
    expect(deleted).toEqual([]);
    expect(lastCart()).not.toBeNull();
  });

  it('another shopper, or a guest after a shopper, forgets the kept pages and the last cart first', async () => {
    await forgetPagesOfOtherShoppers('asha');
    keepCart('asha', { count: 1 } as unknown as Cart, 1000);
    deleted.length = 0;
    await forgetPagesOfOtherShoppers('ravi');
    expect(deleted).toEqual([pagesCache]);
    expect(lastCart()).toBeNull();

    deleted.length = 0;
    await forgetPagesOfOtherShoppers(null);
    expect(deleted).toEqual([pagesCache]);
  });

  it('without storage, whose pages are kept is unknown, so none are kept', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('storage is off', 'SecurityError');
    });
    await forgetPagesOfOtherShoppers('asha');
    expect(deleted).toEqual([pagesCache]);
  });
});
