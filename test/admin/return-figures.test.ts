/**
 * The back office's return figures (issue 38) through the real app: the dashboard's return rate and refunds due
 * (rule:admin-dashboard), the cash page's refunds paid, and the stock screens' damaged units (rule:return-requests),
 * each compared with the number counted by hand from requests made and moved through the API.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as cashLoader } from '../../app/routes/admin/cash';
import { loader as dashboardLoader } from '../../app/routes/admin/dashboard';
import { loader as stockLoader } from '../../app/routes/admin/stock';
import { loader as stockProductLoader } from '../../app/routes/admin/stock-product';
import { makeProduct, orderBody, placeOrder } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { runLoader } from '../helpers/loaders';
import { registerTestStaff, registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let staff: TestUser;
const upi = { method: 'upi', upiId: 'asha.verma@okhdfcbank' };
const bank = {
  method: 'bank',
  accountName: 'Asha Verma',
  accountNumber: '001234567890',
  accountNumberAgain: '001234567890',
  ifsc: 'HDFC0001234',
};

/** A shopper's order of `quantity` units at ₹900 each (₹1,000 less 10%), sizes M and L, delivered today. */
async function deliveredOrder(quantity: number) {
  const shopper = await registerTestUser(ctx.app);
  const product = await makeProduct(ctx, { pricePaise: 100_000, discount: 10, stock: 10, sizes: ['M', 'L'] });
  const placed = await placeOrder(ctx, shopper, orderBody([{ productId: product.id, quantity, sizes: 'M' }]));
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json().data as { _id: string; orderNumber: number; orderItems: { _id: string }[] };
  await ctx.database.db.execute(
    sql`update orders set status = 'Delivered', delivered_at = now() where id = ${order._id}`,
  );
  return { shopper, product, orderId: order._id, orderNumber: order.orderNumber, lineId: order.orderItems[0]!._id };
}

const ask = async (shopper: TestUser, orderId: string, payload: Record<string, unknown>) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/returns`,
    headers: shopper.headers,
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; label: string };
};
async function moveThrough(id: string, steps: Record<string, unknown>[]) {
  for (const step of steps) {
    const moved = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/returns/${id}/status`,
      headers: staff.headers,
      payload: step,
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
}
const toReceived = (checkResult: 'sellable' | 'damaged') => [
  { from: 'Requested', to: 'Approved' },
  { from: 'Approved', to: 'Pickup scheduled', courierName: 'Delhivery', trackingNumber: 'PU-1' },
  { from: 'Pickup scheduled', to: 'Picked up' },
  { from: 'Picked up', to: 'Received', checkResult },
];
const get = async (url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url, headers: staff.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

let a: Awaited<ReturnType<typeof deliveredOrder>>;
let refunded: { id: string; label: string };

beforeAll(async () => {
  ctx = await startTestApp();
  staff = await registerTestStaff(ctx.app, ctx.database.db);
  // Order A, 3 units delivered: 2 returned damaged and refunded (₹1,800), 1 returned fit to sell, Received (₹900 due).
  a = await deliveredOrder(3);
  refunded = await ask(a.shopper, a.orderId, {
    orderItemId: a.lineId,
    kind: 'return',
    quantity: 2,
    reason: 'changed-mind',
    refund: upi,
  });
  await moveThrough(refunded.id, [
    ...toReceived('damaged'),
    { from: 'Received', to: 'Refunded', refundReference: 'UTR998877' },
  ]);
  const due = await ask(a.shopper, a.orderId, {
    orderItemId: a.lineId,
    kind: 'return',
    quantity: 1,
    reason: 'wrong-size',
    refund: bank,
  });
  await moveThrough(due.id, toReceived('sellable'));

  // Order B, 3 units delivered: 1 to exchange (Requested), 1 return rejected, 1 return the shopper cancelled.
  const b = await deliveredOrder(3);
  await ask(b.shopper, b.orderId, {
    orderItemId: b.lineId,
    kind: 'exchange',
    quantity: 1,
    reason: 'wrong-size',
    exchangeSize: 'L',
  });
  const rejected = await ask(b.shopper, b.orderId, {
    orderItemId: b.lineId,
    kind: 'return',
    quantity: 1,
    reason: 'changed-mind',
    refund: upi,
  });
  await moveThrough(rejected.id, [{ from: 'Requested', to: 'Rejected', note: 'Worn.' }]);
  const cancelled = await ask(b.shopper, b.orderId, {
    orderItemId: b.lineId,
    kind: 'return',
    quantity: 1,
    reason: 'changed-mind',
    refund: upi,
  });
  const cancel = await ctx.app.inject({
    method: 'POST',
    url: `/api/returns/${cancelled.id}/cancel`,
    headers: b.shopper.headers,
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
});
afterAll(async () => {
  await ctx.close();
});

describe('the dashboard’s return figures', () => {
  it('gives the return rate: units asked back and not cancelled over units delivered', async () => {
    const data = await get('/api/admin/dashboard');
    // Asked back: A 2 + 1, B 1 (exchange) + 1 (rejected); B's cancelled unit does not count. Delivered: 3 + 3.
    for (const window of ['today', '7d', '30d'] as const) {
      expect(data.windows[window]).toMatchObject({
        unitsAskedBack: 5,
        unitsDelivered: 6,
        returnRequestRate: 0.8333,
        delivered: 2,
        returnRate: 0,
      });
    }
  });

  it('gives the refunds due: returns Received and not yet refunded', async () => {
    const data = await get('/api/admin/dashboard');
    expect(data.now.refundsDue).toEqual({ requests: 1, amount: 900 });
    const page = await runLoader(ctx, dashboardLoader, staff, '/admin?range=7d');
    expect(page.dashboard.now.refundsDue).toEqual({ requests: 1, amount: 900 });
    expect(page.dashboard.windows['7d'].returnRequestRate).toBe(0.8333);
  });

  it('shows no return rate and nothing due in an empty shop', async () => {
    const fresh = await startTestApp();
    try {
      const s = await registerTestStaff(fresh.app, fresh.database.db);
      const response = await fresh.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: s.headers });
      const data = response.json().data;
      expect(data.windows.today).toMatchObject({ unitsAskedBack: 0, unitsDelivered: 0, returnRequestRate: null });
      expect(data.now.refundsDue).toEqual({ requests: 0, amount: 0 });
    } finally {
      await fresh.close();
    }
  });
});

describe('the cash page’s refunds paid', () => {
  it('counts and lists the refunds of the last 30 India days, the account only masked', async () => {
    const paid = await get('/api/admin/refunds-paid');
    expect(paid).toMatchObject({ days: 30, requests: 1, amount: 1800 });
    expect(paid.latest).toEqual([
      {
        id: refunded.id,
        label: refunded.label,
        orderId: a.orderId,
        orderNumber: a.orderNumber,
        amount: 1800,
        reference: 'UTR998877',
        refundTo: 'as••••@okhdfcbank',
        refundedAt: expect.any(String),
      },
    ]);
    expect(refunded.label).toMatch(/^R-\d+$/);
    expect(JSON.stringify(paid)).not.toContain('asha.verma');

    const page = await runLoader(ctx, cashLoader, staff, '/admin/cash');
    expect(page.refunds).toEqual(paid);
  });

  it('leaves out a refund paid before the window', async () => {
    await ctx.database.db.execute(
      sql`update return_requests set refunded_at = now() - interval '31 days' where id = ${refunded.id}`,
    );
    try {
      expect(await get('/api/admin/refunds-paid')).toMatchObject({ requests: 0, amount: 0, latest: [] });
    } finally {
      await ctx.database.db.execute(sql`update return_requests set refunded_at = now() where id = ${refunded.id}`);
    }
  });
});

describe('damaged units on the stock screens', () => {
  it('shows the units that came back damaged apart from the stock', async () => {
    const list = await get(`/api/admin/stock?view=all&q=${encodeURIComponent(a.product.title)}`);
    // 10 - 3 sold + 1 back fit to sell; the 2 damaged are apart.
    expect(list.items).toMatchObject([{ id: a.product.id, stock: 8, damagedUnits: 2 }]);
    const page = await runLoader(
      ctx,
      stockLoader,
      staff,
      `/admin/stock?view=all&q=${encodeURIComponent(a.product.title)}`,
    );
    expect(page.list).toEqual(list);
    const ledger = await runLoader(ctx, stockProductLoader, staff, `/admin/stock/${a.product.id}`, {
      productId: a.product.id,
    });
    expect(ledger.ledger.product).toMatchObject({ stock: 8, damagedUnits: 2 });
    const others = await get('/api/admin/stock?view=all');
    expect(
      others.items
        .filter((i: { id: string }) => i.id !== a.product.id)
        .map((i: { damagedUnits: number }) => i.damagedUnits),
    ).toEqual([0]);
  });
});
