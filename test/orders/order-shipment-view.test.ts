/**
 * The shopper's order view once staff ship it (rule:courier-tracking, additive to rule:api-contract): GET
 * /api/orders/{id} and /api/orders/my show the courier, the tracking number and the courier's tracking link
 * (from the couriers table's template) once the order is In Transit, null before; a courier without a
 * template gives the number without a link; a returned order reads Returned with its history.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couriers } from '../../db/schema/index';
import { makeProduct, orderBody, placeOrder } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { moveOrder } from '../helpers/order-moves';
import { registerTestStaff, registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let staff: TestUser;
beforeAll(async () => {
  ctx = await startTestApp();
  staff = await registerTestStaff(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

async function placedOrder() {
  const shopper = await registerTestUser(ctx.app);
  const product = await makeProduct(ctx, { stock: 5 });
  const response = await placeOrder(ctx, shopper, orderBody([{ productId: product.id, quantity: 1 }]));
  expect(response.statusCode, response.body).toBe(201);
  return { shopper, order: response.json().data as { _id: string; shipment: unknown; deliveredAt: unknown } };
}

const move = (orderId: string, from: string, to: string, extra: Record<string, unknown> = {}) =>
  moveOrder(ctx.app, staff, orderId, from, to, extra);

async function view(shopper: TestUser, orderId: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: shopper.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('the shipment on the shopper order view (rule:courier-tracking)', () => {
  it('is null until the order ships, then shows courier, tracking number, link and shipping date', async () => {
    const { shopper, order } = await placedOrder();
    expect(order.shipment).toBeNull();
    expect(order.deliveredAt).toBeNull();
    await move(order._id, 'Placed', 'Processing');
    expect((await view(shopper, order._id)).shipment).toBeNull();

    await move(order._id, 'Processing', 'In Transit', { courierName: 'Delhivery', trackingNumber: 'DLV-42' });
    const shipped = await view(shopper, order._id);
    expect(shipped.orderStatus).toBe('In Transit');
    expect(shipped.shipment).toEqual({
      courierName: 'Delhivery',
      trackingNumber: 'DLV-42',
      trackingUrl: 'https://www.delhivery.com/track-v2/package/DLV-42',
      shippedAt: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(shipped.shipment.shippedAt))).toBe(false);

    // The list shows the same view.
    const list = await ctx.app.inject({ method: 'GET', url: '/api/orders/my', headers: shopper.headers });
    const listed = (list.json().data as { _id: string; shipment: unknown }[]).find((o) => o._id === order._id);
    expect(listed?.shipment).toEqual(shipped.shipment);

    await move(order._id, 'In Transit', 'Delivered');
    const delivered = await view(shopper, order._id);
    expect(delivered.shipment.trackingNumber).toBe('DLV-42');
    expect(Number.isNaN(Date.parse(delivered.deliveredAt))).toBe(false);
  });

  it('gives the number without a link for a courier without a template', async () => {
    await ctx.database.db.insert(couriers).values({ name: 'Local Runner', trackingUrlTemplate: '' });
    const { shopper, order } = await placedOrder();
    await move(order._id, 'Placed', 'Processing');
    await move(order._id, 'Processing', 'In Transit', { courierName: 'Local Runner', trackingNumber: 'LR7' });
    expect((await view(shopper, order._id)).shipment).toMatchObject({
      courierName: 'Local Runner',
      trackingNumber: 'LR7',
      trackingUrl: null,
    });
    // The link follows the courier's current template.
    await ctx.database.db
      .update(couriers)
      .set({ trackingUrlTemplate: 'https://runner.example.in/t/{tracking}' })
      .where(eq(couriers.name, 'Local Runner'));
    expect((await view(shopper, order._id)).shipment.trackingUrl).toBe('https://runner.example.in/t/LR7');
  });

  it('a returned order reads Returned, keeps its shipment and has the return in its history', async () => {
    const { shopper, order } = await placedOrder();
    await move(order._id, 'Placed', 'Processing');
    await move(order._id, 'Processing', 'In Transit', { courierName: 'Delhivery', trackingNumber: 'RTO-1' });
    await move(order._id, 'In Transit', 'Returned', { note: 'Refused at the door' });
    const returned = await view(shopper, order._id);
    expect(returned.orderStatus).toBe('Returned');
    expect(returned.canCancel).toBe(false);
    expect(returned.shipment.trackingNumber).toBe('RTO-1');
    expect(returned.statusHistory.map((h: { status: string }) => h.status)).toEqual([
      'Placed',
      'Processing',
      'In Transit',
      'Returned',
    ]);
  });
});
