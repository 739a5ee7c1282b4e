/**
 * The confirmation queue and failed deliveries (rule:confirmation-queue, rule:failed-delivery): the queue of
 * Placed orders, oldest first; a call's three outcomes and what each writes in one transaction (attempt row,
 * counts, the state machine's move with its history, stock and ledger rows, audit rows); refusals that write
 * nothing; failed delivery attempts while In Transit.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOrderAttempts } from '../../domain/orders/list-order-attempts';
import { count, makeProduct, orderBody, placeOrder, rows, stockOf } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { registerTestStaff, registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let staff: TestUser;
beforeAll(async () => {
  ctx = await startTestApp();
  staff = await registerTestStaff(ctx.app, ctx.database.db, { fullName: 'Ravi Staff' });
});
afterAll(async () => {
  await ctx.close();
});

async function placed(productId: string, quantity = 1, fullName = 'Asha Verma') {
  const shopper = await registerTestUser(ctx.app);
  const response = await placeOrder(
    ctx,
    shopper,
    orderBody([{ productId, quantity }], {
      shippingAddress: {
        fullName,
        phone: '9876543210',
        addressLine: '12 MG Road',
        city: 'Bengaluru',
        pincode: '560001',
        state: 'Karnataka',
      },
    }),
  );
  expect(response.statusCode).toBe(201);
  return response.json().data as { _id: string; orderNumber: number; totalAmount: number };
}

const call = (id: string, payload: unknown, user: TestUser = staff) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/calls`,
    headers: user.headers,
    payload: payload as Record<string, unknown>,
  });
const failedDelivery = (id: string, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/delivery-attempts`,
    headers: staff.headers,
    payload: payload as Record<string, unknown>,
  });
const move = (id: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/status`, headers: staff.headers, payload });
const queue = (query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/confirmations${query}`, headers: staff.headers });

async function orderRow(id: string) {
  const [row] = await rows<{
    status: string;
    call_attempts: number;
    last_call_at: Date | string | null;
    delivery_attempts: number;
    closing_reason: string;
  }>(
    ctx,
    sql`select status, call_attempts, last_call_at, delivery_attempts, closing_reason from orders where id = ${id}`,
  );
  return row!;
}

/** Everything a call or a delivery attempt could write about an order, to check that a refusal wrote nothing. */
async function footprint(id: string) {
  return {
    order: await orderRow(id),
    calls: await count(ctx, 'order_call_attempts', sql`order_id = ${id}`),
    deliveries: await count(ctx, 'order_delivery_attempts', sql`order_id = ${id}`),
    history: await count(ctx, 'order_status_history', sql`order_id = ${id}`),
    audit: await count(ctx, 'audit_log', sql`entity_id = ${id}`),
    ledger: await count(ctx, 'stock_ledger', sql`order_id = ${id}`),
  };
}

async function inTransit(productId: string) {
  const order = await placed(productId);
  expect((await move(order._id, { from: 'Placed', to: 'Processing' })).statusCode).toBe(200);
  const shipped = await move(order._id, {
    from: 'Processing',
    to: 'In Transit',
    courierName: 'Delhivery',
    trackingNumber: `DL${order.orderNumber}`,
  });
  expect(shipped.statusCode).toBe(200);
  return order;
}

describe('GET /api/admin/confirmations', () => {
  it('lists Placed orders oldest first, paged, with the shopper, total, items and the last call', async () => {
    const product = await makeProduct(ctx, { pricePaise: 50_000, discount: 0 });
    const first = await placed(product.id, 2, 'Oldest Shopper');
    const second = await placed(product.id, 1, 'Middle Shopper');
    const third = await placed(product.id, 1, 'Newest Shopper');
    for (const [index, order] of [first, second, third].entries()) {
      await ctx.database.db.execute(
        sql`update orders set created_at = timestamptz '2000-01-01 10:00+05:30' + make_interval(mins => ${index}) where id = ${order._id}`,
      );
    }
    const noAnswer = await call(second._id, { outcome: 'no_answer', note: 'Rang twice' });
    expect(noAnswer.statusCode).toBe(200);
    // A confirmed order leaves the queue.
    const processing = await placed(product.id);
    await ctx.database.db.execute(
      sql`update orders set created_at = timestamptz '1999-01-01' where id = ${processing._id}`,
    );
    expect((await call(processing._id, { outcome: 'confirmed' })).statusCode).toBe(200);

    const page1 = await queue('?limit=2');
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect(body.success).toBe(true);
    expect(body.data.page).toBe(1);
    expect(body.data.limit).toBe(2);
    expect(body.data.total).toBe(await count(ctx, 'orders', sql`status = 'Placed'`));
    expect(body.data.items.map((o: { id: string }) => o.id)).toEqual([first._id, second._id]);
    expect(body.data.items[0]).toMatchObject({
      orderNumber: first.orderNumber,
      fullName: 'Oldest Shopper',
      phone: '9876543210',
      itemCount: 2,
      callAttempts: 0,
      lastCallAt: null,
      lastOutcome: null,
      placedAt: '2000-01-01T04:30:00.000Z',
    });
    expect(body.data.items[0].total).toBe(first.totalAmount);
    expect(first.totalAmount).toBeGreaterThan(0);
    expect(body.data.items[1]).toMatchObject({ callAttempts: 1, lastOutcome: 'no_answer', lastNote: 'Rang twice' });
    expect(typeof body.data.items[1].lastCallAt).toBe('string');

    const page2 = await queue('?limit=2&page=2');
    expect(page2.json().data.items[0].id).toBe(third._id);
    const all = await queue('?limit=100');
    expect(all.json().data.items.map((o: { id: string }) => o.id)).not.toContain(processing._id);
  });

  it('refuses bad paging values', async () => {
    for (const query of ['?limit=0', '?limit=101', '?page=0', '?page=x']) {
      const response = await queue(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('POST /api/admin/orders/:id/calls', () => {
  it('no answer: counts the attempt, keeps the order Placed, audits it', async () => {
    const product = await makeProduct(ctx);
    const order = await placed(product.id);
    const before = await footprint(order._id);

    const response = await call(order._id, { outcome: 'no_answer' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: order._id, status: 'Placed', callAttempts: 1 });
    const again = await call(order._id, { outcome: 'no_answer', note: 'Switched off' });
    expect(again.json().data.callAttempts).toBe(2);

    const after = await footprint(order._id);
    expect(after.order.status).toBe('Placed');
    expect(after.order.call_attempts).toBe(2);
    expect(after.order.last_call_at).not.toBeNull();
    expect(after.calls).toBe(2);
    expect(after.history).toBe(before.history);
    const attempts = await rows<{ outcome: string; note: string; staff_user_id: string }>(
      ctx,
      sql`select outcome, note, staff_user_id from order_call_attempts where order_id = ${order._id} order by created_at, note`,
    );
    expect(attempts).toEqual([
      { outcome: 'no_answer', note: '', staff_user_id: staff.id },
      { outcome: 'no_answer', note: 'Switched off', staff_user_id: staff.id },
    ]);
    const audit = await rows<{ action: string; actor_user_id: string; after: { callAttempts: number } }>(
      ctx,
      sql`select action, actor_user_id, after from audit_log where entity_id = ${order._id} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['order.call', 'order.call']);
    expect(audit[1]).toMatchObject({ actor_user_id: staff.id, after: { callAttempts: 2, outcome: 'no_answer' } });

    // The order's page lists the calls with the staff member who made them.
    const listed = await listOrderAttempts(ctx.database.db, order._id);
    expect(listed.calls.map((c) => [c.outcome, c.note, c.staffName])).toEqual([
      ['no_answer', '', 'Ravi Staff'],
      ['no_answer', 'Switched off', 'Ravi Staff'],
    ]);
    expect(listed.deliveries).toEqual([]);
  });

  it('confirmed: moves the order to Processing with a history row by the staff member, in one write', async () => {
    const product = await makeProduct(ctx, { stock: 10 });
    const order = await placed(product.id, 2);
    const stockBefore = await stockOf(ctx, product.id);

    const response = await call(order._id, { outcome: 'confirmed', note: 'Wants it by Friday' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'Processing', callAttempts: 1 });

    const row = await orderRow(order._id);
    expect(row).toMatchObject({ status: 'Processing', call_attempts: 1 });
    const history = await rows<{ status: string; note: string; staff_user_id: string | null }>(
      ctx,
      sql`select status, note, staff_user_id from order_status_history where order_id = ${order._id} and status = 'Processing'`,
    );
    expect(history).toEqual([{ status: 'Processing', note: 'Wants it by Friday', staff_user_id: staff.id }]);
    const actions = await rows<{ action: string }>(
      ctx,
      sql`select action from audit_log where entity_id = ${order._id} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(['order.call', 'order.move']);
    // Confirming does not touch the shelf.
    expect(await stockOf(ctx, product.id)).toEqual(stockBefore);
    expect(await count(ctx, 'stock_ledger', sql`order_id = ${order._id} and reason = 'cancel'`)).toBe(0);
  });

  it('asked to cancel: cancels the order with the reason, returns its stock with a ledger row', async () => {
    const product = await makeProduct(ctx, { stock: 10 });
    const order = await placed(product.id, 3);
    const stockBefore = await stockOf(ctx, product.id);

    const response = await call(order._id, { outcome: 'asked_to_cancel', note: 'Ordered twice by mistake' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'Cancelled', callAttempts: 1 });

    const row = await orderRow(order._id);
    expect(row.status).toBe('Cancelled');
    expect(row.closing_reason).toBe('Asked to cancel on the confirmation call: Ordered twice by mistake');
    expect(await stockOf(ctx, product.id)).toEqual({
      stock: stockBefore.stock + 3,
      unitsSold: stockBefore.unitsSold - 3,
    });
    const ledger = await rows<{ change: number; reason: string; staff_user_id: string; stock_after: number }>(
      ctx,
      sql`select change, reason, staff_user_id, stock_after from stock_ledger where order_id = ${order._id} and reason = 'cancel'`,
    );
    expect(ledger).toEqual([
      { change: 3, reason: 'cancel', staff_user_id: staff.id, stock_after: stockBefore.stock + 3 },
    ]);
    const history = await rows<{ note: string; staff_user_id: string }>(
      ctx,
      sql`select note, staff_user_id from order_status_history where order_id = ${order._id} and status = 'Cancelled'`,
    );
    expect(history).toEqual([
      { note: 'Asked to cancel on the confirmation call: Ordered twice by mistake', staff_user_id: staff.id },
    ]);
    const actions = await rows<{ action: string }>(
      ctx,
      sql`select action from audit_log where entity_id = ${order._id} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(['order.call', 'order.move']);
  });

  it('lets one of two staff confirm the same order at once; the other is refused and writes nothing', async () => {
    const product = await makeProduct(ctx);
    const order = await placed(product.id);
    const other = await registerTestStaff(ctx.app, ctx.database.db);
    const answers = await Promise.all([
      call(order._id, { outcome: 'confirmed' }),
      call(order._id, { outcome: 'asked_to_cancel' }, other),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const row = await orderRow(order._id);
    expect(row.call_attempts).toBe(1);
    expect(await count(ctx, 'order_call_attempts', sql`order_id = ${order._id}`)).toBe(1);
    expect(await count(ctx, 'audit_log', sql`entity_id = ${order._id}`)).toBe(2);
    expect(['Processing', 'Cancelled']).toContain(row.status);
  });

  it('refuses a call on an order that is no longer Placed (409) and writes nothing', async () => {
    const product = await makeProduct(ctx);
    const order = await placed(product.id);
    expect((await move(order._id, { from: 'Placed', to: 'Processing' })).statusCode).toBe(200);
    const before = await footprint(order._id);

    const response = await call(order._id, { outcome: 'no_answer' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, code: 'CALL_NOT_ALLOWED' });
    expect(response.json().message).toContain('Processing');
    expect(await footprint(order._id)).toEqual(before);
  });

  it('refuses a bad outcome, a long note and a bad id (400), and an unknown order (404), writing nothing', async () => {
    const product = await makeProduct(ctx);
    const order = await placed(product.id);
    const before = await footprint(order._id);
    for (const payload of [{ outcome: 'maybe' }, {}, { outcome: 'confirmed', note: 'x'.repeat(501) }]) {
      const response = await call(order._id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    expect((await call('not-a-uuid', { outcome: 'confirmed' })).statusCode).toBe(400);
    const missing = await call('00000000-0000-4000-8000-000000000000', { outcome: 'confirmed' });
    expect(missing.statusCode).toBe(404);
    expect(await footprint(order._id)).toEqual(before);
  });
});

describe('POST /api/admin/orders/:id/delivery-attempts', () => {
  it('counts a failed delivery of an In Transit order, which stays In Transit, and audits it', async () => {
    const product = await makeProduct(ctx);
    const order = await inTransit(product.id);
    const before = await footprint(order._id);

    const first = await failedDelivery(order._id, { reason: 'customer_unavailable' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'In Transit', deliveryAttempts: 1 });
    const second = await failedDelivery(order._id, { reason: 'refused', note: 'Said he did not order it' });
    expect(second.json().data).toMatchObject({ status: 'In Transit', deliveryAttempts: 2 });

    const after = await footprint(order._id);
    expect(after.order).toMatchObject({ status: 'In Transit', delivery_attempts: 2 });
    expect(after.deliveries).toBe(2);
    expect(after.history).toBe(before.history);
    expect(after.ledger).toBe(before.ledger);
    expect(after.audit).toBe(before.audit + 2);
    const attempts = await rows<{ reason: string; note: string; staff_user_id: string }>(
      ctx,
      sql`select reason, note, staff_user_id from order_delivery_attempts where order_id = ${order._id} order by created_at, reason`,
    );
    expect(attempts).toEqual([
      { reason: 'customer_unavailable', note: '', staff_user_id: staff.id },
      { reason: 'refused', note: 'Said he did not order it', staff_user_id: staff.id },
    ]);
    const [audit] = await rows<{ action: string; after: { deliveryAttempts: number; reason: string } }>(
      ctx,
      sql`select action, after from audit_log where entity_id = ${order._id} order by id desc limit 1`,
    );
    expect(audit).toMatchObject({
      action: 'order.delivery_attempt',
      after: { deliveryAttempts: 2, reason: 'refused' },
    });

    // The order's attempts, for its back-office page.
    const listed = await listOrderAttempts(ctx.database.db, order._id);
    expect(listed.calls).toEqual([]);
    expect(listed.deliveries.map((d) => [d.reason, d.staffName])).toEqual([
      ['customer_unavailable', 'Ravi Staff'],
      ['refused', 'Ravi Staff'],
    ]);
  });

  it('refuses a failed delivery of a Placed order (409) and a bad reason (400), writing nothing', async () => {
    const product = await makeProduct(ctx);
    const order = await placed(product.id);
    const before = await footprint(order._id);
    const response = await failedDelivery(order._id, { reason: 'refused' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, code: 'DELIVERY_ATTEMPT_NOT_ALLOWED' });
    expect(response.json().message).toContain('Placed');

    const shipped = await inTransit(product.id);
    const shippedBefore = await footprint(shipped._id);
    const bad = await failedDelivery(shipped._id, { reason: 'dog_ate_it' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');

    expect(await footprint(order._id)).toEqual(before);
    expect(await footprint(shipped._id)).toEqual(shippedBefore);
  });
});

describe('bad input from staff', () => {
  it('is always a 4xx JSON envelope, never a 5xx', async () => {
    const product = await makeProduct(ctx);
    const order = await placed(product.id);
    const ids = [order._id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000', '%00'];
    const bodies = ['{}', '[]', '"text"', '42', '{"outcome":null,"reason":["refused"],"note":7}', '{"broken": '];
    for (const id of ids) {
      for (const path of ['calls', 'delivery-attempts']) {
        for (const payload of bodies) {
          const response = await ctx.app.inject({
            method: 'POST',
            url: `/api/admin/orders/${id}/${path}`,
            headers: { ...staff.headers, 'content-type': 'application/json' },
            payload,
          });
          const status = response.statusCode;
          // Labelled, so a failure names the request.
          expect({ path, id, payload, clientError: status >= 400 && status < 500 }).toEqual({
            path,
            id,
            payload,
            clientError: true,
          });
          expect(response.json().success).toBe(false);
        }
      }
    }
    for (const query of ['?page=-1&limit=0', '?limit=100000', '?page=abc', '?page=1e9']) {
      const response = await queue(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect(await orderRow(order._id)).toMatchObject({ status: 'Placed', call_attempts: 0, delivery_attempts: 0 });
  });
});
