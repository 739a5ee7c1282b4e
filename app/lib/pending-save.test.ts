import { afterEach, describe, expect, it } from 'vitest';
import { keepPendingSave, pendingSaveLifetimeMs, takePendingSave } from './pending-save';

afterEach(() => sessionStorage.clear());

describe("a guest's heart tap kept until they sign in", () => {
  it('is taken once, so the hearts of one page save it once', () => {
    keepPendingSave('p-1', 1000);
    expect(takePendingSave(2000)).toBe('p-1');
    expect(takePendingSave(2000)).toBeNull();
  });

  it('keeps the last tap only', () => {
    keepPendingSave('p-1', 1000);
    keepPendingSave('p-2', 1500);
    expect(takePendingSave(2000)).toBe('p-2');
  });

  it('is thrown away when older than its lifetime, or unreadable', () => {
    keepPendingSave('p-1', 1000);
    expect(takePendingSave(1000 + pendingSaveLifetimeMs + 1)).toBeNull();
    sessionStorage.setItem('shop.pendingSave', '{not json');
    expect(takePendingSave()).toBeNull();
    sessionStorage.setItem('shop.pendingSave', JSON.stringify({ productId: 7, at: 1 }));
    expect(takePendingSave()).toBeNull();
  });
});
