/**
 * The return window (rule:return-window, ADR 0057) through the real app: a category's window (7 days unless staff
 * say otherwise, 0 for not returnable) and a product's own, what the product answer and the order page say, and the
 * window an order line keeps when the catalog changes after it was placed. The sentences' rules are checked on their
 * own first.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineReturnText } from '../../app/components/orders/order-status';
import { messagesFor } from '../../app/i18n/catalogs.server';
import { translator } from '../../app/i18n/shop-i18n';
import { loader as orderLoader } from '../../app/routes/order';
import { createCategory, createProduct } from '../../db/seed/factories';
import { formatPromiseDay } from '../../domain/shared/delivery-rules';
import { lastReturnDay, orderLineReturnText, returnPolicyLabel } from '../../domain/shared/return-rules';
import { orderBody, placeOrder, rows } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { expectError } from '../helpers/errors';
import { runLoader } from '../helpers/loaders';
import { auditOf } from '../helpers/staff-writes';
import { registerTestStaff, registerTestUser, type TestUser } from '../helpers/users';

const english = translator({ locale: 'en', messages: messagesFor('en') });

describe('the sentences (domain/shared/return-rules.ts)', () => {
  it('names the window, the size exchange only where there are sizes, and not returnable at 0', () => {
    expect(returnPolicyLabel(7, true)).toBe('7-day return and size exchange');
    expect(returnPolicyLabel(10, false)).toBe('10-day return');
    expect(returnPolicyLabel(0, true)).toBe('Not returnable');
  });

  it('counts the window from the India day of delivery', () => {
    // 20:00 UTC on 1 Dec is 01:30 on 2 Dec in India: the window starts on the 2nd.
    expect(lastReturnDay(new Date('2026-12-01T20:00:00Z'), 7)).toBe('2026-12-09');
    expect(lastReturnDay(new Date('2026-12-01T10:00:00Z'), 7)).toBe('2026-12-08');
    // Across a month and a year.
    expect(lastReturnDay(new Date('2026-12-28T10:00:00Z'), 7)).toBe('2027-01-04');
  });

  it('says before delivery what will apply, after it until when, and nothing for a cancelled order', () => {
    const shirt = { returnDays: 7, sizes: 'M' };
    const rice = { returnDays: 0, sizes: '' };
    const placed = { orderStatus: 'Placed', deliveredAt: null };
    expect(orderLineReturnText(shirt, placed, '2026-12-01')).toBe('7-day return and size exchange after delivery');
    expect(orderLineReturnText(rice, placed, '2026-12-01')).toBe('Not returnable');
    const delivered = { orderStatus: 'Delivered', deliveredAt: '2026-12-01T10:00:00Z' };
    expect(orderLineReturnText(shirt, delivered, '2026-12-08')).toBe('Return or size exchange until Tue 8 Dec 2026');
    expect(orderLineReturnText({ returnDays: 7, sizes: '' }, delivered, '2026-12-02')).toBe(
      'Return until Tue 8 Dec 2026',
    );
    expect(orderLineReturnText(shirt, delivered, '2026-12-09')).toBe('Return window closed on Tue 8 Dec 2026');
    expect(orderLineReturnText(rice, delivered, '2026-12-02')).toBe('Not returnable');
    expect(orderLineReturnText(shirt, { orderStatus: 'Cancelled', deliveredAt: null }, '2026-12-01')).toBeNull();
    expect(orderLineReturnText(shirt, { orderStatus: 'Returned', deliveredAt: null }, '2026-12-01')).toBeNull();
  });
});

describe('through the app', () => {
  let ctx: TestContext;
  let staff: TestUser;
  let shopper: TestUser;
  beforeAll(async () => {
    ctx = await startTestApp();
    staff = await registerTestStaff(ctx.app, ctx.database.db);
    shopper = await registerTestUser(ctx.app);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const admin = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method, url: `/api/admin${url}`, headers: staff.headers, payload });
  const productAnswer = async (id: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/product/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { returnDays: number };
  };

  it('a product takes its category’s window until it has its own, and follows staff changing the category', async () => {
    const category = await createCategory(ctx.database.db, { hsnCode: '6109' });
    expect(category.returnDays).toBe(7);
    const shirt = await createProduct(ctx.database.db, { categoryId: category.id }, { sizes: ['M', 'L'] });
    const ownWindow = await createProduct(ctx.database.db, { categoryId: category.id }, { returnDays: 15 });
    expect((await productAnswer(shirt.id)).returnDays).toBe(7);
    expect((await productAnswer(ownWindow.id)).returnDays).toBe(15);

    const changed = await admin('PUT', `/categories/${category.id}`, { returnDays: 0 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ id: category.id, returnDays: 0 });
    // The product page's answer follows at once; the product with its own window keeps it.
    expect((await productAnswer(shirt.id)).returnDays).toBe(0);
    expect((await productAnswer(ownWindow.id)).returnDays).toBe(15);
    const [audit] = await auditOf(ctx.database.db, 'category', category.id);
    expect(audit).toMatchObject({ action: 'category.update', before: { returnDays: 7 }, after: { returnDays: 0 } });
  });

  it('refuses a window that is not 0 to 30 whole days, naming the field, and changes nothing', async () => {
    const category = await createCategory(ctx.database.db, { hsnCode: '6109' });
    for (const returnDays of [-1, 31, 2.5, '7', null]) {
      const body = expectError(
        await admin('PUT', `/categories/${category.id}`, { returnDays }),
        400,
        'VALIDATION_ERROR',
      );
      expect((body.details as { path: string }[]).map((d) => d.path)).toEqual(['returnDays']);
    }
    const product = expectError(await admin('POST', '/products', { returnDays: 31 }), 400, 'VALIDATION_ERROR');
    expect((product.details as { path: string; message: string }[]).find((d) => d.path === 'returnDays')).toEqual({
      path: 'returnDays',
      message: 'The return window can be at most 30 days.',
    });
    const [row] = await rows<{ return_days: number }>(
      ctx,
      sql`select return_days from categories where id = ${category.id}`,
    );
    expect(row!.return_days).toBe(7);
  });

  it('an order line keeps the window it was sold with, and the order page says until when once delivered', async () => {
    const category = await createCategory(ctx.database.db, { hsnCode: '6109' });
    const shirt = await createProduct(
      ctx.database.db,
      { categoryId: category.id },
      { sizes: ['M', 'L'], stock: 10, returnDays: 10 },
    );
    const placed = await placeOrder(ctx, shopper, orderBody([{ productId: shirt.id, quantity: 1, sizes: 'M' }]));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data as { _id: string; orderItems: { returnDays: number }[] };
    expect(order.orderItems.map((line) => line.returnDays)).toEqual([10]);

    // Staff shorten the product's window afterwards: the order keeps what it was sold with.
    await ctx.database.db.execute(sql`update products set return_days = 3 where id = ${shirt.id}`);
    const again = await ctx.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: shopper.headers });
    expect(again.json().data.orderItems.map((line: { returnDays: number }) => line.returnDays)).toEqual([10]);

    // The page says each line's window from what its loader sends, in the page's language (English here).
    const returnTexts = (page: Awaited<ReturnType<typeof runOrderPage>>) =>
      page.order.orderItems.map((line) => lineReturnText(line, page.order, page.today, english));
    const runOrderPage = () => runLoader(ctx, orderLoader, shopper, `/order/${order._id}`, { id: order._id });
    expect(returnTexts(await runOrderPage())).toEqual(['10-day return and size exchange after delivery']);

    // Delivered yesterday (India time): the window runs 10 days from that India day, so its last day is today + 9.
    await ctx.database.db.execute(
      sql`update orders set status = 'Delivered',
            delivered_at = ((now() at time zone 'Asia/Kolkata')::date - 1)::timestamp at time zone 'Asia/Kolkata' + interval '10 hours'
          where id = ${order._id}`,
    );
    const [day] = await rows<{ last: string }>(
      ctx,
      sql`select to_char((now() at time zone 'Asia/Kolkata')::date + 9, 'YYYY-MM-DD') as last`,
    );
    const last = day!.last;
    expect(returnTexts(await runOrderPage())).toEqual([
      `Return or size exchange until ${formatPromiseDay(last)} ${last.slice(0, 4)}`,
    ]);
  });
});
