/**
 * The back office's delivery pages' loaders (rule:delivery-zones, rule:cod-by-pin, ADR 0018): /admin/delivery shows
 * what GET /api/admin/delivery and the two PIN lists answer, each list searched and paged by its own parameters, a
 * refused query falling back to the list's first page with the problem named; /admin/cash's RTO rows say which PINs
 * have COD off; the order page shows the courier's own days beside its name in the ship form; a shopper is refused
 * (rule:staff-only).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as cashLoader } from '../../app/routes/admin/cash';
import { loader as deliveryLoader } from '../../app/routes/admin/delivery';
import { loader as orderLoader } from '../../app/routes/admin/order';
import { couriers } from '../../db/schema/index';
import { makeProduct, orderBody, placeOrder } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { runLoader } from '../helpers/loaders';
import { registerTestStaff, registerTestUser, type TestUser } from '../helpers/users';
import { insertOrder } from './order-fixtures';

let ctx: TestContext;
let staff: TestUser;
let shopper: TestUser;
beforeAll(async () => {
  ctx = await startTestApp();
  staff = await registerTestStaff(ctx.app, ctx.database.db, { fullName: 'Priya Nair' });
  shopper = await registerTestUser(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

const api = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) => {
  const response = await ctx.app.inject({ method, url, headers: staff.headers, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().data as unknown;
};

describe('/admin/delivery', () => {
  it('shows what the API answers, each PIN list with its own search and page', async () => {
    await api('POST', '/api/admin/delivery/pincode-rules', { pincode: '302017', kind: 'cod-off', reason: 'RTO 40%' });
    await api('POST', '/api/admin/delivery/pincode-rules', { pincode: '400001', kind: 'cod-off', reason: 'RTO 35%' });
    await api('POST', '/api/admin/delivery/pincode-rules', {
      pincode: '744101',
      kind: 'unserviceable',
      reason: 'No courier',
    });

    const page = await runLoader(ctx, deliveryLoader, staff, '/admin/delivery?codQ=3020&offPage=1');
    expect(page.setup).toEqual(await api('GET', '/api/admin/delivery'));
    const [codOff, notDelivered] = page.lists;
    expect(codOff!.list).toEqual(await api('GET', '/api/admin/delivery/pincode-rules?kind=cod-off&q=3020'));
    expect(codOff!.list.items.map((r) => r.pincode)).toEqual(['302017']);
    expect(codOff!.q).toBe('3020');
    expect(notDelivered!.list).toEqual(await api('GET', '/api/admin/delivery/pincode-rules?kind=unserviceable'));
    expect(notDelivered!.list.items[0]).toMatchObject({ pincode: '744101', staffName: 'Priya Nair' });
    expect(page.params).toEqual({ codQ: '3020', offPage: '1' });
  });

  it('falls back to a list’s first page on a query its API would refuse, naming the problem; the other list is kept', async () => {
    const page = await runLoader(ctx, deliveryLoader, staff, '/admin/delivery?offPage=0&codQ=400');
    const [codOff, notDelivered] = page.lists;
    expect(codOff!.problem).toBeNull();
    expect(codOff!.list.items.map((r) => r.pincode)).toEqual(['400001']);
    expect(notDelivered!.problem).toBe('page must be at least 1');
    expect(notDelivered!.list).toMatchObject({ kind: 'unserviceable', page: 1, total: 1 });
  });

  it('is refused to a shopper (403)', async () => {
    const refused = await runLoader(ctx, deliveryLoader, shopper, '/admin/delivery').catch((err: unknown) => err);
    expect(refused).toMatchObject({ init: { status: 403 } });
  });
});

describe('/admin/cash and the order page', () => {
  it('mark the RTO rows whose PIN has COD off, and show couriers’ own days in the ship form', async () => {
    const product = await makeProduct(ctx, { stock: 10 });
    for (const pincode of ['302017', '110001']) {
      await insertOrder(ctx, {
        userId: shopper.id,
        day: 2,
        status: 'Returned',
        totalRupees: 500,
        lines: [{ productId: product.id, quantity: 1 }],
        courierName: 'Delhivery',
        pincode,
        shippedDay: 1,
      });
    }
    const cash = await runLoader(ctx, cashLoader, staff, '/admin/cash?days=30');
    expect(cash.rto.pincodes.map((p) => [p.pincode, p.codOff]).sort()).toEqual([
      ['110001', false],
      ['302017', true],
    ]);

    const [blueDart] = await ctx.database.db.select().from(couriers).where(eq(couriers.name, 'Blue Dart'));
    await api('PUT', `/api/admin/delivery/zones/same-state/couriers/${blueDart!.id}`, {
      minDays: 1,
      maxDays: 3,
    });
    const body = orderBody([{ productId: product.id, quantity: 1 }]);
    body.shippingAddress = { ...body.shippingAddress, pincode: '570001', city: 'Mysuru' };
    const placed = await placeOrder(ctx, shopper, body);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().data._id as string;
    await api('POST', `/api/admin/orders/${orderId}/status`, { from: 'Placed', to: 'Processing' });
    const order = await runLoader(ctx, orderLoader, staff, `/admin/orders/${orderId}`, { id: orderId });
    expect(order.order.delivery).toMatchObject({ zone: 'same-state', zoneLabel: 'Same state', late: false });
    expect(order.courierDays).toEqual({ 'Blue Dart': { minDays: 1, maxDays: 3 } });
  });
});
