/**
 * The delivery promise's back office through the real app (rule:delivery-zones, rule:delivery-promise,
 * rule:cod-by-zone): staff read the settings, the five zones, every active courier's days and the holidays; change
 * the warehouse, the same-city distance and the cut-off, a zone's days and cash-on-delivery rule, a courier's own days
 * to a zone, and the holidays. Bad input is a 400, 404, 409 or 422 that changes nothing; every change writes its audit
 * row with before and after (rule:audit-log); guests and shoppers are refused (rule:staff-only). What shoppers are told
 * follows at once: a zone's COD off or its cap refuses the order (422 COD_NOT_AVAILABLE), a holiday moves deliverBy.
 */
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courierZoneDays,
  couriers,
  deliveryHolidays,
  deliverySettings,
  deliveryZoneRules,
  orders,
} from '../../db/schema/index';
import { count, makeProduct, orderBody, placeOrder, rows } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { expectError } from '../helpers/errors';
import { auditOf as auditRowsOf, publicData } from '../helpers/staff-writes';
import { registerTestStaff, registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let staff: TestUser;
let shopper: TestUser;
let db: TestContext['database']['db'];
beforeAll(async () => {
  ctx = await startTestApp();
  db = ctx.database.db;
  staff = await registerTestStaff(ctx.app, db, { fullName: 'Priya Nair' });
  shopper = await registerTestUser(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = staff.headers) =>
  ctx.app.inject({
    method,
    url: `/api/admin/delivery${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const setup = async () => {
  const response = await call('GET', '');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const auditOf = (entityType: string, entityId: string) => auditRowsOf(db, entityType, entityId);
const promise = (pin: string, query = '') => publicData(ctx.app, `/api/delivery/${pin}${query}`);

/** Everything a delivery write may change, and the audit log: equal before and after a refusal. */
async function footprint() {
  return {
    settings: await db.select().from(deliverySettings),
    zones: await db.select().from(deliveryZoneRules).orderBy(asc(deliveryZoneRules.zone)),
    courierDays: await db.select().from(courierZoneDays).orderBy(asc(courierZoneDays.courierId)),
    holidays: await db.select().from(deliveryHolidays).orderBy(asc(deliveryHolidays.day)),
    audit: await count(ctx, 'audit_log'),
  };
}

/** YYYY-MM-DD `n` days after `day`. */
const plusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const defaultZones = {
  minDays: 1,
  maxDays: 2,
  codAvailable: true,
  codMaxRupees: null,
};

describe('GET /api/admin/delivery', () => {
  it('shows the warehouse with its place, the five zones in order with every active courier, and no holidays', async () => {
    const data = await setup();
    expect(data.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.settings).toMatchObject({
      warehousePincode: '560001',
      warehouse: { district: 'Bengaluru', state: 'Karnataka' },
      sameCityKm: 40,
      cutoffHour: 14,
    });
    expect(data.zones.map((z: { zone: string }) => z.zone)).toEqual([
      'same-city',
      'same-state',
      'remote',
      'metro',
      'rest-of-india',
    ]);
    expect(data.zones[0]).toMatchObject({ zone: 'same-city', label: 'Same city', ...defaultZones });
    expect(data.zones[2]).toMatchObject({ zone: 'remote', minDays: 6, maxDays: 10, codMaxRupees: 10000 });
    const active = await db
      .select({ id: couriers.id, name: couriers.name })
      .from(couriers)
      .where(sql`${couriers.isActive}`)
      .orderBy(asc(couriers.sortOrder), asc(couriers.name));
    expect(active.length).toBeGreaterThan(0);
    for (const zone of data.zones) {
      expect(zone.couriers).toEqual(active.map((c) => ({ courierId: c.id, courierName: c.name, days: null })));
    }
    expect(data.holidays).toEqual([]);
    expect(data.pincodeRuleCounts).toEqual({ 'cod-off': 0, unserviceable: 0 });
  });

  it('is refused to guests (401) and shoppers (403), as is every delivery write', async () => {
    const day = plusDays((await setup()).today, 3);
    const courierId = (await db.select({ id: couriers.id }).from(couriers).limit(1))[0]!.id;
    const before = await footprint();
    for (const [method, url, payload] of [
      ['GET', '', undefined],
      ['PUT', '/settings', { warehousePincode: '302017', sameCityKm: 10, cutoffHour: 12 }],
      ['PUT', '/zones/metro', { ...defaultZones }],
      ['PUT', `/zones/metro/couriers/${courierId}`, { minDays: 1, maxDays: 2 }],
      ['DELETE', `/zones/metro/couriers/${courierId}`, undefined],
      ['POST', '/holidays', { day, name: 'Diwali' }],
      ['DELETE', `/holidays/${day}`, undefined],
      ['GET', '/pincode-rules?kind=cod-off', undefined],
      ['POST', '/pincode-rules', { pincode: '400001', kind: 'cod-off', reason: 'High RTO' }],
      ['DELETE', '/pincode-rules/cod-off/400001', undefined],
    ] as [Method, string, unknown][]) {
      expectError(await call(method, url, payload, {}), 401, 'UNAUTHORIZED');
      expectError(await call(method, url, payload, shopper.headers), 403, 'FORBIDDEN');
    }
    expect(await footprint()).toEqual(before);
  });
});

describe('PUT /api/admin/delivery/settings', () => {
  it('moves the warehouse, audits the change, and promises follow: its own city becomes the same-city zone', async () => {
    expect((await promise('302017')).zone).toBe('rest-of-india');
    const response = await call('PUT', '/settings', { warehousePincode: ' 302017 ', sameCityKm: 25, cutoffHour: 12 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Delivery settings saved',
      data: {
        warehousePincode: '302017',
        warehouse: { district: 'Jaipur', state: 'Rajasthan' },
        sameCityKm: 25,
        cutoffHour: 12,
      },
    });
    expect((await promise('302017')).zone).toBe('same-city');
    expect((await promise('560001')).zone).toBe('metro');
    const audit = await auditOf('delivery_settings', 'shop');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'delivery.settings.update',
      actorUserId: staff.id,
      before: { warehousePincode: '560001', sameCityKm: 40, cutoffHour: 14 },
      after: { warehousePincode: '302017', sameCityKm: 25, cutoffHour: 12 },
    });

    // The same settings again change nothing and write nothing; putting the first ones back is audited.
    expect(
      (await call('PUT', '/settings', { warehousePincode: '302017', sameCityKm: 25, cutoffHour: 12 })).statusCode,
    ).toBe(200);
    expect(await auditOf('delivery_settings', 'shop')).toHaveLength(1);
    const back = await call('PUT', '/settings', { warehousePincode: '560001', sameCityKm: 40, cutoffHour: 14 });
    expect(back.statusCode, back.body).toBe(200);
    expect((await auditOf('delivery_settings', 'shop')).at(-1)).toMatchObject({
      before: { warehousePincode: '302017', sameCityKm: 25, cutoffHour: 12 },
      after: { warehousePincode: '560001', sameCityKm: 40, cutoffHour: 14 },
    });
    expect((await promise('302017')).zone).toBe('rest-of-india');
  });

  it('refuses a warehouse PIN India Post does not have (422, beside the field) and bad values (400), changing nothing', async () => {
    const before = await footprint();
    const unknown = expectError(
      await call('PUT', '/settings', { warehousePincode: '999999', sameCityKm: 40, cutoffHour: 14 }),
      422,
      'UNPROCESSABLE',
    );
    expect(unknown.message).toBe(
      'India Post has no PIN code 999999, so the warehouse cannot be there. Please check the PIN.',
    );
    expect(unknown.details).toEqual([{ path: 'warehousePincode', message: unknown.message }]);
    const good = { warehousePincode: '560001', sameCityKm: 40, cutoffHour: 14 };
    for (const [field, value] of [
      ['warehousePincode', '56001'],
      ['warehousePincode', '060001'],
      ['warehousePincode', 560001],
      ['sameCityKm', '40'],
      ['sameCityKm', null],
      ['sameCityKm', -1],
      ['sameCityKm', 201],
      ['sameCityKm', 2.5],
      ['cutoffHour', 24],
      ['cutoffHour', false],
      ['cutoffHour', []],
    ] as [string, unknown][]) {
      const refused = expectError(await call('PUT', '/settings', { ...good, [field]: value }), 400, 'VALIDATION_ERROR');
      expect({ field, value, path: (refused.details as { path: string }[])[0]!.path }).toEqual({
        field,
        value,
        path: field,
      });
    }
    expectError(await call('PUT', '/settings', { sameCityKm: 40, cutoffHour: 14 }), 400, 'VALIDATION_ERROR');
    expect(await footprint()).toEqual(before);
  });
});

describe('PUT /api/admin/delivery/zones/:zone', () => {
  it('changes a zone’s days and COD rule, audits it in rupees, and the next promise uses the days', async () => {
    const metroBefore = await promise('400001');
    expect(metroBefore).toMatchObject({ zone: 'metro', deliveryDays: { min: 2, max: 5 } });
    const response = await call('PUT', '/zones/metro', {
      minDays: 1,
      maxDays: 3,
      codAvailable: true,
      codMaxRupees: 50000,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Metro cities saved',
      data: { zone: 'metro', label: 'Metro cities', minDays: 1, maxDays: 3, codAvailable: true, codMaxRupees: 50000 },
    });
    const [row] = await rows<{ cod_max_paise: string | number }>(
      ctx,
      sql`select cod_max_paise from delivery_zone_rules where zone = 'metro'`,
    );
    expect(Number(row!.cod_max_paise)).toBe(5_000_000);
    expect((await promise('400001')).deliveryDays).toEqual({ min: 1, max: 3 });
    expect(await auditOf('delivery_zone', 'metro')).toEqual([
      expect.objectContaining({
        action: 'delivery.zone.update',
        actorUserId: staff.id,
        before: { minDays: 2, maxDays: 5, codMaxRupees: null },
        after: { minDays: 1, maxDays: 3, codMaxRupees: 50000 },
      }),
    ]);

    // The same rule again writes nothing; the defaults back.
    expect(
      (await call('PUT', '/zones/metro', { minDays: 1, maxDays: 3, codAvailable: true, codMaxRupees: 50000 }))
        .statusCode,
    ).toBe(200);
    expect(await auditOf('delivery_zone', 'metro')).toHaveLength(1);
    const back = await call('PUT', '/zones/metro', { minDays: 2, maxDays: 5, codAvailable: true, codMaxRupees: null });
    expect(back.json().data.codMaxRupees).toBeNull();
    expect(await auditOf('delivery_zone', 'metro')).toHaveLength(2);
  });

  it('a zone with COD off: the promise says so and an order there is refused (422 COD_NOT_AVAILABLE)', async () => {
    const product = await makeProduct(ctx, { pricePaise: 100_000, discount: 0, stock: 10 });
    const mumbai = { ...orderBody([{ productId: product.id, quantity: 1 }]) };
    mumbai.shippingAddress = { ...mumbai.shippingAddress, city: 'Mumbai', pincode: '400001', state: 'Maharashtra' };
    expect(
      (await call('PUT', '/zones/metro', { minDays: 2, maxDays: 5, codAvailable: false, codMaxRupees: null }))
        .statusCode,
    ).toBe(200);

    const answer = await promise('400001');
    expect(answer).toMatchObject({
      zone: 'metro',
      serviceable: true,
      cod: { available: false, reason: 'Cash on Delivery is not available for 400001' },
    });
    const ordersBefore = await count(ctx, 'orders');
    const refused = expectError(await placeOrder(ctx, shopper, mumbai), 422, 'COD_NOT_AVAILABLE');
    expect(refused.message).toBe('Cash on Delivery is not available for 400001. Please use another address.');
    expect(await count(ctx, 'orders')).toBe(ordersBefore);
    // Another zone still takes cash.
    expect((await promise('560001')).cod.available).toBe(true);

    expect(
      (await call('PUT', '/zones/metro', { minDays: 2, maxDays: 5, codAvailable: true, codMaxRupees: null }))
        .statusCode,
    ).toBe(200);
    const placed = await placeOrder(ctx, shopper, mumbai);
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it('a zone’s COD cap: a larger order is refused, one within it is placed with the zone’s promise', async () => {
    const product = await makeProduct(ctx, { pricePaise: 100_000, discount: 0, stock: 10 });
    const toMumbai = (quantity: number) => {
      const body = orderBody([{ productId: product.id, quantity }]);
      body.shippingAddress = { ...body.shippingAddress, city: 'Mumbai', pincode: '400001', state: 'Maharashtra' };
      return body;
    };
    expect(
      (await call('PUT', '/zones/metro', { minDays: 2, maxDays: 5, codAvailable: true, codMaxRupees: 1000 }))
        .statusCode,
    ).toBe(200);

    const over = await promise('400001', `?productId=${product.id}&quantity=2`);
    expect(over.cod).toEqual({
      available: false,
      reason: 'Cash on Delivery is available for orders up to ₹1,000 at 400001',
    });
    expect((await promise('400001', `?productId=${product.id}&quantity=1`)).cod.available).toBe(true);

    const refused = expectError(await placeOrder(ctx, shopper, toMumbai(2)), 422, 'COD_NOT_AVAILABLE');
    expect(refused.message).toBe(
      'Cash on Delivery is available for orders up to ₹1,000 at 400001. Please use another address.',
    );
    const placed = await placeOrder(ctx, shopper, toMumbai(1));
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = await db
      .select({ promisedBy: orders.promisedBy, zone: orders.deliveryZone })
      .from(orders)
      .where(sql`${orders.id} = ${placed.json().data._id}`);
    expect(order).toEqual({ promisedBy: (await promise('400001')).deliverBy, zone: 'metro' });

    expect(
      (await call('PUT', '/zones/metro', { minDays: 2, maxDays: 5, codAvailable: true, codMaxRupees: null }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses an unknown zone (404) and bad days or caps (400), changing nothing', async () => {
    const before = await footprint();
    const unknown = expectError(await call('PUT', '/zones/moon', { ...defaultZones }), 404, 'NOT_FOUND');
    expect(unknown.message).toBe(
      'There is no delivery zone called moon. The zones are same-city, same-state, remote, metro, rest-of-india.',
    );
    for (const [change, path] of [
      [{ minDays: 3, maxDays: 2 }, 'maxDays'],
      [{ minDays: -1 }, 'minDays'],
      [{ maxDays: 31 }, 'maxDays'],
      [{ minDays: '1' }, 'minDays'],
      [{ maxDays: null }, 'maxDays'],
      [{ minDays: 1.5 }, 'minDays'],
      [{ codAvailable: 'yes' }, 'codAvailable'],
      [{ codAvailable: undefined }, 'codAvailable'],
      [{ codMaxRupees: '5000' }, 'codMaxRupees'],
      [{ codMaxRupees: 0 }, 'codMaxRupees'],
      [{ codMaxRupees: 99.5 }, 'codMaxRupees'],
      [{ codMaxRupees: 10_000_001 }, 'codMaxRupees'],
      [{ codMaxRupees: undefined }, 'codMaxRupees'],
    ] as [Record<string, unknown>, string][]) {
      const refused = expectError(
        await call('PUT', '/zones/same-city', { ...defaultZones, ...change }),
        400,
        'VALIDATION_ERROR',
      );
      expect({ change, path: (refused.details as { path: string }[])[0]!.path }).toEqual({ change, path });
    }
    expect(await footprint()).toEqual(before);
  });
});

describe('a courier’s own days to a zone', () => {
  it('are set, shown, audited on the courier, and removed again (the courier then takes the zone’s days)', async () => {
    const [delhivery] = await db
      .select()
      .from(couriers)
      .where(sql`${couriers.name} = 'Delhivery'`);
    const url = `/zones/rest-of-india/couriers/${delhivery!.id}`;
    const set = await call('PUT', url, { minDays: 3, maxDays: 6 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      message: 'Delhivery: Rest of India saved',
      data: {
        courierId: delhivery!.id,
        courierName: 'Delhivery',
        zone: 'rest-of-india',
        days: { minDays: 3, maxDays: 6 },
        zoneDays: { minDays: 4, maxDays: 7 },
      },
    });
    const zone = (await setup()).zones.find((z: { zone: string }) => z.zone === 'rest-of-india');
    expect(zone.couriers).toContainEqual({
      courierId: delhivery!.id,
      courierName: 'Delhivery',
      days: { minDays: 3, maxDays: 6 },
    });
    // The shopper's promise stays the zone's.
    expect((await promise('302017')).deliveryDays).toEqual({ min: 4, max: 7 });

    expect((await call('PUT', url, { minDays: 3, maxDays: 6 })).statusCode).toBe(200);
    expect((await call('PUT', url, { minDays: 2, maxDays: 5 })).statusCode).toBe(200);
    const cleared = await call('DELETE', url);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ days: null, zoneDays: { minDays: 4, maxDays: 7 } });
    expect(
      (await auditOf('courier', delhivery!.id)).map((a) => ({ action: a.action, before: a.before, after: a.after })),
    ).toEqual([
      { action: 'delivery.courier-days.set', before: null, after: { zone: 'rest-of-india', minDays: 3, maxDays: 6 } },
      {
        action: 'delivery.courier-days.set',
        before: { zone: 'rest-of-india', minDays: 3, maxDays: 6 },
        after: { zone: 'rest-of-india', minDays: 2, maxDays: 5 },
      },
      {
        action: 'delivery.courier-days.clear',
        before: { zone: 'rest-of-india', minDays: 2, maxDays: 5 },
        after: null,
      },
    ]);
    expect(await db.select().from(courierZoneDays)).toEqual([]);
  });

  it('refuses an unknown courier or zone (404), nothing to remove (404) and bad days (400), changing nothing', async () => {
    const [courier] = await db.select().from(couriers).limit(1);
    const before = await footprint();
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      expectError(await call('PUT', `/zones/metro/couriers/${missing}`, { minDays: 1, maxDays: 2 }), 404, 'NOT_FOUND')
        .message,
    ).toBe('Courier not found');
    expectError(await call('PUT', `/zones/moon/couriers/${courier!.id}`, { minDays: 1, maxDays: 2 }), 404, 'NOT_FOUND');
    expectError(
      await call('PUT', `/zones/metro/couriers/not-an-id`, { minDays: 1, maxDays: 2 }),
      400,
      'VALIDATION_ERROR',
    );
    expect(expectError(await call('DELETE', `/zones/metro/couriers/${courier!.id}`), 404, 'NOT_FOUND').message).toBe(
      `${courier!.name} has no days of its own for Metro cities: it already takes the zone's days.`,
    );
    for (const body of [
      { minDays: 4, maxDays: 3 },
      { minDays: 1 },
      { minDays: 1, maxDays: '2' },
      { minDays: 0, maxDays: 31 },
    ]) {
      expectError(await call('PUT', `/zones/metro/couriers/${courier!.id}`, body), 400, 'VALIDATION_ERROR');
    }
    expect(await footprint()).toEqual(before);
  });
});

describe('holidays', () => {
  it('are added from today on, listed soonest first with who added them, move deliverBy, and are removed', async () => {
    const { today } = await setup();
    const first = await promise('560001');
    // A holiday on the promised last day pushes the promise past it.
    const added = await call('POST', '/holidays', { day: first.deliverBy, name: ' Ganesh Chaturthi ' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({
      day: first.deliverBy,
      name: 'Ganesh Chaturthi',
      staffName: 'Priya Nair',
    });
    const moved = await promise('560001');
    expect(moved.deliverBy > first.deliverBy).toBe(true);

    const later = plusDays(today, 40);
    expect((await call('POST', '/holidays', { day: later, name: 'Diwali' })).statusCode).toBe(201);
    expect((await setup()).holidays.map((h: { day: string; name: string }) => [h.day, h.name])).toEqual([
      [first.deliverBy, 'Ganesh Chaturthi'],
      [later, 'Diwali'],
    ]);
    expect(await auditOf('delivery_holiday', later)).toEqual([
      expect.objectContaining({
        action: 'delivery.holiday.add',
        actorUserId: staff.id,
        before: null,
        after: { day: later, name: 'Diwali' },
      }),
    ]);

    const removed = await call('DELETE', `/holidays/${first.deliverBy}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toMatchObject({ day: first.deliverBy, name: 'Ganesh Chaturthi' });
    expect((await promise('560001')).deliverBy).toBe(first.deliverBy);
    expect((await auditOf('delivery_holiday', first.deliverBy)).at(-1)).toMatchObject({
      action: 'delivery.holiday.remove',
      before: { day: first.deliverBy, name: 'Ganesh Chaturthi' },
      after: null,
    });
    expect((await call('DELETE', `/holidays/${later}`)).statusCode).toBe(200);
  });

  it('refuses a past day (422), a day already a holiday (409), a bad date or name (400), and a day that is not one (404)', async () => {
    const { today } = await setup();
    const day = plusDays(today, 20);
    expect((await call('POST', '/holidays', { day, name: 'Holi' })).statusCode).toBe(201);
    const before = await footprint();
    const past = expectError(
      await call('POST', '/holidays', { day: plusDays(today, -1), name: 'Yesterday' }),
      422,
      'UNPROCESSABLE',
    );
    expect(past.message).toBe(`${plusDays(today, -1)} has passed: holidays are kept from today (${today}) on.`);
    expect(past.details).toEqual([{ path: 'day', message: past.message }]);
    const twice = expectError(await call('POST', '/holidays', { day, name: 'Holi again' }), 409, 'CONFLICT');
    expect(twice.message).toMatch(/is already a holiday \(Holi\)\.$/);
    for (const body of [
      { day: '2026-02-30', name: 'Nope' },
      { day: '30-01-2027', name: 'Nope' },
      { day: '2100-01-01', name: 'Nope' },
      { day, name: '   ' },
      { day, name: 'x'.repeat(61) },
      { day },
    ]) {
      expectError(await call('POST', '/holidays', body), 400, 'VALIDATION_ERROR');
    }
    expect(expectError(await call('DELETE', `/holidays/${plusDays(today, 21)}`), 404, 'NOT_FOUND').message).toBe(
      `${plusDays(today, 21)} is not one of the shop's holidays.`,
    );
    expectError(await call('DELETE', '/holidays/2026-13-01'), 400, 'VALIDATION_ERROR');
    expect(await footprint()).toEqual(before);
    expect((await call('DELETE', `/holidays/${day}`)).statusCode).toBe(200);
  });
});
