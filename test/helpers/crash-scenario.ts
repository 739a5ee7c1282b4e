/**
 * rule:crash-safe-orders: kill -9 under load, restart, and every order the
 * client saw acknowledged is there, stock matches the orders, nothing half-written.
 * Shared by the embedded (PGlite) and the PostgreSQL variants of the test.
 */
import { expect } from 'vitest';
import { shippingAddress } from '../../scripts/cluster/shopper-traffic';
import { startServerProcess } from './server-process';

async function json(response: Response) {
  return (await response.json()) as { success: boolean; data: Record<string, unknown> & { _id?: string } };
}

/**
 * Orders must keep flowing until the kill, so the crash lands among writes: the order rate limits and the
 * cap on open orders per account and phone (rule:rate-limits, rule:open-cod-orders) are raised here.
 */
const underLoad = { RATE_LIMIT_MULTIPLIER: '1000', MAX_OPEN_COD_ORDERS: '100000' };

export async function runCrashScenario(env: Record<string, string>, productId: string, initialStock: number) {
  const first = startServerProcess({ ...underLoad, ...env });
  const base = await first.listening;

  const tokens: string[] = [];
  for (let i = 0; i < 4; i++) {
    const r = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: `Crash ${i}`,
        email: `crash${i}@example.in`,
        phone: '9876543210',
        password: 'Secret123!',
      }),
    });
    tokens.push(String((await json(r)).data.authToken));
  }

  const acknowledged: { orderId: string; token: string }[] = [];
  let stop = false;
  const workers = tokens.map(async (token) => {
    while (!stop) {
      try {
        const r = await fetch(`${base}/api/orders/place`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            orderItems: [{ productId, quantity: 1 }],
            shippingAddress,
            paymentMethod: 'COD',
          }),
        });
        if (r.status === 201) acknowledged.push({ orderId: String((await json(r)).data._id), token });
      } catch {
        return; // The server died mid-request: this order was never acknowledged.
      }
    }
  });
  // Let orders flow until a hundred were acknowledged (what a second and a half of them used to give), so the crash
  // lands among many acknowledged orders and others in flight; bounded at 20 s on a slow machine.
  for (const started = Date.now(); acknowledged.length < 100 && Date.now() - started < 20_000;) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  first.child.kill('SIGKILL');
  stop = true;
  await Promise.all(workers);
  await first.exited;
  expect(acknowledged.length).toBeGreaterThan(0);

  const second = startServerProcess({ ...underLoad, ...env });
  const base2 = await second.listening;
  try {
    for (const { orderId, token } of acknowledged) {
      const r = await fetch(`${base2}/api/orders/${orderId}`, { headers: { authorization: `Bearer ${token}` } });
      expect(r.status, `acknowledged order ${orderId} survives the crash`).toBe(200);
    }
    let ordered = 0;
    for (const token of tokens) {
      const r = await fetch(`${base2}/api/orders/my`, { headers: { authorization: `Bearer ${token}` } });
      const orders = (await json(r)).data as unknown as { orderItems: { quantity: number }[] }[];
      for (const order of orders) {
        expect(order.orderItems.length, 'no order without its lines').toBe(1);
        ordered += order.orderItems[0]!.quantity;
      }
    }
    expect(ordered).toBeGreaterThanOrEqual(acknowledged.length);
    const product = await json(await fetch(`${base2}/api/product/${productId}`));
    expect(product.data.stock, 'stock matches the orders that exist').toBe(initialStock - ordered);
    return { acknowledged: acknowledged.length, ordered };
  } finally {
    second.child.kill('SIGTERM');
    await second.exited;
  }
}
