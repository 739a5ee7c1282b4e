/**
 * Staff rules on PIN codes through the real app (rule:cod-by-pin, rule:audit-log): staff turn Cash on Delivery off at
 * a PIN or stop delivering there, with a reason; the lists show each PIN's place, the reason, who and when, newest
 * first, searchable and paged; a rule already set is a 409 and an unknown PIN a 404, bad input a 400, each changing
 * nothing. Shoppers follow at once: GET /api/delivery/{pin} and POST /api/orders/place refuse cash (422
 * COD_NOT_AVAILABLE) or delivery (422 NOT_SERVICEABLE) there, and the RTO report marks the PIN (rule:rto-rates).
 */
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pincodeRules } from '../../db/schema/index';
import { count, makeProduct, orderBody, placeOrder } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { expectError } from '../helpers/errors';
import { auditOf as auditRowsOf, publicData } from '../helpers/staff-writes';
import { registerTestStaff, registerTestUser, type TestUser } from '../helpers/users';
import { insertOrder } from './order-fixtures';

let ctx: TestContext;
let staff: TestUser;
let otherStaff: TestUser;
let shopper: TestUser;
let db: TestContext['database']['db'];
beforeAll(async () => {
  ctx = await startTestApp();
  db = ctx.database.db;
  staff = await registerTestStaff(ctx.app, db, { fullName: 'Priya Nair' });
  otherStaff = await registerTestStaff(ctx.app, db, { fullName: 'Arjun Rao' });
  shopper = await registerTestUser(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = staff.headers) =>
  ctx.app.inject({
    method,
    url: `/api/admin/delivery/pincode-rules${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const list = async (query: string) => {
  const response = await call('GET', query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const promise = (pin: string) => publicData(ctx.app, `/api/delivery/${pin}`);
const footprint = async () => ({
  rules: await db.select().from(pincodeRules).orderBy(asc(pincodeRules.pincode), asc(pincodeRules.kind)),
  audit: await count(ctx, 'audit_log'),
});

/** An order request to one PIN, for a product of the test's own. */
async function orderTo(pincode: string, city: string, state: string) {
  const product = await makeProduct(ctx, { stock: 10 });
  const body = orderBody([{ productId: product.id, quantity: 1 }]);
  body.shippingAddress = { ...body.shippingAddress, pincode, city, state };
  return body;
}

describe('Cash on Delivery off at a PIN', () => {
  it('is added with a reason, listed with its place and who set it, audited, and shoppers are told at once', async () => {
    const before = await promise('302017');
    expect(before.cod).toEqual({ available: true, reason: null });

    const added = await call('POST', '', { pincode: '302017', kind: 'cod-off', reason: '  RTO 40% over 30 days ' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      message: 'Cash on Delivery is off for 302017',
      data: {
        pincode: '302017',
        kind: 'cod-off',
        district: 'Jaipur',
        state: 'Rajasthan',
        reason: 'RTO 40% over 30 days',
        staffName: 'Priya Nair',
      },
    });
    expect(await auditRowsOf(db, 'pincode', '302017')).toEqual([
      expect.objectContaining({
        action: 'delivery.pincode-rule.add',
        actorUserId: staff.id,
        before: null,
        after: { kind: 'cod-off', reason: 'RTO 40% over 30 days' },
      }),
    ]);

    // The shopper's promise: still delivered, no cash, in the shop's words (the staff member's reason stays inside).
    const after = await promise('302017');
    expect(after).toMatchObject({
      serviceable: true,
      cod: { available: false, reason: 'Cash on Delivery is not available for 302017' },
    });
    expect(JSON.stringify(after)).not.toContain('RTO 40%');
    const orders = await count(ctx, 'orders');
    const refused = expectError(
      await placeOrder(ctx, shopper, await orderTo('302017', 'Jaipur', 'Rajasthan')),
      422,
      'COD_NOT_AVAILABLE',
    );
    expect(refused.message).toBe('Cash on Delivery is not available for 302017. Please use another address.');
    expect(await count(ctx, 'orders')).toBe(orders);

    const listed = await list('?kind=cod-off');
    expect(listed).toMatchObject({ kind: 'cod-off', total: 1, page: 1, totalPages: 1 });
    expect(listed.items).toEqual([added.json().data]);
    expect((await list('?kind=unserviceable')).items).toEqual([]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/delivery', headers: staff.headers })).json().data,
    ).toMatchObject({ pincodeRuleCounts: { 'cod-off': 1, unserviceable: 0 } });

    // Turn COD back on: the PIN takes cash again, audited with what was removed.
    const removed = await call('DELETE', '/cod-off/302017');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({
      message: 'Cash on Delivery is back on for 302017',
      data: { pincode: '302017', reason: 'RTO 40% over 30 days' },
    });
    expect((await promise('302017')).cod.available).toBe(true);
    expect((await auditRowsOf(db, 'pincode', '302017')).at(-1)).toMatchObject({
      action: 'delivery.pincode-rule.remove',
      before: { kind: 'cod-off', reason: 'RTO 40% over 30 days' },
      after: null,
    });
    const placed = await placeOrder(ctx, shopper, await orderTo('302017', 'Jaipur', 'Rajasthan'));
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it('refuses a rule already set (409, naming who), an unknown PIN (404), bad input (400) and nothing to remove (404)', async () => {
    expect((await call('POST', '', { pincode: '400001', kind: 'cod-off', reason: 'Fake orders' })).statusCode).toBe(
      201,
    );
    const before = await footprint();

    const twice = expectError(
      await call('POST', '', { pincode: '400001', kind: 'cod-off', reason: 'Again' }, otherStaff.headers),
      409,
      'CONFLICT',
    );
    expect(twice.message).toMatch(/^Cash on Delivery is already off for 400001 \(Priya Nair, \d{4}-\d{2}-\d{2}\)\.$/);
    expect(twice.details).toEqual([{ path: 'pincode', message: twice.message }]);
    const unknown = expectError(
      await call('POST', '', { pincode: '999999', kind: 'cod-off', reason: 'No such PIN' }),
      404,
      'NOT_FOUND',
    );
    expect(unknown.message).toBe('India Post has no PIN code 999999. Please check it.');
    for (const [body, path] of [
      [{ pincode: '40001', kind: 'cod-off', reason: 'Short PIN' }, 'pincode'],
      [{ pincode: 400002, kind: 'cod-off', reason: 'A number' }, 'pincode'],
      [{ pincode: '400002', kind: 'cash-off', reason: 'Bad kind' }, 'kind'],
      [{ pincode: '400002', kind: 'cod-off', reason: 'no' }, 'reason'],
      [{ pincode: '400002', kind: 'cod-off', reason: '   ab   ' }, 'reason'],
      [{ pincode: '400002', kind: 'cod-off', reason: 'x'.repeat(201) }, 'reason'],
      [{ pincode: '400002', kind: 'cod-off' }, 'reason'],
      [{ pincode: '400002', kind: 'cod-off', reason: 'tab\there' }, 'reason'],
    ] as [Record<string, unknown>, string][]) {
      const refused = expectError(await call('POST', '', body), 400, 'VALIDATION_ERROR');
      expect({ body, path: (refused.details as { path: string }[])[0]!.path }).toEqual({ body, path });
    }
    expect(expectError(await call('DELETE', '/cod-off/400002'), 404, 'NOT_FOUND').message).toBe(
      'Cash on Delivery is not off for 400002.',
    );
    expect(expectError(await call('DELETE', '/unserviceable/400001'), 404, 'NOT_FOUND').message).toBe(
      '400001 is not on the not-delivered list.',
    );
    expectError(await call('DELETE', '/cash-off/400001'), 400, 'VALIDATION_ERROR');
    expectError(await call('DELETE', '/cod-off/4000'), 400, 'VALIDATION_ERROR');
    expectError(await call('GET', '?kind=everything'), 400, 'VALIDATION_ERROR');
    expectError(await call('GET', '?kind=cod-off&page=0'), 400, 'VALIDATION_ERROR');
    expectError(await call('GET', '?kind=cod-off&page='), 400, 'VALIDATION_ERROR');
    expect(await footprint()).toEqual(before);
    expect((await call('DELETE', '/cod-off/400001')).statusCode).toBe(200);
  });

  it('marks the PIN in the RTO report, so the cash page offers to turn COD off only where it is on', async () => {
    const product = await makeProduct(ctx);
    for (const [pincode, status] of [
      ['781001', 'Returned'],
      ['781001', 'Delivered'],
      ['641001', 'Delivered'],
    ] as const) {
      await insertOrder(ctx, {
        userId: shopper.id,
        day: 3,
        status,
        totalRupees: 500,
        lines: [{ productId: product.id, quantity: 1 }],
        courierName: 'Delhivery',
        pincode,
        shippedDay: 2,
        deliveredDay: status === 'Delivered' ? 1 : undefined,
      });
    }
    expect(
      (await call('POST', '', { pincode: '781001', kind: 'cod-off', reason: 'RTO 50% over 90 days' })).statusCode,
    ).toBe(201);
    const rto = await ctx.app.inject({ method: 'GET', url: '/api/admin/reports/rto', headers: staff.headers });
    const pins = rto.json().data.pincodes as { pincode: string; codOff: boolean }[];
    expect(pins.find((p) => p.pincode === '781001')).toMatchObject({ codOff: true, rtoRate: 0.5 });
    expect(pins.find((p) => p.pincode === '641001')).toMatchObject({ codOff: false });
    expect((await call('DELETE', '/cod-off/781001')).statusCode).toBe(200);
  });
});

describe('a PIN not delivered to', () => {
  it('makes the promise unserviceable and refuses orders there (422 NOT_SERVICEABLE); removing it delivers again', async () => {
    const added = await call('POST', '', {
      pincode: '744101',
      kind: 'unserviceable',
      reason: 'No courier serves the islands for us yet',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      message: '744101 is no longer delivered to',
      data: { kind: 'unserviceable', state: 'Andaman and Nicobar Islands' },
    });
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/delivery/744101' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({
      serviceable: false,
      reason: 'Sorry, we do not deliver to 744101 yet.',
      cod: { available: false },
      deliverBy: null,
    });
    const orders = await count(ctx, 'orders');
    const refused = expectError(
      await placeOrder(ctx, shopper, await orderTo('744101', 'Port Blair', 'Andaman and Nicobar Islands')),
      422,
      'NOT_SERVICEABLE',
    );
    expect(refused.message).toBe('Sorry, we do not deliver to 744101 yet. Please choose another address.');
    expect(await count(ctx, 'orders')).toBe(orders);
    expect((await list('?kind=unserviceable')).items.map((r: { pincode: string }) => r.pincode)).toEqual(['744101']);

    // The two kinds are separate rules: COD off too, then delivery back, and the PIN still takes no cash.
    expect(
      (await call('POST', '', { pincode: '744101', kind: 'cod-off', reason: 'Cash is hard to remit from here' }))
        .statusCode,
    ).toBe(201);
    const back = await call('DELETE', '/unserviceable/744101');
    expect(back.json().message).toBe('744101 is delivered to again');
    expect((await promise('744101')).serviceable).toBe(true);
    expect((await promise('744101')).cod.available).toBe(false);
    expect((await call('DELETE', '/cod-off/744101')).statusCode).toBe(200);
    expect((await promise('744101')).cod.available).toBe(true);
  });
});

describe('GET /api/admin/delivery/pincode-rules', () => {
  it('lists newest first, finds by the start of a PIN or the place, and pages by 25', async () => {
    // 27 rules in Maharashtra (400001-400027 where the directory has them), added in order.
    const pins: string[] = [];
    for (let n = 1; pins.length < 27 && n < 200; n++) {
      const pincode = String(400000 + n);
      const answer = await call('POST', '', { pincode, kind: 'unserviceable', reason: `Batch ${pins.length + 1}` });
      if (answer.statusCode === 404) continue;
      expect(answer.statusCode, answer.body).toBe(201);
      pins.push(pincode);
    }
    await db.execute(
      sql`update pincode_rules set created_at = created_at - make_interval(secs => (1000 - substr(pincode, 4)::int))
        where kind = 'unserviceable'`,
    );
    expect(await call('POST', '', { pincode: '110001', kind: 'unserviceable', reason: 'Delhi test' })).toMatchObject({
      statusCode: 201,
    });

    const first = await list('?kind=unserviceable');
    expect(first).toMatchObject({ total: 28, perPage: 25, page: 1, totalPages: 2 });
    expect(first.items[0]).toMatchObject({ pincode: '110001', district: 'Central Delhi', staffName: 'Priya Nair' });
    expect(first.items.slice(1).map((r: { pincode: string }) => r.pincode)).toEqual([...pins].reverse().slice(0, 24));
    const second = await list('?kind=unserviceable&page=2');
    expect(second.items.map((r: { pincode: string }) => r.pincode)).toEqual([...pins].reverse().slice(24));

    expect((await list('?kind=unserviceable&q=1100')).items.map((r: { pincode: string }) => r.pincode)).toEqual([
      '110001',
    ]);
    expect((await list('?kind=unserviceable&q=delhi')).total).toBe(1);
    expect((await list('?kind=unserviceable&q=MAHARASHTRA')).total).toBe(27);
    expect((await list('?kind=unserviceable&q=%25')).total).toBe(0);
    expect((await list('?kind=unserviceable&q=')).total).toBe(28);
    expect((await list('?kind=cod-off')).total).toBe(0);
  });
});
