/**
 * The delivery promise in the back office's orders (rule:delivery-promise, rule:admin-orders): the list and the order
 * page show the day an order was promised by, and Late while it is still on its way (not Delivered, Cancelled or
 * Returned) after that India day; the order page shows its zone, and once shipped the courier's own days to that zone
 * when staff set them. Orders placed before the shop made promises show none and are never late.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couriers, orders } from '../../db/schema/index';
import { makeProduct, orderBody, placeOrder, rows } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { publicData } from '../helpers/staff-writes';
import { registerTestStaff, registerTestUser, type TestUser } from '../helpers/users';
import { insertOrder } from './order-fixtures';

let ctx: TestContext;
let staff: TestUser;
let shopper: TestUser;
let db: TestContext['database']['db'];
beforeAll(async () => {
  ctx = await startTestApp();
  db = ctx.database.db;
  staff = await registerTestStaff(ctx.app, db);
  shopper = await registerTestUser(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method, url: `/api/admin${url}`, headers: staff.headers, payload });

async function listed(orderNumber: number) {
  const response = await admin('GET', `/orders?q=%23${orderNumber}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.orders[0] as { promisedBy: string | null; late: boolean; status: string };
}
async function detail(orderId: string) {
  const response = await admin('GET', `/orders/${orderId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    delivery: {
      promisedBy: string | null;
      zone: string | null;
      zoneLabel: string | null;
      late: boolean;
      courierDays: { minDays: number; maxDays: number } | null;
    };
  };
}
const setPromisedBy = (orderId: string, day: string) =>
  db.execute(sql`update orders set promised_by = ${day}::date where id = ${orderId}`);
/** India's day `plusDays` from today, by the database's clock. */
async function dayFromToday(plusDays: number): Promise<string> {
  const [row] = await rows<{ d: string }>(
    ctx,
    sql`select to_char((now() at time zone 'Asia/Kolkata')::date + ${plusDays}::int, 'YYYY-MM-DD') as d`,
  );
  return row!.d;
}

async function placeTo(pincode: string, city: string, state: string) {
  const product = await makeProduct(ctx, { stock: 10 });
  const body = orderBody([{ productId: product.id, quantity: 1 }]);
  body.shippingAddress = { ...body.shippingAddress, pincode, city, state };
  const placed = await placeOrder(ctx, shopper, body);
  expect(placed.statusCode, placed.body).toBe(201);
  const data = placed.json().data as { _id: string; orderNumber: number };
  return { id: data._id, orderNumber: data.orderNumber };
}

describe('the promised day on the order list and the order page', () => {
  it('shows the day promised at placing, and Late only while the order is on its way after that day', async () => {
    const expected = await publicData(ctx.app, '/api/delivery/302017');
    const order = await placeTo('302017', 'Jaipur', 'Rajasthan');
    expect(await listed(order.orderNumber)).toMatchObject({ promisedBy: expected.deliverBy, late: false });
    expect((await detail(order.id)).delivery).toEqual({
      promisedBy: expected.deliverBy,
      zone: 'rest-of-india',
      zoneLabel: 'Rest of India',
      late: false,
      courierDays: null,
    });

    // Today is the promised day: not late yet. Yesterday: late.
    await setPromisedBy(order.id, await dayFromToday(0));
    expect((await listed(order.orderNumber)).late).toBe(false);
    await setPromisedBy(order.id, await dayFromToday(-1));
    expect(await listed(order.orderNumber)).toMatchObject({ promisedBy: await dayFromToday(-1), late: true });
    expect((await detail(order.id)).delivery.late).toBe(true);

    // Delivered, Cancelled or Returned is never late.
    for (const status of ['Delivered', 'Cancelled', 'Returned', 'In Transit'] as const) {
      await db.update(orders).set({ status }).where(eq(orders.id, order.id));
      expect({ status, late: (await listed(order.orderNumber)).late }).toEqual({
        status,
        late: status === 'In Transit',
      });
    }
  });

  it('shows nothing for an order placed before the shop made promises, and never calls it late', async () => {
    const product = await makeProduct(ctx);
    const old = await insertOrder(ctx, {
      userId: shopper.id,
      day: 40,
      status: 'In Transit',
      totalRupees: 500,
      lines: [{ productId: product.id, quantity: 1 }],
      courierName: 'Delhivery',
      shippedDay: 39,
    });
    expect(await listed(old.orderNumber)).toMatchObject({ promisedBy: null, late: false });
    expect((await detail(old.id)).delivery).toEqual({
      promisedBy: null,
      zone: null,
      zoneLabel: null,
      late: false,
      courierDays: null,
    });
  });

  it('once shipped, shows the chosen courier’s own days to the order’s zone when staff set them', async () => {
    const [blueDart] = await db.select().from(couriers).where(eq(couriers.name, 'Blue Dart'));
    expect(blueDart, 'the seeded couriers include Blue Dart').toBeDefined();
    const set = await admin('PUT', `/delivery/zones/metro/couriers/${blueDart!.id}`, { minDays: 1, maxDays: 2 });
    expect(set.statusCode, set.body).toBe(200);

    const order = await placeTo('400001', 'Mumbai', 'Maharashtra');
    // Not shipped yet: no courier, so no courier days.
    expect((await detail(order.id)).delivery).toMatchObject({ zone: 'metro', courierDays: null });
    const move = (payload: Record<string, unknown>) => admin('POST', `/orders/${order.id}/status`, payload);
    expect((await move({ from: 'Placed', to: 'Processing' })).statusCode).toBe(200);
    const shipped = await move({
      from: 'Processing',
      to: 'In Transit',
      courierName: 'Blue Dart',
      trackingNumber: 'BD1',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((await detail(order.id)).delivery).toMatchObject({
      zone: 'metro',
      zoneLabel: 'Metro cities',
      courierDays: { minDays: 1, maxDays: 2 },
    });

    // Days for another zone are not this order's.
    const other = await placeTo('400001', 'Mumbai', 'Maharashtra');
    await admin('POST', `/orders/${other.id}/status`, { from: 'Placed', to: 'Processing' });
    await admin('POST', `/orders/${other.id}/status`, {
      from: 'Processing',
      to: 'In Transit',
      courierName: 'Delhivery',
      trackingNumber: 'DL1',
    });
    expect((await detail(other.id)).delivery.courierDays).toBeNull();
  });
});
