/**
 * Reading orders (GET /api/orders/my, GET /api/orders/:id, rule:order-page: owner only) and
 * cancelling them (rule:cancel-window: within 24 hours while Placed or Processing; stock returns).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, makeProduct, orderBody, placeOrder, rows, stockOf } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function placed(user: TestUser, productId: string, quantity = 1) {
  const response = await placeOrder(ctx, user, orderBody([{ productId, quantity }]));
  expect(response.statusCode).toBe(201);
  return response.json().data as { _id: string; orderNumber: number };
}

const get = (user: TestUser, url: string) => ctx.app.inject({ method: 'GET', url, headers: user.headers });
const cancel = (user: TestUser, id: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: user.headers });

describe('GET /api/orders/my', () => {
  it('lists only the shopper’s own orders, newest first', async () => {
    const user = await registerTestUser(ctx.app);
    const other = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx);
    const first = await placed(user, product.id);
    const second = await placed(user, product.id, 2);
    await placed(other, product.id);
    // Make the order of creation unambiguous even when both landed in the same millisecond.
    await ctx.database.db.execute(
      sql`update orders set created_at = now() - interval '1 hour' where id = ${first._id}`,
    );

    const response = await get(user, '/api/orders/my');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.map((o: { _id: string }) => o._id)).toEqual([second._id, first._id]);
    expect(body.data[0]).toMatchObject({ orderStatus: 'Placed', itemCount: 2, orderItems: [{ quantity: 2 }] });

    const empty = await get(await registerTestUser(ctx.app), '/api/orders/my');
    expect(empty.json().data).toEqual([]);
  });

  it('pages with ?page and ?limit, and refuses bad paging values', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await placed(user, product.id))._id);
    for (const [index, id] of ids.entries()) {
      await ctx.database.db.execute(
        sql`update orders set created_at = now() - make_interval(mins => ${10 - index}) where id = ${id}`,
      );
    }
    const page1 = await get(user, '/api/orders/my?limit=2');
    expect(page1.json().data.map((o: { _id: string }) => o._id)).toEqual([ids[2], ids[1]]);
    const page2 = await get(user, '/api/orders/my?limit=2&page=2');
    expect(page2.json().data.map((o: { _id: string }) => o._id)).toEqual([ids[0]]);
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'page=0', 'page=1.5']) {
      const response = await get(user, `/api/orders/my?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('GET /api/orders/:id', () => {
  it('answers the owner’s order with its items, address and history', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { title: 'Desk Lamp' });
    const order = await placed(user, product.id, 3);
    const response = await get(user, `/api/orders/${order._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      _id: order._id,
      orderNumber: order.orderNumber,
      orderItems: [{ quantity: 3, product: { _id: product.id, title: 'Desk Lamp' } }],
      shippingAddress: { city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
      statusHistory: [{ status: 'Placed' }],
      canCancel: true,
    });
  });

  it('answers 404 for another shopper’s order or an unknown id, and 400 for a malformed id', async () => {
    const owner = await registerTestUser(ctx.app);
    const intruder = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx);
    const order = await placed(owner, product.id);
    const foreign = await get(intruder, `/api/orders/${order._id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Order not found' });
    expect((await get(owner, `/api/orders/${crypto.randomUUID()}`)).statusCode).toBe(404);
    const malformed = await get(owner, '/api/orders/12345');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid id (params)' });
  });
});

describe('POST /api/orders/:id/cancel', () => {
  it('cancels, records the history, returns the stock and the units sold', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { stock: 10 });
    const order = await placed(user, product.id, 4);
    expect(await stockOf(ctx, product.id)).toEqual({ stock: 6, unitsSold: 4 });

    const response = await cancel(user, order._id);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Order cancelled');
    const data = response.json().data;
    expect(data).toMatchObject({ orderStatus: 'Cancelled', canCancel: false });
    expect(data.statusHistory.map((h: { status: string }) => h.status)).toEqual(['Placed', 'Cancelled']);
    expect(data.statusHistory[1].note).toBe('Cancelled by the customer');
    expect(await stockOf(ctx, product.id)).toEqual({ stock: 10, unitsSold: 0 });

    const twice = await cancel(user, order._id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'CANCEL_NOT_ALLOWED', message: 'This order is already cancelled.' });
    expect(await stockOf(ctx, product.id)).toEqual({ stock: 10, unitsSold: 0 });
    expect(await count(ctx, 'order_status_history', sql`order_id = ${order._id}`)).toBe(2);
  });

  it('allows cancelling a Processing order', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { stock: 5 });
    const order = await placed(user, product.id, 2);
    await ctx.database.db.execute(sql`update orders set status = 'Processing' where id = ${order._id}`);
    const response = await cancel(user, order._id);
    expect(response.statusCode).toBe(200);
    expect((await stockOf(ctx, product.id)).stock).toBe(5);
  });

  it('refuses after 24 hours, and says why', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { stock: 5 });
    const order = await placed(user, product.id, 2);
    await ctx.database.db.execute(
      sql`update orders set created_at = now() - interval '25 hours' where id = ${order._id}`,
    );
    expect((await get(user, `/api/orders/${order._id}`)).json().data.canCancel).toBe(false);
    const response = await cancel(user, order._id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'CANCEL_NOT_ALLOWED',
      message:
        'Orders can be cancelled only within 24 hours of placing them. You can return the items within 7 days of delivery.',
    });
    const [row] = await rows(ctx, sql`select status from orders where id = ${order._id}`);
    expect(row).toEqual({ status: 'Placed' });
    expect((await stockOf(ctx, product.id)).stock).toBe(3);
  });

  it('refuses a Delivered or In Transit order', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { stock: 5 });
    const delivered = await placed(user, product.id);
    const shipped = await placed(user, product.id);
    await ctx.database.db.execute(sql`update orders set status = 'Delivered' where id = ${delivered._id}`);
    await ctx.database.db.execute(sql`update orders set status = 'In Transit' where id = ${shipped._id}`);
    const a = await cancel(user, delivered._id);
    expect(a.statusCode).toBe(409);
    expect(a.json().message).toMatch(/has been delivered and can no longer be cancelled/);
    const b = await cancel(user, shipped._id);
    expect(b.statusCode).toBe(409);
    expect(b.json().message).toMatch(/has already shipped/);
    expect((await stockOf(ctx, product.id)).stock).toBe(3);
    expect((await get(user, `/api/orders/${delivered._id}`)).json().data.canCancel).toBe(false);
  });

  it('answers 404 for another shopper’s order and changes nothing', async () => {
    const owner = await registerTestUser(ctx.app);
    const intruder = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { stock: 5 });
    const order = await placed(owner, product.id);
    const response = await cancel(intruder, order._id);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
    const [row] = await rows(ctx, sql`select status from orders where id = ${order._id}`);
    expect(row).toEqual({ status: 'Placed' });
    expect((await stockOf(ctx, product.id)).stock).toBe(4);
    expect((await cancel(owner, 'nope')).statusCode).toBe(400);
    expect((await cancel(owner, crypto.randomUUID())).statusCode).toBe(404);
  });

  it('cancels once when two cancels race', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { stock: 5 });
    const order = await placed(user, product.id, 3);
    const answers = await Promise.all([cancel(user, order._id), cancel(user, order._id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(ctx, product.id)).toEqual({ stock: 5, unitsSold: 0 });
  });
});
