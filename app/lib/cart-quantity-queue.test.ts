import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { createQuantityQueue, sendCartQuantity, type QuantityQueue } from './cart-quantity-queue';

/** A fetch whose answers the test releases one by one, recording every request. */
function fakeFetch() {
  const calls: {
    url: string;
    method: string;
    body: { cartItemId: string; quantity: number };
    answer: (status?: number, message?: string) => void;
  }[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const fetch = vi.fn((url: string, init: RequestInit) => {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    return new Promise<Response>((resolve) => {
      calls.push({
        url,
        method: String(init.method),
        body: JSON.parse(String(init.body)) as { cartItemId: string; quantity: number },
        answer: (status = 200, message = 'Cart updated') => {
          inFlight -= 1;
          resolve(
            new Response(
              JSON.stringify({
                success: status < 400,
                message,
                code: status < 400 ? undefined : 'INSUFFICIENT_STOCK',
                data: {},
              }),
              {
                status,
                headers: { 'content-type': 'application/json' },
              },
            ),
          );
        },
      });
    });
  });
  return { fetch, calls, mostInFlight: () => mostInFlight };
}

/** Lets pending promise callbacks (the queue's awaits) run. */
const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
  await new Promise((r) => setTimeout(r, 0));
};

let net: ReturnType<typeof fakeFetch>;
let settled: string[];
let failures: { lineId: string; error: unknown }[];
let queue: QuantityQueue;

beforeEach(() => {
  net = fakeFetch();
  vi.stubGlobal('fetch', net.fetch);
  settled = [];
  failures = [];
  queue = createQuantityQueue({
    send: sendCartQuantity,
    onSettled: (lineId) => {
      settled.push(lineId);
    },
    onError: (lineId, error) => {
      failures.push({ lineId, error });
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cart quantity queue (fast clicks on the drawer stepper)', () => {
  it('shows the wanted quantity at once and sends the absolute quantity with PUT /api/cart/update', async () => {
    queue.set('line-1', 3, 1);
    expect(queue.snapshot().get('line-1')).toBe(3);
    await flush();
    expect(net.calls).toHaveLength(1);
    expect(net.calls[0]).toMatchObject({
      url: '/api/cart/update',
      method: 'PUT',
      body: { cartItemId: 'line-1', quantity: 3 },
    });
  });

  it('coalesces clicks made while a write is in flight into one write of the latest quantity, never two at once', async () => {
    // Five quick clicks on + from 1.
    for (const q of [2, 3, 4, 5, 6]) queue.set('line-1', q, 1);
    await flush();
    expect(net.calls.map((c) => c.body.quantity)).toEqual([2]);
    expect(queue.snapshot().get('line-1')).toBe(6);

    net.calls[0]!.answer();
    await flush();
    // One more write, with the latest wish; no deltas, no write per click.
    expect(net.calls.map((c) => c.body.quantity)).toEqual([2, 6]);
    expect(settled).toEqual([]);

    // A click while the second write runs waits for it too.
    queue.set('line-1', 5, 1);
    await flush();
    expect(net.calls).toHaveLength(2);
    net.calls[1]!.answer();
    await flush();
    expect(net.calls.map((c) => c.body.quantity)).toEqual([2, 6, 5]);
    net.calls[2]!.answer();
    await flush();

    expect(net.mostInFlight()).toBe(1);
    // Settled once, after the last write; then the wish is forgotten (the reload has the server's figure).
    expect(settled).toEqual(['line-1']);
    expect(queue.snapshot().has('line-1')).toBe(false);
  });

  it('adds up steps made faster than the page re-renders (each step starts from the latest wish)', async () => {
    // The page still shows 1 for all five clicks.
    for (let i = 0; i < 5; i++) queue.set('line-1', (current) => current + 1, 1);
    expect(queue.snapshot().get('line-1')).toBe(6);
    await flush();
    net.calls[0]!.answer();
    await flush();
    expect(net.calls.map((c) => c.body.quantity)).toEqual([2, 6]);
  });

  it('sends nothing when the wish equals what the page already shows', async () => {
    queue.set('line-1', 1, 1);
    queue.set('line-1', (current) => Math.min(current + 1, 1), 1);
    await flush();
    expect(net.calls).toHaveLength(0);
    expect(queue.snapshot().size).toBe(0);
  });

  it('keeps showing the wanted quantity until the reload after the last write has finished', async () => {
    let finishReload: () => void = () => {};
    const slow = createQuantityQueue({
      send: sendCartQuantity,
      onSettled: () => new Promise<void>((resolve) => (finishReload = resolve)),
      onError: () => {},
    });
    slow.set('line-1', 4, 1);
    await flush();
    net.calls[0]!.answer();
    await flush();
    expect(slow.snapshot().get('line-1')).toBe(4);
    finishReload();
    await flush();
    expect(slow.snapshot().has('line-1')).toBe(false);
  });

  it('writes different lines independently', async () => {
    queue.set('line-1', 2, 1);
    queue.set('line-2', 7, 1);
    await flush();
    expect(net.calls.map((c) => c.body)).toEqual([
      { cartItemId: 'line-1', quantity: 2 },
      { cartItemId: 'line-2', quantity: 7 },
    ]);
    net.calls[1]!.answer();
    await flush();
    expect(settled).toEqual(['line-2']);
    expect(queue.snapshot().get('line-1')).toBe(2);
  });

  it("on a failure drops the line's wishes, hands over the server's message and returns to the server's quantity", async () => {
    queue.set('line-1', 2, 1);
    queue.set('line-1', 3, 1);
    await flush();
    net.calls[0]!.answer(409, 'Only 2 left of Kurta. Please reduce the quantity.');
    await flush();
    // Nothing accepted in this burst: the page's own (server) figure shows again, and 3 is never sent.
    expect(queue.snapshot().has('line-1')).toBe(false);
    expect(net.calls).toHaveLength(1);
    expect(failures).toHaveLength(1);
    expect(failures[0]!.lineId).toBe('line-1');
    expect(failures[0]!.error).toBeInstanceOf(ApiError);
    expect((failures[0]!.error as ApiError).message).toBe('Only 2 left of Kurta. Please reduce the quantity.');
    expect(settled).toEqual([]);
  });

  it('after a failure later in a burst, shows the last quantity the server accepted until the reload', async () => {
    let finishReload: () => void = () => {};
    const q = createQuantityQueue({
      send: sendCartQuantity,
      onSettled: () => {},
      onError: () => new Promise<void>((resolve) => (finishReload = resolve)),
    });
    q.set('line-1', 2, 1);
    await flush();
    q.set('line-1', 3, 1);
    net.calls[0]!.answer();
    await flush();
    net.calls[1]!.answer(500, 'Something went wrong on our side. Please try again.');
    await flush();
    expect(q.snapshot().get('line-1')).toBe(2);
    finishReload();
    await flush();
    expect(q.snapshot().has('line-1')).toBe(false);
  });

  it('whenIdle waits for a line, or for every line, to finish', async () => {
    queue.set('line-1', 2, 1);
    queue.set('line-2', 2, 1);
    let lineOneIdle = false;
    let allIdle = false;
    void queue.whenIdle('line-1').then(() => (lineOneIdle = true));
    void queue.whenIdle().then(() => (allIdle = true));
    await flush();
    expect([lineOneIdle, allIdle]).toEqual([false, false]);
    net.calls[0]!.answer();
    await flush();
    expect([lineOneIdle, allIdle]).toEqual([true, false]);
    net.calls[1]!.answer();
    await flush();
    expect(allIdle).toBe(true);
    await expect(queue.whenIdle('line-3')).resolves.toBeUndefined();
  });

  it('tells subscribers about every change with a new snapshot', async () => {
    const seen: (number | undefined)[] = [];
    const stop = queue.subscribe(() => seen.push(queue.snapshot().get('line-1')));
    const before = queue.snapshot();
    queue.set('line-1', 2, 1);
    expect(queue.snapshot()).not.toBe(before);
    await flush();
    net.calls[0]!.answer();
    await flush();
    stop();
    expect(seen).toEqual([2, undefined]);
  });
});
