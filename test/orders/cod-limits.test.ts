/**
 * What keeps free cash-on-delivery orders from buying out and holding the stock (ADR 0021):
 * rule:quantity-limits (units of one product per order), rule:open-cod-orders (Placed orders per
 * account and per phone, also when sent at the same moment; on PostgreSQL these really run in
 * parallel), rule:cod-order-ceiling (422, never a 500, and 64-bit totals when the ceiling is raised),
 * rule:top-selling (units sold go back on cancel) and rule:review-cards (Verified Purchase follows
 * the orders that are not cancelled).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, makeProduct, orderBody, placeOrder, rows, stockOf, validAddress } from '../cart/fixtures';
import { startTestApp, testDbKind, type TestContext } from '../helpers/app';
import { expectError } from '../helpers/errors';
import { registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
beforeAll(async () => {
  // The production defaults, spelled out: the test helper raises the open-order cap for other files.
  ctx = await startTestApp({ MAX_UNITS_PER_PRODUCT: '10', MAX_OPEN_COD_ORDERS: '3', MAX_COD_ORDER_RUPEES: '100000' });
});
afterAll(async () => {
  await ctx.close();
});

let phoneCounter = 0;
/** A mobile number no other test of this file uses, so the per-phone cap of one test is its own. */
function freshPhone(): string {
  phoneCounter += 1;
  return `9${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(6, '0')}`;
}

const withPhone = (phone: string) => ({ shippingAddress: { ...validAddress, phone } });
const ordersOf = (user: TestUser) => count(ctx, 'orders', sql`user_id = ${user.id}`);

function orderOne(user: TestUser, productId: string, phone: string, quantity = 1) {
  return placeOrder(ctx, user, orderBody([{ productId, quantity }], withPhone(phone)));
}

describe('units of one product in one order (rule:quantity-limits)', () => {
  it('takes 10 units of a product over several lines, and refuses an 11th with 422 naming the product', async () => {
    const user = await registerTestUser(ctx.app);
    const shirt = await makeProduct(ctx, { title: 'Linen Shirt', stock: 50, sizes: ['M', 'L'] });
    const phone = freshPhone();

    const over = await placeOrder(
      ctx,
      user,
      orderBody(
        [
          { productId: shirt.id, quantity: 6, sizes: 'M' },
          { productId: shirt.id, quantity: 5, sizes: 'L' },
        ],
        withPhone(phone),
      ),
    );
    const body = expectError(over, 422, 'QUANTITY_LIMIT');
    expect(body.message).toBe('You can order at most 10 of Linen Shirt in one order. Please reduce the quantity.');
    expect(await ordersOf(user)).toBe(0);
    expect(await stockOf(ctx, shirt.id)).toEqual({ stock: 50, unitsSold: 0 });

    const atCap = await placeOrder(
      ctx,
      user,
      orderBody(
        [
          { productId: shirt.id, quantity: 5, sizes: 'M' },
          { productId: shirt.id, quantity: 5, sizes: 'L' },
        ],
        withPhone(phone),
      ),
    );
    expect(atCap.statusCode, atCap.body).toBe(201);
    expect(await stockOf(ctx, shirt.id)).toEqual({ stock: 40, unitsSold: 10 });
  });

  it('refuses a Buy Now of one line of 99 units, the most a line may hold', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { title: 'Steel Tumbler', stock: 500 });
    const response = await orderOne(user, product.id, freshPhone(), 99);
    expect(expectError(response, 422, 'QUANTITY_LIMIT').details).toEqual({
      productId: product.id,
      maxUnitsPerProduct: 10,
    });
    expect(await stockOf(ctx, product.id)).toEqual({ stock: 500, unitsSold: 0 });
  });
});

describe('open cash-on-delivery orders (rule:open-cod-orders)', () => {
  it('takes 3 Placed orders per account, refuses a 4th with 409, and takes one again after a cancel', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { stock: 100 });
    const placed = [];
    // Three phones, so only the account's count is at work.
    for (let i = 0; i < 3; i++) {
      const response = await orderOne(user, product.id, freshPhone());
      expect(response.statusCode, response.body).toBe(201);
      placed.push(response.json().data._id as string);
    }
    const fourth = await orderOne(user, product.id, freshPhone());
    const body = expectError(fourth, 409, 'TOO_MANY_OPEN_ORDERS');
    expect(body.message).toBe(
      'You already have 3 cash-on-delivery orders waiting for confirmation. You can place another once one of them is confirmed or cancelled.',
    );
    expect(await ordersOf(user)).toBe(3);
    expect(await stockOf(ctx, product.id)).toEqual({ stock: 97, unitsSold: 3 });

    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${placed[0]}/cancel`,
      headers: user.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await orderOne(user, product.id, freshPhone())).statusCode).toBe(201);
  });

  it('stops counting an order once the shop has confirmed it (Processing)', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { stock: 100 });
    for (let i = 0; i < 3; i++) expect((await orderOne(user, product.id, freshPhone())).statusCode).toBe(201);
    expectError(await orderOne(user, product.id, freshPhone()), 409, 'TOO_MANY_OPEN_ORDERS');
    await rows(ctx, sql`update orders set status = 'Processing' where user_id = ${user.id}`);
    expect((await orderOne(user, product.id, freshPhone())).statusCode).toBe(201);
  });

  it('counts per delivery phone over every account, whatever way the number is written', async () => {
    const product = await makeProduct(ctx, { stock: 100 });
    const phone = freshPhone();
    const spellings = [phone, `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`, `0${phone}`];
    for (const spelling of spellings) {
      const user = await registerTestUser(ctx.app);
      const response = await orderOne(user, product.id, spelling);
      expect(response.statusCode, response.body).toBe(201);
    }
    const stranger = await registerTestUser(ctx.app);
    const refused = await orderOne(stranger, product.id, `91-${phone}`);
    const body = expectError(refused, 409, 'TOO_MANY_OPEN_ORDERS');
    expect(body.message).toBe(
      'This phone number already has 3 cash-on-delivery orders waiting for confirmation. You can place another once one of them is confirmed or cancelled.',
    );
    expect(await ordersOf(stranger)).toBe(0);
    // Another number is fine for the same shopper.
    expect((await orderOne(stranger, product.id, freshPhone())).statusCode).toBe(201);
  });

  it(`holds when one account sends 10 orders at the same moment (${testDbKind})`, async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { stock: 100 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        placeOrder(ctx, user, orderBody([{ productId: product.id, quantity: 1 }], withPhone(freshPhone())), {
          'idempotency-key': crypto.randomUUID(),
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await ordersOf(user)).toBe(3);
    expect(await stockOf(ctx, product.id)).toEqual({ stock: 97, unitsSold: 3 });
  });

  it(`holds when 10 accounts send orders for one phone at the same moment (${testDbKind})`, async () => {
    const product = await makeProduct(ctx, { stock: 100 });
    const phone = freshPhone();
    const shoppers = [];
    for (let i = 0; i < 10; i++) shoppers.push(await registerTestUser(ctx.app));
    const answers = await Promise.all(shoppers.map((user) => orderOne(user, product.id, phone)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await count(ctx, 'orders', sql`phone = ${phone}`)).toBe(3);
  });
});

describe('the cash-on-delivery ceiling (rule:cod-order-ceiling)', () => {
  it('refuses an order above ₹1,00,000 with 422 and writes nothing', async () => {
    const user = await registerTestUser(ctx.app);
    const laptop = await makeProduct(ctx, { title: 'Gaming Laptop', pricePaise: 5_500_000, discount: 0, stock: 5 });
    const response = await orderOne(user, laptop.id, freshPhone(), 2);
    const body = expectError(response, 422, 'ORDER_TOO_LARGE');
    expect(body.message).toBe(
      'Cash on delivery is available for orders up to ₹1,00,000. This order comes to ₹1,10,000. Please remove some items and try again.',
    );
    expect(await ordersOf(user)).toBe(0);
    expect(await stockOf(ctx, laptop.id)).toEqual({ stock: 5, unitsSold: 0 });
    expect((await orderOne(user, laptop.id, freshPhone(), 1)).statusCode).toBe(201);
  });

  it('answers 422, not 500, for an order whose total passes 2^31 paise', async () => {
    const user = await registerTestUser(ctx.app);
    const a = await makeProduct(ctx, { pricePaise: 200_000_000, discount: 0, stock: 10 });
    const b = await makeProduct(ctx, { pricePaise: 200_000_000, discount: 0, stock: 10 });
    const response = await placeOrder(
      ctx,
      user,
      orderBody(
        [
          { productId: a.id, quantity: 10 },
          { productId: b.id, quantity: 10 },
        ],
        withPhone(freshPhone()),
      ),
    );
    expectError(response, 422, 'ORDER_TOO_LARGE');
    expect(await stockOf(ctx, a.id)).toEqual({ stock: 10, unitsSold: 0 });
  });
});

describe('a raised ceiling', () => {
  let big: TestContext;
  beforeAll(async () => {
    big = await startTestApp({ MAX_COD_ORDER_RUPEES: '100000000' });
  });
  afterAll(async () => {
    await big.close();
  });

  it('stores and answers a total above 2^31 paise (64-bit money columns)', async () => {
    const user = await registerTestUser(big.app);
    const a = await makeProduct(big, { pricePaise: 200_000_000, discount: 0, stock: 10 });
    const b = await makeProduct(big, { pricePaise: 200_000_000, discount: 5, stock: 10 });
    const response = await placeOrder(
      big,
      user,
      orderBody([
        { productId: a.id, quantity: 10 },
        { productId: b.id, quantity: 10 },
      ]),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ subtotal: 40_000_000, savings: 1_000_000, totalAmount: 39_000_000 });

    const read = await big.app.inject({
      method: 'GET',
      url: `/api/orders/${response.json().data._id}`,
      headers: user.headers,
    });
    expect(read.json().data).toMatchObject({ subtotal: 40_000_000, savings: 1_000_000, totalAmount: 39_000_000 });
    const [stored] = await rows(
      big,
      sql`select subtotal_paise::text as subtotal, total_paise::text as total from orders where user_id = ${user.id}`,
    );
    expect(stored).toEqual({ subtotal: '4000000000', total: '3900000000' });
  });
});

describe('cancelling an order', () => {
  const reviewsOf = async (productId: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/product/${productId}/reviews` })).json().data.reviews as {
      user: { verified: boolean };
    }[];

  it('takes its units back out of units sold (rule:top-selling)', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { stock: 20 });
    const order = (await orderOne(user, product.id, freshPhone(), 7)).json().data;
    expect(await stockOf(ctx, product.id)).toEqual({ stock: 13, unitsSold: 7 });
    await ctx.app.inject({ method: 'POST', url: `/api/orders/${order._id}/cancel`, headers: user.headers });
    expect(await stockOf(ctx, product.id)).toEqual({ stock: 20, unitsSold: 0 });
  });

  it('takes the Verified Purchase badge away, and a new order gives it back (rule:review-cards)', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { stock: 20 });
    const first = (await orderOne(user, product.id, freshPhone())).json().data;
    const written = await ctx.app.inject({
      method: 'POST',
      url: `/api/product/${product.id}/review`,
      headers: user.headers,
      payload: { rating: 5, comment: 'Lovely' },
    });
    expect(written.json().data.user.verified).toBe(true);

    await ctx.app.inject({ method: 'POST', url: `/api/orders/${first._id}/cancel`, headers: user.headers });
    expect((await reviewsOf(product.id)).map((r) => r.user.verified)).toEqual([false]);

    expect((await orderOne(user, product.id, freshPhone())).statusCode).toBe(201);
    expect((await reviewsOf(product.id)).map((r) => r.user.verified)).toEqual([true]);
  });

  it('keeps the badge while another order of the product stands', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { stock: 20 });
    const first = (await orderOne(user, product.id, freshPhone())).json().data;
    expect((await orderOne(user, product.id, freshPhone())).statusCode).toBe(201);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/product/${product.id}/review`,
      headers: user.headers,
      payload: { rating: 4, comment: 'Good' },
    });
    await ctx.app.inject({ method: 'POST', url: `/api/orders/${first._id}/cancel`, headers: user.headers });
    expect((await reviewsOf(product.id)).map((r) => r.user.verified)).toEqual([true]);
  });
});
