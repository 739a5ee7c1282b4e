/**
 * The couriers list (rule:courier-tracking) through the real app: staff list every courier, add one and
 * change one; a tracking link must be empty or an https address with {tracking}; bad input is a 4xx that
 * changes nothing; every change writes its audit row (rule:audit-log). Guests and shoppers are refused by
 * the route walk (test/admin/route-guard.test.ts).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, couriers } from '../../db/schema/index';
import { makeProduct, orderBody, placeOrder } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { expectError } from '../helpers/errors';
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

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method, url: `/api/admin${url}`, headers: staff.headers, payload });

const allCouriers = () => ctx.database.db.select().from(couriers).orderBy(couriers.sortOrder, couriers.name);
const auditOf = (id: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'courier'), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id);

describe('GET /api/admin/couriers', () => {
  it('lists every courier with its template, the seeded Indian couriers included', async () => {
    const response = await call('GET', '/couriers');
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json().data as { name: string; trackingUrlTemplate: string; isActive: boolean }[];
    expect(list.length).toBe((await allCouriers()).length);
    expect(list).toContainEqual(
      expect.objectContaining({
        name: 'Delhivery',
        trackingUrlTemplate: 'https://www.delhivery.com/track-v2/package/{tracking}',
        isActive: true,
      }),
    );
  });
});

describe('POST /api/admin/couriers', () => {
  it('adds an active courier after the others and audits it', async () => {
    const before = await allCouriers();
    const response = await call('POST', '/couriers', {
      name: '  Shree Maruti  ',
      trackingUrlTemplate: 'https://www.shreemaruti.com/track?awb={tracking}',
    });
    expect(response.statusCode, response.body).toBe(201);
    const courier = response.json().data;
    expect(courier).toMatchObject({
      name: 'Shree Maruti',
      trackingUrlTemplate: 'https://www.shreemaruti.com/track?awb={tracking}',
      isActive: true,
    });
    expect(courier.sortOrder).toBeGreaterThan(Math.max(...before.map((c) => c.sortOrder)));
    const audit = await auditOf(courier.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'courier.create', actorUserId: staff.id, before: null });
    expect(audit[0]!.after).toMatchObject({ name: 'Shree Maruti' });
  });

  it('takes an empty template (no link)', async () => {
    const response = await call('POST', '/couriers', { name: 'Hand Delivery' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.trackingUrlTemplate).toBe('');
  });

  it('refuses a bad template, a missing name and a taken name (any case), adding nothing', async () => {
    const before = await allCouriers();
    for (const trackingUrlTemplate of [
      'http://insecure.example.in/{tracking}',
      'https://no-placeholder.example.in/track',
      'javascript:alert(1)//{tracking}',
      'ftp://files.example.in/{tracking}',
    ]) {
      const response = await call('POST', '/couriers', { name: 'Bad Link Co', trackingUrlTemplate });
      const body = expectError(response, 400, 'VALIDATION_ERROR');
      expect(body.message).toContain('https://');
    }
    expectError(await call('POST', '/couriers', { name: '   ' }), 400, 'VALIDATION_ERROR');
    expectError(await call('POST', '/couriers', {}), 400, 'VALIDATION_ERROR');
    const taken = expectError(await call('POST', '/couriers', { name: 'DELHIVERY' }), 409, 'CONFLICT');
    expect(taken.message).toBe('There is already a courier called DELHIVERY.');
    expect(await allCouriers()).toEqual(before);
  });
});

describe('PUT /api/admin/couriers/:id', () => {
  async function addCourier(name: string) {
    const response = await call('POST', '/couriers', { name, trackingUrlTemplate: 'https://t.example.in/{tracking}' });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; name: string };
  }

  it('changes the template and turns a courier off and on, auditing each change with before and after', async () => {
    const courier = await addCourier('Ekart Test');
    const changed = await call('PUT', `/couriers/${courier.id}`, {
      trackingUrlTemplate: 'https://ekart.example.in/track/{tracking}',
      isActive: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      trackingUrlTemplate: 'https://ekart.example.in/track/{tracking}',
      isActive: false,
    });
    const [row] = await ctx.database.db.select().from(couriers).where(eq(couriers.id, courier.id));
    expect(row).toMatchObject({ isActive: false, trackingUrlTemplate: 'https://ekart.example.in/track/{tracking}' });
    const audit = await auditOf(courier.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'courier.update',
      actorUserId: staff.id,
      before: { trackingUrlTemplate: 'https://t.example.in/{tracking}', isActive: true },
      after: { trackingUrlTemplate: 'https://ekart.example.in/track/{tracking}', isActive: false },
    });

    // A change to nothing writes nothing.
    const same = await call('PUT', `/couriers/${courier.id}`, { isActive: false });
    expect(same.statusCode).toBe(200);
    expect(await auditOf(courier.id)).toHaveLength(audit.length);

    const renamed = await call('PUT', `/couriers/${courier.id}`, { name: 'Ekart Logistics Test', isActive: true });
    expect(renamed.json().data).toMatchObject({ name: 'Ekart Logistics Test', isActive: true });
  });

  it('an inactive courier cannot be chosen to ship an order', async () => {
    const courier = await addCourier('Paused Courier');
    expect((await call('PUT', `/couriers/${courier.id}`, { isActive: false })).statusCode).toBe(200);
    const shopper = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { stock: 3 });
    const placed = await placeOrder(ctx, shopper, orderBody([{ productId: product.id, quantity: 1 }]));
    const orderId = placed.json().data._id as string;
    const move = (payload: Record<string, unknown>) => call('POST', `/orders/${orderId}/status`, payload);
    expect((await move({ from: 'Placed', to: 'Processing' })).statusCode).toBe(200);
    const refused = await move({
      from: 'Processing',
      to: 'In Transit',
      courierName: courier.name,
      trackingNumber: 'P1',
    });
    expectError(refused, 400, 'VALIDATION_ERROR');
  });

  it('keeps the name of a courier that has carried orders', async () => {
    const courier = await addCourier('Carrier With Orders');
    const shopper = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { stock: 3 });
    const placed = await placeOrder(ctx, shopper, orderBody([{ productId: product.id, quantity: 1 }]));
    const orderId = placed.json().data._id as string;
    await call('POST', `/orders/${orderId}/status`, { from: 'Placed', to: 'Processing' });
    const shipped = await call('POST', `/orders/${orderId}/status`, {
      from: 'Processing',
      to: 'In Transit',
      courierName: courier.name,
      trackingNumber: 'CWO-1',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const auditBefore = await auditOf(courier.id);
    const refused = expectError(await call('PUT', `/couriers/${courier.id}`, { name: 'New Name' }), 409, 'CONFLICT');
    expect(refused.message).toContain('Turn it off and add the new name instead');
    const [row] = await ctx.database.db.select().from(couriers).where(eq(couriers.id, courier.id));
    expect(row?.name).toBe('Carrier With Orders');
    expect(await auditOf(courier.id)).toHaveLength(auditBefore.length);
  });

  it('refuses bad input, an unknown id and a taken name, changing nothing', async () => {
    const courier = await addCourier('Steady Courier');
    const before = await allCouriers();
    expectError(await call('PUT', `/couriers/${courier.id}`, {}), 400, 'VALIDATION_ERROR');
    expectError(
      await call('PUT', `/couriers/${courier.id}`, { trackingUrlTemplate: 'https://x.example.in/no-number' }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(await call('PUT', `/couriers/${courier.id}`, { isActive: 'yes' }), 400, 'VALIDATION_ERROR');
    expectError(await call('PUT', '/couriers/not-a-uuid', { isActive: false }), 400, 'VALIDATION_ERROR');
    expectError(await call('PUT', `/couriers/${crypto.randomUUID()}`, { isActive: false }), 404, 'NOT_FOUND');
    expectError(await call('PUT', `/couriers/${courier.id}`, { name: 'delhivery' }), 409, 'CONFLICT');
    expect(await allCouriers()).toEqual(before);
  });
});
