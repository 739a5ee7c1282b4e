/**
 * The counters of /orders (rule:my-orders: Total Orders, Placed, Delivered, Processing) are
 * counted over every order of the shopper, not over the page the list shows.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countMyOrders } from '../../domain/orders/count-my-orders';
import { makeProduct, orderBody, placeOrder } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function placed(user: TestUser, productId: string): Promise<string> {
  const response = await placeOrder(ctx, user, orderBody([{ productId, quantity: 1 }]));
  expect(response.statusCode).toBe(201);
  return (response.json().data as { _id: string })._id;
}

const setStatus = (id: string, status: string) =>
  ctx.database.db.execute(sql`update orders set status = ${status} where id = ${id}`);

describe('countMyOrders', () => {
  it('is all zeros for a shopper without orders', async () => {
    const user = await registerTestUser(ctx.app);
    expect(await countMyOrders(ctx.database.db, user.id)).toEqual({
      total: 0,
      byStatus: { Placed: 0, Processing: 0, 'In Transit': 0, Delivered: 0, Cancelled: 0, Returned: 0 },
    });
  });

  it('counts every order of the shopper per status, and no one else’s', async () => {
    const user = await registerTestUser(ctx.app);
    const other = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { stock: 50 });
    const ids = [];
    for (let i = 0; i < 7; i++) ids.push(await placed(user, product.id));
    await placed(other, product.id);
    await setStatus(ids[0]!, 'Processing');
    await setStatus(ids[1]!, 'Processing');
    await setStatus(ids[2]!, 'In Transit');
    await setStatus(ids[3]!, 'Delivered');
    await setStatus(ids[4]!, 'Cancelled');

    expect(await countMyOrders(ctx.database.db, user.id)).toEqual({
      total: 7,
      byStatus: { Placed: 2, Processing: 2, 'In Transit': 1, Delivered: 1, Cancelled: 1, Returned: 0 },
    });
    expect((await countMyOrders(ctx.database.db, other.id)).total).toBe(1);
  });

  it('counts beyond the 100 orders one page of the list holds', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { stock: 10 });
    const id = await placed(user, product.id);
    // 120 more orders copied from the first, without going through the API 120 times.
    await ctx.database.db.execute(sql`
      insert into orders (user_id, status, payment_method, full_name, phone, address_line, city, pincode, state,
                          subtotal_paise, savings_paise, shipping_paise, total_paise, item_count)
      select user_id, 'Delivered', payment_method, full_name, phone, address_line, city, pincode, state,
             subtotal_paise, savings_paise, shipping_paise, total_paise, item_count
      from orders, generate_series(1, 120) where id = ${id}`);
    const counts = await countMyOrders(ctx.database.db, user.id);
    expect(counts.total).toBe(121);
    expect(counts.byStatus).toMatchObject({ Placed: 1, Delivered: 120 });
  });
});
