import { afterEach, describe, expect, it, vi } from 'vitest';
import { malformedPinMessage } from '../../domain/shared/delivery-rules';
import {
  checkDelivery,
  checkFailedMessage,
  offlineCheckMessage,
  pinCookie,
  pinFromCookies,
  typedPin,
} from './delivery-check';

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'shop_pin=; Path=/; Max-Age=0';
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the remembered PIN (rule:delivery-promise)', () => {
  it('is read from a Cookie header among other cookies, and only when it is six digits', () => {
    expect(pinFromCookies('token-admin-ecom=abc; shop_pin=302017; theme=dark')).toBe('302017');
    expect(pinFromCookies('shop_pin=560001')).toBe('560001');
    expect(pinFromCookies('other_shop_pin=302017')).toBeNull();
    for (const bad of ['shop_pin=', 'shop_pin=30201', 'shop_pin=3020171', 'shop_pin=30%2017', 'shop_pin=302017x']) {
      expect(pinFromCookies(bad)).toBeNull();
    }
    expect(pinFromCookies(null)).toBeNull();
    expect(pinFromCookies(undefined)).toBeNull();
    expect(pinFromCookies('')).toBeNull();
  });

  it('is kept for 180 days on every path, sent on a link from elsewhere, and readable by the page', () => {
    const cookie = pinCookie('302017');
    expect(cookie).toBe('shop_pin=302017; Path=/; Max-Age=15552000; SameSite=Lax');
    expect(cookie).not.toMatch(/HttpOnly/i);
    document.cookie = cookie;
    expect(pinFromCookies(document.cookie)).toBe('302017');
  });

  it('takes the spaces out of a typed PIN', () => {
    expect(typedPin(' 302 017 ')).toBe('302017');
  });
});

describe('checkDelivery', () => {
  it("shows the server's sentence for text that is not a PIN, even for nothing at all, and remembers nothing", async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() =>
        Promise.resolve(answer(400, { success: false, message: malformedPinMessage, code: 'INVALID_PINCODE' })),
      );
    expect(await checkDelivery('30201', '')).toEqual({
      pin: '30201',
      text: malformedPinMessage,
      good: false,
      answered: true,
    });
    await checkDelivery('', '?productId=p1');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/delivery/30201', '/api/delivery/%20?productId=p1']);
    expect(pinFromCookies(document.cookie)).toBeNull();
  });

  it("shows the server's line for a PIN it knows, judged for what was asked about, and remembers the PIN", async () => {
    const promise = { pincode: '302017', serviceable: true, cod: { available: true, reason: null } };
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        answer(200, { success: true, message: 'Delivers to 302017 · Cash on Delivery available', data: promise }),
      );
    const line = await checkDelivery('302017', '?productId=p1&quantity=2');
    expect(fetch.mock.calls[0]![0]).toBe('/api/delivery/302017?productId=p1&quantity=2');
    expect(line).toMatchObject({ text: 'Delivers to 302017 · Cash on Delivery available', good: true, answered: true });
    expect(pinFromCookies(document.cookie)).toBe('302017');
  });

  it('is not good where cash on delivery is off, and remembers the PIN still', async () => {
    const promise = {
      pincode: '302017',
      serviceable: true,
      cod: { available: false, reason: 'Cash on Delivery is not available for 302017' },
    };
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      answer(200, { success: true, message: 'Delivers to 302017 · Cash on Delivery is not available', data: promise }),
    );
    expect(await checkDelivery('302017', '')).toMatchObject({ good: false, answered: true });
    expect(pinFromCookies(document.cookie)).toBe('302017');
  });

  it("shows the server's sentence for a PIN it does not know, and does not remember it", async () => {
    const message = 'We could not find PIN code 999999. Please check it and try again.';
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(404, { success: false, message, code: 'NOT_FOUND' }));
    expect(await checkDelivery('999999', '')).toEqual({ pin: '999999', text: message, good: false, answered: true });
    expect(pinFromCookies(document.cookie)).toBeNull();
  });

  it('offline, asks nothing and says a check needs a connection; a network failure is no answer either', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await checkDelivery('302017', '')).toMatchObject({ text: offlineCheckMessage, answered: false });
    expect(fetch).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    expect(await checkDelivery('302017', '')).toMatchObject({ text: checkFailedMessage, answered: false });
  });

  it('a busy or failing server says nothing about the PIN: no answer, so checkout does not hold the order back', async () => {
    for (const [status, code] of [
      [429, 'RATE_LIMITED'],
      [500, 'INTERNAL'],
      [503, 'SERVICE_UNAVAILABLE'],
    ] as const) {
      vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(answer(status, { success: false, message: 'Busy', code }));
      expect(await checkDelivery('302017', '')).toEqual({
        pin: '302017',
        text: checkFailedMessage,
        good: false,
        answered: false,
      });
    }
  });

  it('gives up a check that takes too long, so "Checking..." never stays', async () => {
    const clock = new AbortController();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(clock.signal);
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError'))),
        ),
    );
    const pending = checkDelivery('302017', '');
    expect(timeout).toHaveBeenCalledWith(10_000);
    clock.abort();
    expect(await pending).toMatchObject({ text: checkFailedMessage, answered: false });
  });
});
