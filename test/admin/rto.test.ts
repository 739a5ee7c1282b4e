/**
 * GET /api/admin/reports/rto (rule:rto-rates): shipped, delivered, returned and the RTO rate per courier and
 * per PIN code, over the orders shipped in the window, counted by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { registerTestStaff, registerTestUser, type TestUser } from '../helpers/users';
import { insertOrder } from './order-fixtures';

let ctx: TestContext;
let staff: TestUser;

beforeAll(async () => {
  ctx = await startTestApp();
  staff = await registerTestStaff(ctx.app, ctx.database.db);
  const shopper = await registerTestUser(ctx.app);
  const lines = [{ productId: (await makeProduct(ctx)).id, quantity: 1 }];
  const shipped = (
    courierName: string,
    pincode: string,
    status: 'In Transit' | 'Delivered' | 'Returned',
    shippedDay: number,
  ) =>
    insertOrder(ctx, {
      userId: shopper.id,
      day: shippedDay + 1,
      status,
      totalRupees: 500,
      lines,
      courierName,
      pincode,
      shippedDay,
      deliveredDay: status === 'Delivered' ? shippedDay : undefined,
    });
  await shipped('Delhivery', '560001', 'Delivered', 3);
  await shipped('Delhivery', '560001', 'Delivered', 10);
  await shipped('Delhivery', '110001', 'Returned', 20);
  await shipped('Delhivery', '110001', 'In Transit', 1);
  await shipped('Blue Dart', '110001', 'Returned', 5);
  await shipped('Blue Dart', '400001', 'Delivered', 80);
  // Shipped 100 days ago: outside the default 90 days.
  await shipped('DTDC', '400001', 'Returned', 100);
  // Never shipped: not counted anywhere.
  await insertOrder(ctx, { userId: shopper.id, day: 1, status: 'Placed', totalRupees: 500, lines });
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: staff.headers });

describe('GET /api/admin/reports/rto', () => {
  it('counts the last 90 days by default, per courier and per PIN code', async () => {
    const response = await get('/api/admin/reports/rto');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.days).toBe(90);
    expect(data.couriers).toEqual([
      { courierName: 'Delhivery', shipped: 4, delivered: 2, returned: 1, rtoRate: 0.3333 },
      { courierName: 'Blue Dart', shipped: 2, delivered: 1, returned: 1, rtoRate: 0.5 },
    ]);
    expect(data.pincodes).toEqual([
      { pincode: '110001', shipped: 3, delivered: 0, returned: 2, rtoRate: 1, codOff: false },
      { pincode: '560001', shipped: 2, delivered: 2, returned: 0, rtoRate: 0, codOff: false },
      { pincode: '400001', shipped: 1, delivered: 1, returned: 0, rtoRate: 0, codOff: false },
    ]);
  });

  it('takes the window from ?days', async () => {
    const week = (await get('/api/admin/reports/rto?days=7')).json().data;
    expect(week.couriers).toEqual([
      { courierName: 'Delhivery', shipped: 2, delivered: 1, returned: 0, rtoRate: 0 },
      { courierName: 'Blue Dart', shipped: 1, delivered: 0, returned: 1, rtoRate: 1 },
    ]);
    const long = (await get('/api/admin/reports/rto?days=120')).json().data;
    expect(long.couriers.find((c: { courierName: string }) => c.courierName === 'DTDC')).toEqual({
      courierName: 'DTDC',
      shipped: 1,
      delivered: 0,
      returned: 1,
      rtoRate: 1,
    });
  });

  it('refuses a bad window with a 400', async () => {
    for (const days of ['0', '366', 'abc', '1.5']) {
      expect((await get(`/api/admin/reports/rto?days=${days}`)).statusCode).toBe(400);
    }
  });
});
