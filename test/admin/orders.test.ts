/**
 * The back office's orders (rule:admin-orders, rule:order-state-machine, ADR 0028): the list with its filters,
 * search and per-status counts, one order's page, single and bulk moves with their audit rows (rule:audit-log),
 * the race of two staff on one order, and the stock a cancel or a courier's return puts back (rule:stock-ledger).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, makeProduct, orderBody, placeOrder, rows, stockOf, validAddress } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { registerTestStaff, registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let staff: TestUser;
let otherStaff: TestUser;
beforeAll(async () => {
  ctx = await startTestApp();
  staff = await registerTestStaff(ctx.app, ctx.database.db, { fullName: 'Meera Staff' });
  otherStaff = await registerTestStaff(ctx.app, ctx.database.db, { fullName: 'Ravi Staff' });
});
afterAll(async () => {
  await ctx.close();
});

interface Placed {
  _id: string;
  orderNumber: number;
}

let tagCounter = 0;
/** A name no other test's orders carry, so a search for it sees only this test's orders. */
function uniqueName() {
  tagCounter += 1;
  return `Tester${'abcdefghij'[tagCounter % 10]}${String.fromCharCode(97 + (tagCounter % 26))}x${tagCounter}q`;
}

async function place(
  user: TestUser,
  productId: string,
  options: { quantity?: number; fullName?: string; phone?: string; email?: string } = {},
): Promise<Placed> {
  const body = orderBody([{ productId, quantity: options.quantity ?? 1 }], {
    shippingAddress: {
      ...validAddress,
      ...(options.fullName ? { fullName: options.fullName } : {}),
      ...(options.phone ? { phone: options.phone } : {}),
    },
    ...(options.email ? { email: options.email } : {}),
  });
  const response = await placeOrder(ctx, user, body);
  expect(response.statusCode).toBe(201);
  return response.json().data as Placed;
}

async function setCreatedAt(id: string, at: string) {
  await ctx.database.db.execute(sql`update orders set created_at = ${at}::timestamptz where id = ${id}`);
}

const list = (query: string, user: TestUser = staff) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/orders${query}`, headers: user.headers });
const detail = (id: string, user: TestUser = staff) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: user.headers });
const move = (id: string, payload: Record<string, unknown>, user: TestUser = staff) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/status`, headers: user.headers, payload });
const bulk = (payload: Record<string, unknown>, user: TestUser = staff) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/orders/bulk-status', headers: user.headers, payload });

const numbers = (response: { json(): { data: { orders: { orderNumber: number }[] } } }) =>
  response.json().data.orders.map((o) => o.orderNumber);

async function auditRows(orderId: string) {
  return rows<{ action: string; actor_user_id: string; before: unknown; after: unknown }>(
    ctx,
    sql`select action, actor_user_id, before, after from audit_log where entity_type = 'order' and entity_id = ${orderId} order by id`,
  );
}

describe('GET /api/admin/orders', () => {
  it('lists every shopper’s orders newest first, one page at a time', async () => {
    const name = uniqueName();
    const product = await makeProduct(ctx, { stock: 50 });
    const a = await registerTestUser(ctx.app);
    const b = await registerTestUser(ctx.app);
    const placed = [];
    for (const [i, user] of [a, b, a, b, a].entries()) {
      const order = await place(user, product.id, { fullName: name });
      await setCreatedAt(order._id, `2026-01-0${i + 1}T10:00:00Z`);
      placed.push(order);
    }
    const newestFirst = placed.map((o) => o.orderNumber).reverse();

    const all = await list(`?q=${name}`);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ success: true, data: { total: 5, page: 1, totalPages: 1 } });
    expect(numbers(all)).toEqual(newestFirst);
    expect(all.json().data.orders[0]).toMatchObject({
      id: placed[4]!._id,
      status: 'Placed',
      paymentMethod: 'COD',
      fullName: name,
      itemCount: 1,
      createdAt: '2026-01-05T10:00:00.000Z',
    });
    expect(typeof all.json().data.orders[0].total).toBe('number');

    const page1 = await list(`?q=${name}&limit=2&page=1`);
    const page3 = await list(`?q=${name}&limit=2&page=3`);
    expect(numbers(page1)).toEqual(newestFirst.slice(0, 2));
    expect(numbers(page3)).toEqual(newestFirst.slice(4));
    expect(page3.json().data).toMatchObject({ total: 5, totalPages: 3, page: 3, limit: 2 });
  });

  it('counts every order per status without filters, from the counts the database keeps', async () => {
    const product = await makeProduct(ctx, { stock: 50 });
    const user = await registerTestUser(ctx.app);
    const a = await place(user, product.id);
    await place(user, product.id);
    expect((await move(a._id, { from: 'Placed', to: 'Cancelled', note: 'Out of area' })).statusCode).toBe(200);
    const live = await rows<{ status: string; n: number }>(
      ctx,
      sql`select status, count(*)::int as n from orders group by status`,
    );
    const expected = Object.fromEntries(live.map((r) => [r.status, r.n]));
    const answer = (await list('')).json().data;
    for (const [status, n] of Object.entries(answer.counts as Record<string, number>)) {
      expect({ status, n }).toEqual({ status, n: expected[status] ?? 0 });
    }
    expect(answer.countsTotal).toBe(live.reduce((sum, r) => sum + r.n, 0));
  });

  it('filters by status and payment method and counts each status under the other filters', async () => {
    const name = uniqueName();
    const product = await makeProduct(ctx, { stock: 50 });
    const user = await registerTestUser(ctx.app);
    const [p1, p2, p3, p4] = [
      await place(user, product.id, { fullName: name }),
      await place(user, product.id, { fullName: name }),
      await place(user, product.id, { fullName: name }),
      await place(user, product.id, { fullName: name }),
    ];
    expect((await move(p2!._id, { from: 'Placed', to: 'Processing' })).statusCode).toBe(200);
    expect((await move(p3!._id, { from: 'Placed', to: 'Cancelled', note: 'Duplicate order' })).statusCode).toBe(200);
    await ctx.database.db.execute(sql`update orders set payment_method = 'Online' where id = ${p4!._id}`);

    const processing = await list(`?q=${name}&status=Processing`);
    expect(numbers(processing)).toEqual([p2!.orderNumber]);
    expect(processing.json().data).toMatchObject({
      total: 1,
      countsTotal: 4,
      counts: { Placed: 2, Processing: 1, 'In Transit': 0, Delivered: 0, Cancelled: 1, Returned: 0 },
    });

    const online = await list(`?q=${name}&paymentMethod=Online`);
    expect(numbers(online)).toEqual([p4!.orderNumber]);
    expect(online.json().data.counts).toMatchObject({ Placed: 1, Processing: 0, Cancelled: 0 });

    const cod = await list(`?q=${name}&paymentMethod=COD&status=Placed`);
    expect(numbers(cod)).toEqual([p1!.orderNumber]);
    expect(p1).toBeDefined();

    // A GET form sends empty fields: they filter nothing.
    const blank = await list(`?q=${name}&status=&paymentMethod=&from=&to=`);
    expect(blank.json().data.total).toBe(4);
  });

  it('filters by India’s calendar days, not the server’s', async () => {
    const name = uniqueName();
    const product = await makeProduct(ctx, { stock: 50 });
    const user = await registerTestUser(ctx.app);
    const lateOn10th = await place(user, product.id, { fullName: name });
    const earlyOn11th = await place(user, product.id, { fullName: name });
    const on12th = await place(user, product.id, { fullName: name });
    // 23:30 and 00:30 in India: both on 10 March in UTC.
    await setCreatedAt(lateOn10th._id, '2026-03-10T23:30:00+05:30');
    await setCreatedAt(earlyOn11th._id, '2026-03-11T00:30:00+05:30');
    await setCreatedAt(on12th._id, '2026-03-12T12:00:00+05:30');

    expect(numbers(await list(`?q=${name}&from=2026-03-11&to=2026-03-11`))).toEqual([earlyOn11th.orderNumber]);
    expect(numbers(await list(`?q=${name}&to=2026-03-10`))).toEqual([lateOn10th.orderNumber]);
    expect(numbers(await list(`?q=${name}&from=2026-03-11`))).toEqual([on12th.orderNumber, earlyOn11th.orderNumber]);
  });

  it('finds an order by its number, and orders by the shopper’s name, email or phone', async () => {
    const name = uniqueName();
    const product = await makeProduct(ctx, { stock: 50 });
    const user = await registerTestUser(ctx.app);
    const byName = await place(user, product.id, { fullName: `${name} Sharma` });
    const byEmail = await place(user, product.id, { fullName: 'Kiran Rao', email: `${name.toLowerCase()}@mail.in` });
    const byPhone = await place(user, product.id, { fullName: 'Kiran Rao', phone: '6123498765' });

    expect(numbers(await list(`?q=%23${byName.orderNumber}`))).toEqual([byName.orderNumber]);
    expect(numbers(await list(`?q=${byEmail.orderNumber}`))).toEqual([byEmail.orderNumber]);
    expect(numbers(await list(`?q=${encodeURIComponent(`${name.toUpperCase()} sharma`)}`))).toEqual([
      byName.orderNumber,
    ]);
    expect(numbers(await list(`?q=${name.toLowerCase()}%40mail`))).toEqual([byEmail.orderNumber]);
    expect(numbers(await list(`?q=6123498765`))).toEqual([byPhone.orderNumber]);
    expect(numbers(await list(`?q=${encodeURIComponent('+91 61234 98765')}`))).toEqual([byPhone.orderNumber]);
    expect(numbers(await list(`?q=%23999999999`))).toEqual([]);
    // Wildcards typed in the box are letters.
    expect((await list(`?q=%25`)).json().data.total).toBe(0);
  });

  it('finds a shopper’s orders by their account email when the checkout named no email', async () => {
    const name = uniqueName().toLowerCase();
    const product = await makeProduct(ctx, { stock: 50 });
    const user = await registerTestUser(ctx.app, { email: `${name}@account.in` });
    const first = await place(user, product.id);
    const second = await place(user, product.id);
    expect(numbers(await list(`?q=${encodeURIComponent(`${name}@account`)}`))).toEqual([
      second.orderNumber,
      first.orderNumber,
    ]);
  });

  it('refuses bad paging and filters with a 400', async () => {
    for (const query of [
      '?limit=101',
      '?limit=0',
      '?page=0',
      '?page=abc',
      '?status=Lost',
      '?paymentMethod=Card',
      '?from=11-03-2026',
      '?from=2026-03-12&to=2026-03-11',
      `?q=${'x'.repeat(101)}`,
    ]) {
      const response = await list(query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('shows the order with its lines, shopper, history, shipment, calls and the moves allowed now', async () => {
    const product = await makeProduct(ctx, { stock: 10, pricePaise: 100_000, discount: 10 });
    await ctx.database.db.execute(
      sql`update products set hsn_code = '8517', gst_rate_bp = 1800 where id = ${product.id}`,
    );
    const user = await registerTestUser(ctx.app, { fullName: 'Asha Verma', phone: '9988776655' });
    await place(user, product.id);
    const order = await place(user, product.id, { quantity: 2 });
    await ctx.database.db.execute(
      sql`insert into order_call_attempts (order_id, outcome, note, staff_user_id) values (${order._id}, 'no_answer', 'Rang twice', ${staff.id})`,
    );

    const placedView = await detail(order._id);
    expect(placedView.statusCode).toBe(200);
    const data = placedView.json().data;
    expect(data).toMatchObject({
      id: order._id,
      orderNumber: order.orderNumber,
      status: 'Placed',
      paymentMethod: 'COD',
      shippingAddress: validAddress,
      shopper: { id: user.id, fullName: 'Asha Verma', email: user.email, phone: '9988776655', otherOrders: 1 },
      history: [{ status: 'Placed', staffName: null }],
      shipment: { courierName: null, trackingNumber: null, trackingUrl: null },
      invoiceNumber: null,
      callAttempts: [{ outcome: 'no_answer', note: 'Rang twice', staffName: 'Meera Staff' }],
      deliveryAttempts: [],
      moves: [
        { to: 'Processing', label: 'Confirm', needsReason: false, needsShipment: false },
        { to: 'Cancelled', needsReason: true, returnsStock: true },
      ],
    });
    expect(data.items).toHaveLength(1);
    expect(data.items[0]).toMatchObject({
      productId: product.id,
      quantity: 2,
      unitPrice: 1000,
      discount: 10,
      salePrice: 900,
      lineTotal: 1800,
      hsnCode: '8517',
      gstRatePercent: 18,
    });
    expect(data.totals).toMatchObject({ subtotal: expect.any(Number), total: expect.any(Number), itemCount: 2 });

    expect((await move(order._id, { from: 'Placed', to: 'Processing', note: 'Called, confirmed' })).statusCode).toBe(
      200,
    );
    const shipped = await move(
      order._id,
      { from: 'Processing', to: 'In Transit', courierName: 'Delhivery', trackingNumber: 'DL-12345' },
      otherStaff,
    );
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().data).toMatchObject({
      status: 'In Transit',
      courierName: 'Delhivery',
      trackingNumber: 'DL-12345',
    });

    const inTransit = (await detail(order._id)).json().data;
    expect(inTransit.history).toMatchObject([
      { status: 'Placed', staffName: null },
      { status: 'Processing', note: 'Called, confirmed', staffName: 'Meera Staff' },
      { status: 'In Transit', staffName: 'Ravi Staff' },
    ]);
    expect(inTransit.shipment).toMatchObject({
      courierName: 'Delhivery',
      trackingNumber: 'DL-12345',
      trackingUrl: 'https://www.delhivery.com/track-v2/package/DL-12345',
    });
    expect(inTransit.invoiceNumber).toEqual(expect.any(String));
    expect(inTransit.moves.map((m: { to: string }) => m.to)).toEqual(['Delivered', 'Returned']);
  });

  it('answers 404 for an unknown order and 400 for a bad id', async () => {
    const unknown = await detail('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await detail('not-an-id')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/orders/:id/status', () => {
  it('lets exactly one of two staff move the same Placed order at once; the other gets 409', async () => {
    const product = await makeProduct(ctx, { stock: 10 });
    const order = await place(await registerTestUser(ctx.app), product.id);
    const [first, second] = await Promise.all([
      move(order._id, { from: 'Placed', to: 'Processing' }, staff),
      move(order._id, { from: 'Placed', to: 'Cancelled', note: 'Shopper asked' }, otherStaff),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json()).toMatchObject({ success: false, code: 'ORDER_STATUS_CHANGED' });
    const winner = first.statusCode === 200 ? first : second;
    const [row] = await rows<{ status: string }>(ctx, sql`select status from orders where id = ${order._id}`);
    expect(row!.status).toBe(winner.json().data.status);
    expect(await count(ctx, 'order_status_history', sql`order_id = ${order._id}`)).toBe(2);
    expect(await auditRows(order._id)).toHaveLength(1);
  });

  it('refuses to ship without a tracking number or with a courier the shop does not use, changing nothing', async () => {
    const product = await makeProduct(ctx, { stock: 10 });
    const order = await place(await registerTestUser(ctx.app), product.id);
    expect((await move(order._id, { from: 'Placed', to: 'Processing' })).statusCode).toBe(200);

    const noTracking = await move(order._id, { from: 'Processing', to: 'In Transit', courierName: 'Delhivery' });
    expect(noTracking.statusCode).toBe(400);
    expect(noTracking.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });

    const unknownCourier = await move(order._id, {
      from: 'Processing',
      to: 'In Transit',
      courierName: 'Pigeon Post',
      trackingNumber: 'PP1',
    });
    expect(unknownCourier.statusCode).toBe(400);
    expect(unknownCourier.json().message).toContain('Pigeon Post');

    const [row] = await rows<{ status: string; tracking_number: string | null; invoice_number: string | null }>(
      ctx,
      sql`select status, tracking_number, invoice_number from orders where id = ${order._id}`,
    );
    expect(row).toEqual({ status: 'Processing', tracking_number: null, invoice_number: null });
    expect(await auditRows(order._id)).toHaveLength(1);
  });

  it('puts the units back with a ledger row when staff cancel', async () => {
    const product = await makeProduct(ctx, { stock: 10 });
    const order = await place(await registerTestUser(ctx.app), product.id, { quantity: 3 });
    expect((await stockOf(ctx, product.id)).stock).toBe(7);

    const cancelled = await move(order._id, { from: 'Placed', to: 'Cancelled', note: 'Out of delivery area' });
    expect(cancelled.statusCode).toBe(200);
    expect((await stockOf(ctx, product.id)).stock).toBe(10);
    const ledger = await rows<{ change: number; reason: string; stock_after: number; staff_user_id: string }>(
      ctx,
      sql`select change, reason, stock_after, staff_user_id from stock_ledger where order_id = ${order._id} and reason = 'cancel'`,
    );
    expect(ledger).toEqual([{ change: 3, reason: 'cancel', stock_after: 10, staff_user_id: staff.id }]);
    const [row] = await rows<{ closing_reason: string }>(
      ctx,
      sql`select closing_reason from orders where id = ${order._id}`,
    );
    expect(row!.closing_reason).toBe('Out of delivery area');
  });

  it('puts the units back when an In Transit order comes back (RTO)', async () => {
    const product = await makeProduct(ctx, { stock: 10 });
    const order = await place(await registerTestUser(ctx.app), product.id, { quantity: 2 });
    expect((await move(order._id, { from: 'Placed', to: 'Processing' })).statusCode).toBe(200);
    expect(
      (
        await move(order._id, {
          from: 'Processing',
          to: 'In Transit',
          courierName: 'Blue Dart',
          trackingNumber: 'BD998877',
        })
      ).statusCode,
    ).toBe(200);
    expect((await stockOf(ctx, product.id)).stock).toBe(8);

    const noReason = await move(order._id, { from: 'In Transit', to: 'Returned' });
    expect(noReason.statusCode).toBe(400);
    expect((await stockOf(ctx, product.id)).stock).toBe(8);

    const returned = await move(order._id, { from: 'In Transit', to: 'Returned', note: 'Refused at door' });
    expect(returned.statusCode).toBe(200);
    expect((await stockOf(ctx, product.id)).stock).toBe(10);
    expect(await count(ctx, 'stock_ledger', sql`order_id = ${order._id} and reason = 'return' and change = 2`)).toBe(1);
  });
});

describe('POST /api/admin/orders/bulk-status', () => {
  it('moves each order on its own and lists who moved and who was refused, with audit rows', async () => {
    const product = await makeProduct(ctx, { stock: 20 });
    const user = await registerTestUser(ctx.app);
    const a = await place(user, product.id);
    const b = await place(user, product.id);
    const c = await place(user, product.id);
    // b moved meanwhile (another staff member confirmed it).
    expect((await move(b._id, { from: 'Placed', to: 'Processing' }, otherStaff)).statusCode).toBe(200);

    const response = await bulk({ orderIds: [a._id, b._id, c._id], from: 'Placed', to: 'Processing', note: 'Batch' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ moved: 2, refused: 1 });
    expect(data.results).toMatchObject([
      { orderId: a._id, orderNumber: a.orderNumber, moved: true, status: 'Processing', code: null },
      { orderId: b._id, orderNumber: b.orderNumber, moved: false, status: 'Processing', code: 'ORDER_STATUS_CHANGED' },
      { orderId: c._id, orderNumber: c.orderNumber, moved: true, status: 'Processing', code: null },
    ]);
    expect(data.results[1].message).toContain('someone else moved it');

    for (const id of [a._id, c._id]) {
      const audit = await auditRows(id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        action: 'order.move',
        actor_user_id: staff.id,
        before: { status: 'Placed' },
        after: { status: 'Processing', note: 'Batch' },
      });
    }
    // b has only the other staff member's move.
    expect((await auditRows(b._id)).map((r) => r.actor_user_id)).toEqual([otherStaff.id]);
  });

  it('cancels in bulk with a reason and returns the stock of each order', async () => {
    const product = await makeProduct(ctx, { stock: 10 });
    const user = await registerTestUser(ctx.app);
    const a = await place(user, product.id, { quantity: 2 });
    const b = await place(user, product.id, { quantity: 3 });
    expect((await stockOf(ctx, product.id)).stock).toBe(5);

    const response = await bulk({ orderIds: [a._id, b._id], from: 'Placed', to: 'Cancelled', note: 'Fake orders' });
    expect(response.json().data).toMatchObject({ moved: 2, refused: 0 });
    expect((await stockOf(ctx, product.id)).stock).toBe(10);
    expect(await count(ctx, 'stock_ledger', sql`product_id = ${product.id} and reason = 'cancel'`)).toBe(2);
  });

  it('refuses shipping in bulk, a cancel without a reason and bad lists, changing nothing', async () => {
    const product = await makeProduct(ctx, { stock: 10 });
    const order = await place(await registerTestUser(ctx.app), product.id);
    const auditBefore = await count(ctx, 'audit_log');
    const cases: [Record<string, unknown>, number][] = [
      [{ orderIds: [order._id], from: 'Processing', to: 'In Transit' }, 400],
      [{ orderIds: [order._id], from: 'Placed', to: 'Cancelled' }, 400],
      [{ orderIds: [order._id], from: 'Placed', to: 'Delivered' }, 409],
      [{ orderIds: [], from: 'Placed', to: 'Processing' }, 400],
      [{ orderIds: ['nope'], from: 'Placed', to: 'Processing' }, 400],
      [{ orderIds: Array.from({ length: 101 }, () => order._id), from: 'Placed', to: 'Processing' }, 400],
      [{ orderIds: [order._id], from: 'Placed', to: 'Lost' }, 400],
    ];
    for (const [payload, status] of cases) {
      const response = await bulk(payload);
      expect({ payload: payload.to, status: response.statusCode }).toEqual({ payload: payload.to, status });
      expect(response.json().success).toBe(false);
    }
    const [row] = await rows<{ status: string }>(ctx, sql`select status from orders where id = ${order._id}`);
    expect(row!.status).toBe('Placed');
    expect(await count(ctx, 'audit_log')).toBe(auditBefore);
  });
});
