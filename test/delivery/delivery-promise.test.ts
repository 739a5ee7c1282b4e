/**
 * The delivery promise through the real app (rule:delivery-promise, rule:delivery-zones, rule:cod-by-pin,
 * rule:cod-by-zone): GET /api/delivery/{pin} for a product, a cart or nothing, and placing an order, which keeps the
 * promise and refuses what the promise refuses. Staff rules are written straight into their tables here; the back
 * office's own API for them is tested in test/admin/.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatPromiseDay } from '../../domain/shared/delivery-rules';
import type { DeliveryPromise } from '../../domain/views/delivery';
import { addToCart, count, makeProduct, orderBody, placeOrder, rows, stockOf, validAddress } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { expectError } from '../helpers/errors';
import { registerTestStaff, registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let staff: TestUser;
beforeAll(async () => {
  ctx = await startTestApp({ MAX_COD_ORDER_RUPEES: '100000' });
  staff = await registerTestStaff(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

/** Each test starts from the shop's first settings (migration 0019), with no staff rules and no holidays. */
beforeEach(async () => {
  const db = ctx.database.db;
  await db.execute(sql`update delivery_settings set warehouse_pincode = '560001', same_city_km = 40, cutoff_hour = 14`);
  await db.execute(sql`update delivery_zone_rules set cod_available = true,
    cod_max_paise = case when zone = 'remote' then 1000000 else null end`);
  await db.execute(sql`delete from pincode_rules`);
  await db.execute(sql`delete from delivery_holidays`);
});

async function promise(pin: string, query = '', user?: TestUser): Promise<DeliveryPromise> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/delivery/${pin}${query}`,
    headers: user?.headers ?? {},
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { success: boolean; message: string; data: DeliveryPromise };
  expect(body.message).toBe(body.data.summary);
  return body.data;
}

const addressAt = (pincode: string, city: string, state: string) => ({
  shippingAddress: { ...validAddress, pincode, city, state },
});
const isSunday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 0;

describe('GET /api/delivery/{pin} (rule:delivery-promise)', () => {
  it('answers where the PIN is, its zone, cash on delivery and the last day, in one line', async () => {
    const answer = await promise('302017');
    expect(answer).toMatchObject({
      pincode: '302017',
      district: 'Jaipur',
      state: 'Rajasthan',
      zone: 'rest-of-india',
      serviceable: true,
      reason: null,
      cod: { available: true, reason: null },
      deliveryDays: { min: 4, max: 7 },
      orderValue: null,
    });
    expect(answer.localities).toContain('Jagatpura');
    expect(answer.deliverBy! > answer.deliverFrom!).toBe(true);
    expect(answer.deliverFrom! > answer.dispatchDay!).toBe(true);
    expect(isSunday(answer.dispatchDay!) || isSunday(answer.deliverBy!)).toBe(false);
    expect(answer.summary).toBe(
      `Delivers to 302017 · Cash on Delivery available · by ${formatPromiseDay(answer.deliverBy!)}`,
    );
  });

  it('resolves zones from the warehouse the settings name (rule:delivery-zones)', async () => {
    expect((await promise('560001')).zone).toBe('same-city');
    expect((await promise('577001')).zone).toBe('same-state');
    expect((await promise('400001')).zone).toBe('metro');
    expect((await promise('194101')).zone).toBe('remote');
    expect((await promise('800001')).zone).toBe('rest-of-india');
    await ctx.database.db.execute(sql`update delivery_settings set warehouse_pincode = '302001'`);
    const jaipur = await promise('302017');
    expect(jaipur.zone).toBe('same-city');
    expect(jaipur.deliveryDays).toEqual({ min: 1, max: 2 });
    expect((await promise('560001')).zone).toBe('metro');
  });

  it('refuses text that is not a PIN with 400 and an unknown PIN with 404, each with a sentence', async () => {
    for (const pin of ['30201', '3020177', '012345', 'abcdef', '302%2017']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/delivery/${pin}` });
      expect(expectError(res, 400, 'INVALID_PINCODE').message).toBe('Please enter a 6-digit PIN code, like 302017.');
    }
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/delivery/999999' });
    expect(expectError(unknown, 404, 'NOT_FOUND').message).toBe(
      'We could not find PIN code 999999. Please check it and try again.',
    );
    const badQuery = await ctx.app.inject({ method: 'GET', url: '/api/delivery/302017?productId=nope' });
    expectError(badQuery, 400, 'VALIDATION_ERROR');
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/delivery/302017?productId=00000000-0000-4000-8000-000000000000',
    });
    expectError(missing, 404, 'NOT_FOUND');
  });

  it("judges cash on delivery for a product's units, with the zone's cap (rule:cod-by-zone)", async () => {
    const tv = await makeProduct(ctx, { title: 'Television', pricePaise: 1_500_000, discount: 0, stock: 5 });
    const kettle = await makeProduct(ctx, { title: 'Kettle', pricePaise: 150_000, discount: 0, stock: 50 });
    const far = await promise('194101', `?productId=${tv.id}`);
    expect(far.orderValue).toBe(15_000);
    expect(far.cod).toEqual({
      available: false,
      reason: 'Cash on Delivery is available for orders up to ₹10,000 at 194101',
    });
    expect(far.summary).toBe(
      `Delivers to 194101 · Cash on Delivery is available for orders up to ₹10,000 at 194101 · by ${formatPromiseDay(far.deliverBy!)}`,
    );
    expect((await promise('194101', `?productId=${kettle.id}&quantity=6`)).cod.available).toBe(true);
    // Seven kettles come to ₹10,500: over the remote cap.
    expect((await promise('194101', `?productId=${kettle.id}&quantity=7`)).cod.available).toBe(false);
    // The same television elsewhere: no zone cap, only the shop's ceiling (₹1,00,000 here).
    expect((await promise('302017', `?productId=${tv.id}`)).cod.available).toBe(true);
    expect((await promise('302017', `?productId=${tv.id}&quantity=7`)).cod).toEqual({
      available: false,
      reason: 'Cash on Delivery is available for orders up to ₹1,00,000',
    });
  });

  it("judges a signed-in shopper's cart when no product is named", async () => {
    const user = await registerTestUser(ctx.app);
    const tv = await makeProduct(ctx, { title: 'Smart TV', pricePaise: 600_000, discount: 0, stock: 5 });
    expect((await promise('194101', '', user)).orderValue).toBeNull();
    expect((await addToCart(ctx, user, { productId: tv.id, quantity: 2 })).statusCode).toBe(200);
    const answer = await promise('194101', '', user);
    expect(answer.orderValue).toBe(12_000);
    expect(answer.cod.available).toBe(false);
    // A guest asking the same has no cart: nothing to judge.
    expect((await promise('194101')).cod.available).toBe(true);
  });

  it('turns cash on delivery off for a zone and for one PIN, with the same sentence (rule:cod-by-pin)', async () => {
    await ctx.database.db.execute(sql`update delivery_zone_rules set cod_available = false where zone = 'metro'`);
    const mumbai = await promise('400001');
    expect(mumbai.serviceable).toBe(true);
    expect(mumbai.cod).toEqual({ available: false, reason: 'Cash on Delivery is not available for 400001' });
    expect(mumbai.summary).toBe(
      `Delivers to 400001 · Cash on Delivery is not available for 400001 · by ${formatPromiseDay(mumbai.deliverBy!)}`,
    );
    await ctx.database.db.execute(
      sql`insert into pincode_rules (pincode, kind, reason, staff_user_id) values ('302017', 'cod-off', 'RTO 45%', ${staff.id})`,
    );
    const jaipur = await promise('302017');
    expect(jaipur.cod).toEqual({ available: false, reason: 'Cash on Delivery is not available for 302017' });
    // The staff member's reason is theirs; the shopper never reads it.
    expect(JSON.stringify(jaipur)).not.toContain('RTO');
    expect((await promise('302018')).cod.available).toBe(true);
  });

  it('says a PIN staff do not deliver to is not serviceable, with no days', async () => {
    await ctx.database.db.execute(
      sql`insert into pincode_rules (pincode, kind, reason, staff_user_id) values ('744301', 'unserviceable', 'No courier', ${staff.id})`,
    );
    const answer = await promise('744301');
    expect(answer).toMatchObject({
      serviceable: false,
      reason: 'Sorry, we do not deliver to 744301 yet.',
      cod: { available: false },
      deliveryDays: null,
      deliverBy: null,
      summary: 'Sorry, we do not deliver to 744301 yet.',
    });
  });

  it("moves the days past the shop's holidays", async () => {
    const before = await promise('302017');
    await ctx.database.db.execute(
      sql`insert into delivery_holidays (day, name, staff_user_id) values (${before.dispatchDay}, 'Shop closed', ${staff.id})`,
    );
    const after = await promise('302017');
    expect(after.dispatchDay! > before.dispatchDay!).toBe(true);
    expect(after.deliverBy! > before.deliverBy!).toBe(true);
  });
});

describe('the API document (rule:api-contract)', () => {
  it('describes GET /api/delivery/{pin} with its query and answer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as {
      paths: Record<string, { get?: { parameters?: { name: string }[]; responses: Record<string, unknown> } }>;
    };
    const op = doc.paths['/api/delivery/{pin}']?.get;
    expect(op?.parameters?.map((p) => p.name).sort()).toEqual(['pin', 'productId', 'quantity']);
    expect(JSON.stringify(op?.responses['200'])).toContain('deliverBy');
  });
});

describe('placing an order keeps the promise and refuses what it refuses (rule:delivery-promise)', () => {
  it('keeps the last day and the zone the shopper was shown', async () => {
    const user = await registerTestUser(ctx.app);
    const shirt = await makeProduct(ctx, { title: 'Cotton Shirt', pricePaise: 80_000, stock: 10 });
    const shown = await promise('302017', `?productId=${shirt.id}`);
    const res = await placeOrder(
      ctx,
      user,
      orderBody([{ productId: shirt.id, quantity: 1 }], addressAt('302017', 'Jaipur', 'Rajasthan')),
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = (res.json() as { data: { _id: string; promisedBy: string | null } }).data;
    // The promise shown just before, or, when the cut-off hour or India's midnight passed between the requests, the
    // one shown just after.
    const after = await promise('302017', `?productId=${shirt.id}`);
    expect([shown.deliverBy, after.deliverBy]).toContain(order.promisedBy);
    const [stored] = await rows<{ promised_by: string; delivery_zone: string }>(
      ctx,
      sql`select to_char(promised_by, 'YYYY-MM-DD') as promised_by, delivery_zone from orders where id = ${order._id}`,
    );
    expect(stored).toEqual({ promised_by: order.promisedBy, delivery_zone: 'rest-of-india' });
    const mine = await ctx.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: user.headers });
    expect((mine.json() as { data: { promisedBy: string } }).data.promisedBy).toBe(order.promisedBy);
  });

  it('refuses with 422 and writes nothing: an unknown PIN, one not delivered to, cash off, over the zone cap', async () => {
    const user = await registerTestUser(ctx.app);
    const tv = await makeProduct(ctx, { title: 'LED TV', pricePaise: 1_200_000, discount: 0, stock: 3 });
    await ctx.database.db.execute(
      sql`insert into pincode_rules (pincode, kind, reason, staff_user_id) values
        ('302017', 'cod-off', 'RTO', ${staff.id}), ('744301', 'unserviceable', 'No courier', ${staff.id})`,
    );
    const attempt = (pincode: string, city: string, state: string) =>
      placeOrder(ctx, user, orderBody([{ productId: tv.id, quantity: 1 }], addressAt(pincode, city, state)));

    // The spec's form takes a 5-digit ZIP Code; no Indian PIN has 5 digits.
    expect(expectError(await attempt('56001', 'Bengaluru', 'Karnataka'), 422, 'NOT_SERVICEABLE').message).toBe(
      'We could not find PIN code 56001. Please check it and try again.',
    );
    expect(
      expectError(await attempt('744301', 'Nicobar', 'Andaman and Nicobar Islands'), 422, 'NOT_SERVICEABLE').message,
    ).toBe('Sorry, we do not deliver to 744301 yet. Please choose another address.');
    expect(expectError(await attempt('302017', 'Jaipur', 'Rajasthan'), 422, 'COD_NOT_AVAILABLE').message).toBe(
      'Cash on Delivery is not available for 302017. Please use another address.',
    );
    expect(expectError(await attempt('194101', 'Leh', 'Ladakh'), 422, 'COD_NOT_AVAILABLE').message).toBe(
      'Cash on Delivery is available for orders up to ₹10,000 at 194101. Please use another address.',
    );
    expect(await count(ctx, 'orders', sql`user_id = ${user.id}`)).toBe(0);
    expect(await stockOf(ctx, tv.id)).toEqual({ stock: 3, unitsSold: 0 });
    expect(await count(ctx, 'stock_ledger', sql`product_id = ${tv.id} and reason = 'order'`)).toBe(0);

    // The same television to a PIN with none of those rules goes through.
    const ok = await attempt('302018', 'Jaipur', 'Rajasthan');
    expect(ok.statusCode, ok.body).toBe(201);
  });
});
