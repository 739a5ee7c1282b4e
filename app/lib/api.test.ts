import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, networkErrorMessage, offlineMessage } from './api';

afterEach(() => vi.restoreAllMocks());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe('api() without a network', () => {
  it('offline, sends nothing and says the shopper is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetch = vi.spyOn(globalThis, 'fetch');
    const err = await failure(api('cart/add', { method: 'POST', body: { productId: 'p', quantity: 1 } }));
    expect(err.message).toBe(offlineMessage);
    expect(err.code).toBe('OFFLINE');
    expect(err.status).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a request that fails once sent says offline if the network went, else that the shop was not reached', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => {
      onLine.mockReturnValue(false);
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    expect((await failure(api('auth/login', { method: 'POST', body: {} }))).message).toBe(offlineMessage);

    onLine.mockReturnValue(true);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const err = await failure(api('auth/login', { method: 'POST', body: {} }));
    expect(err.message).toBe(networkErrorMessage);
    expect(err.code).toBe('NETWORK');
  });
});
