/**
 * GET /api/admin/dashboard (rule:admin-dashboard): every figure compared with the number counted by hand from
 * orders written at chosen India days, including orders on either side of a window's first midnight in India.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { registerTestStaff, registerTestUser, type TestUser } from '../helpers/users';
import { insertOrder } from './order-fixtures';

let ctx: TestContext;
let staff: TestUser;
const p: Record<string, string> = {};

beforeAll(async () => {
  ctx = await startTestApp();
  staff = await registerTestStaff(ctx.app, ctx.database.db);
  const shopper = await registerTestUser(ctx.app);
  // Products, for the stock figures (LOW_STOCK_THRESHOLD is 5 by default) and the top products.
  p.P1 = (await makeProduct(ctx, { title: 'Cotton Kurta', stock: 100 })).id; // fine
  p.P2 = (await makeProduct(ctx, { title: 'Brass Diya', stock: 0 })).id; // out of stock
  p.P3 = (await makeProduct(ctx, { title: 'Steel Tiffin', stock: 3 })).id; // low: 3 <= default 5
  p.P4 = (await makeProduct(ctx, { title: 'Silk Dupatta', stock: 8, lowStockThreshold: 10 })).id; // low: own threshold
  p.P5 = (await makeProduct(ctx, { title: 'Clay Pot', stock: 5, lowStockThreshold: 2 })).id; // fine: own threshold
  p.P6 = (await makeProduct(ctx, { title: 'Old Lamp', stock: 0, isActive: false })).id; // inactive: not counted
  const u = shopper.id;
  const one = (id: string, quantity: number) => [{ productId: id, quantity }];
  // A: today just after midnight in India, waiting for confirmation.
  await insertOrder(ctx, { userId: u, day: 0, minute: 1, status: 'Placed', totalRupees: 1000, lines: one(p.P1!, 2) });
  // B: today, cancelled.
  await insertOrder(ctx, {
    userId: u,
    day: 0,
    minute: 60,
    status: 'Cancelled',
    totalRupees: 500,
    lines: one(p.P2!, 1),
  });
  // C: 3 days ago, delivered today.
  await insertOrder(ctx, {
    userId: u,
    day: 3,
    status: 'Delivered',
    totalRupees: 2000,
    lines: one(p.P1!, 3),
    courierName: 'Delhivery',
    shippedDay: 2,
    deliveredDay: 0,
  });
  // D: the first minute of the 7-day window, returned by the courier.
  await insertOrder(ctx, {
    userId: u,
    day: 6,
    minute: 1,
    status: 'Returned',
    totalRupees: 800,
    lines: one(p.P3!, 1),
    courierName: 'Delhivery',
    shippedDay: 5,
  });
  // E: the last minute before the 7-day window (23:59 in India, 7 days ago), delivered 5 days ago.
  await insertOrder(ctx, {
    userId: u,
    day: 7,
    minute: 1439,
    status: 'Delivered',
    totalRupees: 1500,
    lines: one(p.P2!, 4),
    courierName: 'Blue Dart',
    shippedDay: 6,
    deliveredDay: 5,
  });
  // F: the first day of the 30-day window, still In Transit (COD).
  await insertOrder(ctx, {
    userId: u,
    day: 29,
    status: 'In Transit',
    totalRupees: 700,
    lines: one(p.P3!, 1),
    courierName: 'Blue Dart',
    shippedDay: 28,
  });
  // G: before the 30-day window, delivered 20 days ago (its cash counts in the 30 days).
  await insertOrder(ctx, {
    userId: u,
    day: 30,
    status: 'Delivered',
    totalRupees: 900,
    lines: one(p.P1!, 5),
    courierName: 'DTDC',
    shippedDay: 25,
    deliveredDay: 20,
  });
  // H: 2 days ago, delivered yesterday.
  await insertOrder(ctx, {
    userId: u,
    day: 2,
    status: 'Delivered',
    totalRupees: 1200,
    lines: one(p.P3!, 2),
    courierName: 'Delhivery',
    shippedDay: 2,
    deliveredDay: 1,
  });
  // I: yesterday, In Transit but paid online: no cash with the courier.
  await insertOrder(ctx, {
    userId: u,
    day: 1,
    status: 'In Transit',
    totalRupees: 300,
    lines: one(p.P4!, 1),
    payment: 'Online',
    courierName: 'Ekart',
    shippedDay: 0,
  });
});
afterAll(async () => {
  await ctx.close();
});

const getDashboard = () => ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: staff.headers });

describe('GET /api/admin/dashboard', () => {
  it('counts today by India’s calendar day', async () => {
    const response = await getDashboard();
    expect(response.statusCode).toBe(200);
    const today = response.json().data.windows.today;
    // A and B were placed today; only C was delivered today.
    expect(today).toMatchObject({
      ordersPlaced: 2,
      units: 3,
      valuePlaced: 1500,
      cashCollected: 2000,
      cancelled: 1,
      delivered: 0,
      returned: 0,
      cancelRate: 0.5,
      returnRate: null,
    });
    expect(today.topProducts).toEqual([{ productId: p.P1, title: 'Cotton Kurta', units: 2 }]);
  });

  it('counts the last 7 India days, the window’s first minute in and the minute before it out', async () => {
    const week = (await getDashboard()).json().data.windows['7d'];
    // A B C D H I placed; E (23:59 the day before the window) is out.
    expect(week).toMatchObject({
      ordersPlaced: 6,
      units: 10,
      valuePlaced: 5800,
      // Delivered in the window: C 2000 + E 1500 + H 1200 (E was placed before the window, delivered in it).
      cashCollected: 4700,
      cancelled: 1,
      delivered: 2,
      returned: 1,
      cancelRate: 0.1667,
      returnRate: 0.3333,
    });
    // B (cancelled) and D (returned) do not count: P1 = A 2 + C 3, P3 = H 2, P4 = I 1.
    expect(week.topProducts.map((t: { productId: string; units: number }) => [t.productId, t.units])).toEqual([
      [p.P1, 5],
      [p.P3, 2],
      [p.P4, 1],
    ]);
  });

  it('counts the last 30 India days', async () => {
    const month = (await getDashboard()).json().data.windows['30d'];
    expect(month).toMatchObject({
      ordersPlaced: 8,
      units: 15,
      valuePlaced: 8000,
      cashCollected: 5600,
      cancelled: 1,
      delivered: 3,
      returned: 1,
      cancelRate: 0.125,
      returnRate: 0.25,
    });
    expect(month.topProducts.map((t: { productId: string; units: number }) => [t.productId, t.units])).toEqual([
      [p.P1, 5],
      [p.P2, 4],
      [p.P3, 3],
      [p.P4, 1],
    ]);
  });

  it('shows what stands now: confirmations waiting, cash on its way with couriers, low and out of stock', async () => {
    const now = (await getDashboard()).json().data.now;
    expect(now).toEqual({
      waitingForConfirmation: 1,
      inTransit: 2,
      pendingWithCouriers: 700,
      lowStock: 2,
      outOfStock: 1,
      refundsDue: { requests: 0, amount: 0 },
    });
  });

  it('gives 30 India days of orders and value, every day present, zeros included', async () => {
    const data = (await getDashboard()).json().data;
    const series = data.series as { day: string; orders: number; value: number }[];
    expect(series).toHaveLength(30);
    expect(series.at(-1)!.day).toBe(data.today);
    expect(series[0]!.day).toBe(data.windows['30d'].since);
    for (let i = 1; i < series.length; i++) {
      const step = Date.parse(series[i]!.day) - Date.parse(series[i - 1]!.day);
      expect(step).toBe(86_400_000);
    }
    const byDaysAgo = (n: number) => series[29 - n]!;
    expect(byDaysAgo(0)).toMatchObject({ orders: 2, value: 1500 });
    expect(byDaysAgo(1)).toMatchObject({ orders: 1, value: 300 });
    expect(byDaysAgo(2)).toMatchObject({ orders: 1, value: 1200 });
    expect(byDaysAgo(3)).toMatchObject({ orders: 1, value: 2000 });
    expect(byDaysAgo(6)).toMatchObject({ orders: 1, value: 800 });
    expect(byDaysAgo(7)).toMatchObject({ orders: 1, value: 1500 });
    expect(byDaysAgo(29)).toMatchObject({ orders: 1, value: 700 });
    expect(byDaysAgo(15)).toMatchObject({ orders: 0, value: 0 });
    expect(series.reduce((n, d) => n + d.orders, 0)).toBe(8);
  });

  it('answers an empty shop with zeros and no rates', async () => {
    const fresh = await startTestApp();
    try {
      const s = await registerTestStaff(fresh.app, fresh.database.db);
      const response = await fresh.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: s.headers });
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data.windows['30d']).toMatchObject({
        ordersPlaced: 0,
        valuePlaced: 0,
        cancelRate: null,
        returnRate: null,
      });
      expect(data.series).toHaveLength(30);
      expect(data.series.every((d: { orders: number }) => d.orders === 0)).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
