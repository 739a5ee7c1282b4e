/**
 * Cash with couriers and remittances (rule:courier-cash): GET /api/admin/cash, GET
 * /api/admin/couriers/{name}/unremitted, POST and GET /api/admin/remittances. Figures are counted by hand from
 * orders written at chosen India days; a refused remittance writes nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, makeProduct, rows } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { registerTestStaff, registerTestUser, type TestUser } from '../helpers/users';
import { insertOrder } from './order-fixtures';

let ctx: TestContext;
let staff: TestUser;
const o: Record<string, { id: string; orderNumber: number }> = {};

beforeAll(async () => {
  ctx = await startTestApp();
  staff = await registerTestStaff(ctx.app, ctx.database.db);
  const shopper = await registerTestUser(ctx.app);
  const product = await makeProduct(ctx);
  const lines = [{ productId: product.id, quantity: 1 }];
  const delivered = (courierName: string, deliveredDay: number, totalRupees: number, payment?: 'COD' | 'Online') =>
    insertOrder(ctx, {
      userId: shopper.id,
      day: deliveredDay + 3,
      status: 'Delivered',
      totalRupees,
      lines,
      courierName,
      shippedDay: deliveredDay + 1,
      deliveredDay,
      payment,
    });
  o.R1 = await delivered('Delhivery', 1, 1000); // 0-2 days
  o.R2 = await delivered('Delhivery', 5, 2000); // 3-7 days
  o.R3 = await delivered('Delhivery', 10, 3000); // 8-15 days
  o.R4 = await delivered('Delhivery', 20, 4000); // over 15 days
  o.R5 = await delivered('Blue Dart', 0, 500);
  o.R6 = await delivered('Delhivery', 2, 600, 'Online'); // paid online: no cash with the courier
  o.R7 = await insertOrder(ctx, {
    userId: shopper.id,
    day: 2,
    status: 'In Transit',
    totalRupees: 700,
    lines,
    courierName: 'Delhivery',
    shippedDay: 1,
  });
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: staff.headers });
const remit = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/remittances', headers: staff.headers, payload });
const valid = (orderIds: string[]) => ({
  courierName: 'Delhivery',
  remittedOn: '2024-04-01',
  reference: 'UTR0001',
  orderIds,
});

async function snapshot() {
  return {
    remittances: await count(ctx, 'courier_remittances'),
    remitted: await count(ctx, 'orders', sql`remittance_id is not null`),
    audits: await count(ctx, 'audit_log'),
  };
}

describe('GET /api/admin/cash', () => {
  it('shows each courier’s delivered, unremitted COD cash by age, and the totals', async () => {
    const response = await get('/api/admin/cash');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      couriers: [
        {
          courierName: 'Delhivery',
          orders: 4,
          amount: 10000,
          ageing: { '0-2': 1000, '3-7': 2000, '8-15': 3000, '16+': 4000 },
        },
        { courierName: 'Blue Dart', orders: 1, amount: 500, ageing: { '0-2': 500, '3-7': 0, '8-15': 0, '16+': 0 } },
      ],
      totals: { collected: 10500, remitted: 0, outstanding: 10500 },
    });
  });
});

describe('GET /api/admin/couriers/{name}/unremitted', () => {
  it('lists the courier’s orders a remittance can cover, oldest delivery first', async () => {
    const response = await get('/api/admin/couriers/Delhivery/unremitted');
    expect(response.statusCode).toBe(200);
    const list = response.json().data as { id: string; total: number; daysSinceDelivery: number }[];
    expect(list.map((r) => [r.id, r.total, r.daysSinceDelivery])).toEqual([
      [o.R4!.id, 4000, 20],
      [o.R3!.id, 3000, 10],
      [o.R2!.id, 2000, 5],
      [o.R1!.id, 1000, 1],
    ]);
    expect((await get('/api/admin/couriers/Nobody/unremitted')).json().data).toEqual([]);
    expect((await get('/api/admin/couriers/a%00b/unremitted')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/remittances', () => {
  it('refuses bad input with a 400 and writes nothing', async () => {
    const before = await snapshot();
    const bad = [
      { ...valid([o.R1!.id]), orderIds: [] },
      { ...valid([o.R1!.id]), orderIds: Array.from({ length: 501 }, () => o.R1!.id) },
      { ...valid([o.R1!.id]), orderIds: ['not-a-uuid'] },
      { ...valid([o.R1!.id]), remittedOn: '01/04/2024' },
      { ...valid([o.R1!.id]), remittedOn: '2999-01-01' },
      { ...valid([o.R1!.id]), remittedOn: '0000-01-01' },
      { ...valid([o.R1!.id]), remittedOn: '2023-02-29' },
      { ...valid([o.R1!.id]), reference: '  ' },
      { ...valid([o.R1!.id]), courierName: '' },
      { ...valid([o.R1!.id]), reference: 'UTR\u0000' },
    ];
    for (const payload of bad) {
      const response = await remit(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses (409) when any order is not the courier’s delivered, unremitted COD order, naming each, and writes nothing', async () => {
    const before = await snapshot();
    const response = await remit(valid([o.R1!.id, o.R5!.id, o.R6!.id, o.R7!.id]));
    expect(response.statusCode).toBe(409);
    const body = response.json();
    expect(body.code).toBe('CONFLICT');
    for (const bad of [o.R5!, o.R6!, o.R7!]) expect(body.message).toContain(`#${bad.orderNumber}`);
    expect(body.message).not.toContain(`#${o.R1!.orderNumber}`);
    expect(await snapshot()).toEqual(before);

    const missing = await remit(valid([o.R1!.id, '00000000-0000-4000-8000-000000000000']));
    expect(missing.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('records the remittance, marks its orders, audits it, and the cash and history follow', async () => {
    const before = await snapshot();
    const response = await remit({ ...valid([o.R1!.id, o.R2!.id]), note: 'Weekly statement' });
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({ courierName: 'Delhivery', amount: 3000, orderCount: 2, reference: 'UTR0001' });

    const [row] = await rows<{ amount_paise: string; order_count: number; staff_user_id: string; note: string }>(
      ctx,
      sql`select amount_paise::text, order_count, staff_user_id, note from courier_remittances where id = ${data.id}`,
    );
    expect(row).toEqual({ amount_paise: '300000', order_count: 2, staff_user_id: staff.id, note: 'Weekly statement' });
    const marked = await rows<{ id: string }>(ctx, sql`select id from orders where remittance_id = ${data.id}`);
    expect(marked.map((r) => r.id).sort()).toEqual([o.R1!.id, o.R2!.id].sort());

    const audits = await rows<{ actor_user_id: string; action: string; entity_id: string; after: unknown }>(
      ctx,
      sql`select actor_user_id, action, entity_id, after from audit_log where entity_type = 'remittance'`,
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actor_user_id: staff.id, action: 'remittance.record', entity_id: data.id });
    expect((audits[0]!.after as { orderNumbers: number[] }).orderNumbers.sort()).toEqual(
      [o.R1!.orderNumber, o.R2!.orderNumber].sort(),
    );
    expect(await snapshot()).toEqual({
      remittances: before.remittances + 1,
      remitted: before.remitted + 2,
      audits: before.audits + 1,
    });

    const cash = (await get('/api/admin/cash')).json().data;
    expect(cash.couriers[0]).toEqual({
      courierName: 'Delhivery',
      orders: 2,
      amount: 7000,
      ageing: { '0-2': 0, '3-7': 0, '8-15': 3000, '16+': 4000 },
    });
    expect(cash.totals).toEqual({ collected: 10500, remitted: 3000, outstanding: 7500 });

    // The same orders cannot be remitted twice.
    const again = await remit(valid([o.R1!.id]));
    expect(again.statusCode).toBe(409);

    const list = await get('/api/admin/remittances?page=1&limit=10');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({
      total: 1,
      page: 1,
      remittances: [
        { id: data.id, amount: 3000, orderCount: 2, remittedOn: '2024-04-01', staffName: expect.any(String) },
      ],
    });
    expect((await get('/api/admin/remittances?page=2&limit=10')).json().data.remittances).toEqual([]);
    expect((await get('/api/admin/remittances?limit=0')).statusCode).toBe(400);
  });
});
