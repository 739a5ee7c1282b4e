/**
 * rule:no-overselling: stock never goes below zero, even when shoppers check
 * out at the same moment. On PostgreSQL (TEST_DATABASE_URL set) these requests really run
 * in parallel transactions on a pool of 25 connections; on PGlite they are serialized.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, makeProduct, orderBody, placeOrder, stockOf } from '../cart/fixtures';
import { startTestApp, testDbKind, type TestContext } from '../helpers/app';
import { registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let shoppers: TestUser[];
beforeAll(async () => {
  ctx = await startTestApp();
  shoppers = [];
  for (let i = 0; i < 20; i++) shoppers.push(await registerTestUser(ctx.app));
});
afterAll(async () => {
  await ctx.close();
});

describe(`concurrent checkouts (${testDbKind})`, () => {
  it('sells exactly 5 of 5 units to 20 shoppers ordering at once', async () => {
    expect(ctx.database.kind).toBe(testDbKind);
    const product = await makeProduct(ctx, { title: 'Limited Sneakers', stock: 5 });
    const answers = await Promise.all(
      shoppers.map((user) => placeOrder(ctx, user, orderBody([{ productId: product.id, quantity: 1 }]))),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    for (const refused of answers.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        success: false,
        code: 'INSUFFICIENT_STOCK',
        message: 'Limited Sneakers is out of stock. Please remove it from your order.',
      });
    }
    expect(await stockOf(ctx, product.id)).toEqual({ stock: 0, unitsSold: 5 });
    expect(
      await count(ctx, 'orders', sql`id in (select order_id from order_items where product_id = ${product.id})`),
    ).toBe(5);
    expect(await count(ctx, 'order_items', sql`product_id = ${product.id}`)).toBe(5);
  });

  it('never deadlocks when orders take the same products in opposite orders', async () => {
    const a = await makeProduct(ctx, { stock: 100 });
    const b = await makeProduct(ctx, { stock: 100 });
    const answers = await Promise.all(
      shoppers.map((user, i) =>
        placeOrder(
          ctx,
          user,
          orderBody(
            i % 2 === 0
              ? [
                  { productId: a.id, quantity: 1 },
                  { productId: b.id, quantity: 2 },
                ]
              : [
                  { productId: b.id, quantity: 2 },
                  { productId: a.id, quantity: 1 },
                ],
          ),
        ),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(shoppers.map(() => 201));
    expect(await stockOf(ctx, a.id)).toEqual({ stock: 80, unitsSold: 20 });
    expect(await stockOf(ctx, b.id)).toEqual({ stock: 60, unitsSold: 40 });
  });

  it('keeps stock exact when cancels and new orders race', async () => {
    const product = await makeProduct(ctx, { stock: 10 });
    const first = await Promise.all(
      shoppers.slice(0, 10).map((user) => placeOrder(ctx, user, orderBody([{ productId: product.id, quantity: 1 }]))),
    );
    expect(first.map((r) => r.statusCode)).toEqual(first.map(() => 201));
    expect((await stockOf(ctx, product.id)).stock).toBe(0);
    // Ten shoppers cancel while ten others try to buy: stock ends at 10 - (orders that got through) and never below 0.
    const mixed = await Promise.all([
      ...shoppers.slice(0, 10).map((user, i) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/orders/${first[i]!.json().data._id}/cancel`,
          headers: user.headers,
        }),
      ),
      ...shoppers.slice(10).map((user) => placeOrder(ctx, user, orderBody([{ productId: product.id, quantity: 1 }]))),
    ]);
    expect(mixed.slice(0, 10).map((r) => r.statusCode)).toEqual(shoppers.slice(0, 10).map(() => 200));
    const bought = mixed.slice(10).filter((r) => r.statusCode === 201).length;
    expect(mixed.slice(10).every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(await stockOf(ctx, product.id)).toEqual({ stock: 10 - bought, unitsSold: bought });
  });
});
