/**
 * A guest's cart (ADR 0054): the cart API without signing in, under the HttpOnly cookie shop_guest_cart, with the
 * same caps as an account's; its expiry; and its merge into the account's cart at sign-in and sign-up (sums, clamps,
 * Saved for later, removed products, prices that moved, once only).
 */
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneExpiredRecords } from '../../domain/retention/prune-expired-records';
import { maxCartLines } from '../../domain/shared/limits';
import { startTestApp, type TestContext } from '../helpers/app';
import { expectError } from '../helpers/errors';
import { registerTestUser, type TestUser } from '../helpers/users';
import { addToCart, count, makeProduct, rows } from './fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const cookieName = 'shop_guest_cart';

/** The guest cart token a response set, if it set one. */
function guestTokenOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((c) => c.name === cookieName)?.value;
}

/** A guest: a browser holding (or not yet holding) the guest cart's cookie. */
class Guest {
  token: string | undefined;
  get headers(): Record<string, string> {
    return this.token ? { cookie: `${cookieName}=${this.token}` } : {};
  }
  async call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) {
    const response = await ctx.app.inject({ method, url, headers: this.headers, ...(payload ? { payload } : {}) });
    this.token = guestTokenOf(response) || this.token;
    return response;
  }
  add(productId: string, quantity: number, options: Record<string, string> = {}) {
    return this.call('POST', '/api/cart/add', { productId, quantity, ...options });
  }
  async cart() {
    const response = await this.call('GET', '/api/cart');
    expect(response.statusCode).toBe(200);
    return response.json().data as {
      items: { _id: string; quantity: number; sizes: string; product: { _id: string } }[];
    };
  }
  signIn(user: TestUser) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: this.headers,
      payload: { email: user.email, password: user.password },
    });
  }
}

async function accountCart(user: TestUser) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/cart', headers: user.headers });
  return response.json().data.items as { quantity: number; sizes: string; product: { _id: string } }[];
}

const quantities = (items: { quantity: number; product: { _id: string } }[]) =>
  Object.fromEntries(items.map((line) => [line.product._id, line.quantity]));

describe('a guest cart', () => {
  it('is empty before the first add, and reading it opens nothing and sets no cookie', async () => {
    const guest = new Guest();
    const response = await guest.call('GET', '/api/cart');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      items: [],
      count: 0,
      summary: { subtotal: 0, savings: 0, shipping: 0, total: 0, itemCount: 0 },
    });
    expect(guestTokenOf(response)).toBeUndefined();
  });

  it('opens on the first add under an HttpOnly cookie of 30 days, keeps only its hash, and adds up like an account', async () => {
    const before = await count(ctx, 'guest_carts');
    const product = await makeProduct(ctx, { stock: 20, pricePaise: 50_000, discount: 10, sizes: ['M', 'L'] });
    const guest = new Guest();
    const first = await guest.add(product.id, 2, { sizes: 'L' });
    expect(first.statusCode, first.body).toBe(200);
    const cookie = first.cookies.find((c) => c.name === cookieName)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
    expect(cookie.value.length).toBeGreaterThanOrEqual(40);
    expect(await count(ctx, 'guest_carts')).toBe(before + 1);
    expect(await count(ctx, 'guest_carts', sql`token_hash = ${cookie.value}`)).toBe(0);

    const again = await guest.add(product.id, 3, { sizes: 'L' });
    expect(again.statusCode).toBe(200);
    expect(await count(ctx, 'guest_carts')).toBe(before + 1);
    const cart = await guest.cart();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ quantity: 5, sizes: 'L' });
    expect(first.json().data.items[0].price).toBe(450);
  });

  it('changes and removes its own lines, and no one else’s', async () => {
    const product = await makeProduct(ctx, { stock: 20 });
    const guest = new Guest();
    await guest.add(product.id, 1);
    const [line] = (await guest.cart()).items;

    const updated = await guest.call('PUT', '/api/cart/update', { cartItemId: line!._id, quantity: 4 });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await guest.cart()).items[0]!.quantity).toBe(4);

    // Another guest, a guest with no cart and a signed-in shopper cannot touch it.
    const stranger = new Guest();
    await stranger.add(product.id, 1);
    expectError(await stranger.call('DELETE', `/api/cart/remove/${line!._id}`), 404, 'NOT_FOUND');
    expectError(
      await new Guest().call('PUT', '/api/cart/update', { cartItemId: line!._id, quantity: 1 }),
      404,
      'NOT_FOUND',
    );
    const shopper = await registerTestUser(ctx.app);
    const theirs = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/cart/remove/${line!._id}`,
      headers: shopper.headers,
    });
    expectError(theirs, 404, 'NOT_FOUND');
    expect((await guest.cart()).items[0]!.quantity).toBe(4);

    const removed = await guest.call('DELETE', `/api/cart/remove/${line!._id}`);
    expect(removed.statusCode).toBe(200);
    expect((await guest.cart()).items).toHaveLength(0);
  });

  it('refuses what an account’s cart refuses, and a refused first add opens no cart', async () => {
    const before = await count(ctx, 'guest_carts');
    const product = await makeProduct(ctx, { stock: 50, sizes: ['M'] });
    const guest = new Guest();
    expectError(await guest.add(crypto.randomUUID(), 1), 404, 'NOT_FOUND');
    expectError(await guest.add(product.id, 1, { sizes: 'XXL' }), 400, 'INVALID_OPTION');
    expectError(await guest.add(product.id, 0), 400, 'VALIDATION_ERROR');
    expectError(await guest.add(product.id, ctx.app.settings.maxUnitsPerProduct + 1), 422, 'QUANTITY_LIMIT');
    expect(guest.token).toBeUndefined();
    expect(await count(ctx, 'guest_carts')).toBe(before);

    await guest.add(product.id, ctx.app.settings.maxUnitsPerProduct);
    const over = expectError(await guest.add(product.id, 1), 422, 'QUANTITY_LIMIT');
    expect(over.message).toContain(`your cart already has ${ctx.app.settings.maxUnitsPerProduct}`);
  });

  it('refuses a change sent from another site', async () => {
    const product = await makeProduct(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { origin: 'https://evil.example' },
      payload: { productId: product.id, quantity: 1 },
    });
    expectError(response, 403, 'CROSS_ORIGIN');
    expect(guestTokenOf(response)).toBeUndefined();
  });

  it('is gone after 30 days unused: reads empty, the next add opens a new one, and pruning deletes it', async () => {
    const product = await makeProduct(ctx, { stock: 20 });
    const guest = new Guest();
    await guest.add(product.id, 2);
    const oldToken = guest.token!;
    await rows(
      ctx,
      sql`update guest_carts set last_used_at = now() - interval '31 days' where id =
            (select guest_cart_id from cart_items where guest_cart_id is not null order by created_at desc limit 1)`,
    );
    expect((await guest.cart()).items).toEqual([]);

    await guest.add(product.id, 1);
    expect(guest.token).not.toBe(oldToken);
    expect((await guest.cart()).items.map((l) => l.quantity)).toEqual([1]);

    const before = await count(ctx, 'cart_items', sql`guest_cart_id is not null`);
    const pruned = await pruneExpiredRecords(ctx.database.db);
    expect(pruned.guestCarts).toBeGreaterThanOrEqual(1);
    expect(await count(ctx, 'guest_carts', sql`last_used_at < now() - interval '30 days'`)).toBe(0);
    expect(await count(ctx, 'cart_items', sql`guest_cart_id is not null`)).toBe(before - 1);
  });
});

describe('merging at sign-in', () => {
  it('adds up the same product and options, adds the rest, empties the guest cart and clears its cookie', async () => {
    const shirt = await makeProduct(ctx, { title: 'Linen Shirt', stock: 30, sizes: ['M', 'L'] });
    const rice = await makeProduct(ctx, { title: 'Basmati Rice 5 kg', stock: 30 });
    const user = await registerTestUser(ctx.app);
    await addToCart(ctx, user, { productId: shirt.id, quantity: 1, sizes: 'M' });

    const guest = new Guest();
    await guest.add(shirt.id, 2, { sizes: 'M' });
    await guest.add(rice.id, 1);
    const response = await guest.signIn(user);
    expect(response.statusCode, response.body).toBe(200);
    const merge = response.json().data.cartMerge;
    expect(merge.lines).toEqual([
      expect.objectContaining({
        productId: shirt.id,
        outcome: 'combined',
        guestQuantity: 2,
        cartQuantity: 3,
        options: ['Size: M'],
        sentence: 'Linen Shirt (Size: M): your cart already had 1, so it now has 3.',
      }),
      expect.objectContaining({
        productId: rice.id,
        outcome: 'added',
        guestQuantity: 1,
        cartQuantity: 1,
        sentence: 'Basmati Rice 5 kg: 1 added to your cart.',
      }),
    ]);
    expect(quantities(await accountCart(user))).toEqual({ [shirt.id]: 3, [rice.id]: 1 });
    const cleared = response.cookies.find((c) => c.name === cookieName);
    expect(cleared?.value).toBe('');
    expect(await count(ctx, 'cart_items', sql`guest_cart_id is not null and product_id = ${rice.id}`)).toBe(0);
    // The guest cart is not written to again: its token now reads an empty cart.
    expect((await guest.cart()).items).toEqual([]);
  });

  it('clamps to stock and the per-order cap, moves what has no room to Saved for later, removes what is not sold', async () => {
    const cap = ctx.app.settings.maxUnitsPerProduct;
    const scarce = await makeProduct(ctx, { title: 'Steel Bottle', stock: 4 });
    const capped = await makeProduct(ctx, { title: 'Notebook', stock: 500 });
    const soldOut = await makeProduct(ctx, { title: 'Table Lamp', stock: 3 });
    const withdrawn = await makeProduct(ctx, { title: 'Old Radio', stock: 10 });
    const user = await registerTestUser(ctx.app);
    await addToCart(ctx, user, { productId: scarce.id, quantity: 3 });
    await addToCart(ctx, user, { productId: capped.id, quantity: cap });

    const guest = new Guest();
    await guest.add(scarce.id, 3);
    await guest.add(capped.id, 2);
    await guest.add(soldOut.id, 2);
    await guest.add(withdrawn.id, 1);
    await rows(ctx, sql`update products set stock = 0 where id = ${soldOut.id}`);
    await rows(ctx, sql`update products set is_listed = false where id = ${withdrawn.id}`);

    const merge = (await guest.signIn(user)).json().data.cartMerge;
    const byProduct = Object.fromEntries(merge.lines.map((l: { productId: string }) => [l.productId, l]));
    expect(byProduct[scarce.id]).toMatchObject({
      outcome: 'reduced',
      cartQuantity: 4,
      sentence: 'Steel Bottle: Only 4 in stock, so your cart has 4.',
    });
    expect(byProduct[capped.id]).toMatchObject({
      outcome: 'saved',
      cartQuantity: cap,
      sentence: `Notebook was moved to Saved for later: at most ${cap} of it can be in one order.`,
    });
    expect(byProduct[soldOut.id]).toMatchObject({
      outcome: 'saved',
      cartQuantity: 0,
      sentence: 'Table Lamp was moved to Saved for later: it is out of stock.',
    });
    expect(byProduct[withdrawn.id]).toMatchObject({
      outcome: 'removed',
      sentence: 'Old Radio is no longer sold, so it was removed.',
    });
    expect(quantities(await accountCart(user))).toEqual({ [scarce.id]: 4, [capped.id]: cap });
    const saved = await rows<{ product_id: string; quantity: number }>(
      ctx,
      sql`select product_id, quantity from saved_items where user_id = ${user.id} order by quantity`,
    );
    expect(saved).toEqual(
      expect.arrayContaining([
        { product_id: capped.id, quantity: 2 },
        { product_id: soldOut.id, quantity: 2 },
      ]),
    );
    expect(saved).toHaveLength(2);
  });

  it('shares stock between a product’s lines, and removes a line whose options are no longer sold', async () => {
    const kurta = await makeProduct(ctx, { title: 'Silk Kurta', stock: 4, sizes: ['M', 'L', 'XL'] });
    const guest = new Guest();
    await guest.add(kurta.id, 3, { sizes: 'M' });
    await guest.add(kurta.id, 3, { sizes: 'L' });
    await guest.add(kurta.id, 1, { sizes: 'XL' });
    await rows(ctx, sql`update products set sizes = array['M', 'L'] where id = ${kurta.id}`);
    const user = await registerTestUser(ctx.app);
    const merge = (await guest.signIn(user)).json().data.cartMerge;
    expect(merge.lines.map((l: { outcome: string; cartQuantity: number }) => [l.outcome, l.cartQuantity])).toEqual([
      ['added', 3],
      ['reduced', 1],
      ['removed', 0],
    ]);
    expect(merge.lines[2].sentence).toBe(
      'Silk Kurta (Size: XL) is no longer sold with these options, so it was removed. Please choose again on its page.',
    );
    const units = (await accountCart(user)).reduce((sum, line) => sum + line.quantity, 0);
    expect(units).toBe(4);
  });

  it('moves a new line to Saved for later when the account’s cart already holds 50 different items', async () => {
    const user = await registerTestUser(ctx.app);
    for (let i = 0; i < maxCartLines; i++) {
      const product = await makeProduct(ctx, { stock: 10 });
      await addToCart(ctx, user, { productId: product.id, quantity: 1 });
    }
    const extra = await makeProduct(ctx, { title: 'Yoga Mat', stock: 10 });
    const guest = new Guest();
    await guest.add(extra.id, 1);
    const merge = (await guest.signIn(user)).json().data.cartMerge;
    expect(merge.lines).toEqual([
      expect.objectContaining({
        outcome: 'saved',
        sentence: `Yoga Mat was moved to Saved for later: your cart already has ${maxCartLines} different items.`,
      }),
    ]);
    expect(await accountCart(user)).toHaveLength(maxCartLines);
  });

  it('tells of a price that moved since the guest added the line', async () => {
    const product = await makeProduct(ctx, { title: 'Wireless Mouse', stock: 10, pricePaise: 100_000, discount: 0 });
    const guest = new Guest();
    await guest.add(product.id, 1);
    await rows(ctx, sql`update products set price_paise = 89900 where id = ${product.id}`);
    const user = await registerTestUser(ctx.app);
    const [line] = (await guest.signIn(user)).json().data.cartMerge.lines;
    expect(line).toMatchObject({
      priceWhenAdded: 1000,
      priceNow: 899,
      sentence: 'Wireless Mouse: 1 added to your cart. Its price fell from ₹1,000 to ₹899 since you added it.',
    });
  });

  it('happens once: a retried sign-in, a second tab at the same time and another account change nothing more', async () => {
    const product = await makeProduct(ctx, { stock: 30 });
    const user = await registerTestUser(ctx.app);
    await addToCart(ctx, user, { productId: product.id, quantity: 1 });
    const guest = new Guest();
    await guest.add(product.id, 2);

    // Two tabs sign in at once with the same guest cart.
    const [a, b] = await Promise.all([guest.signIn(user), guest.signIn(user)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.cartMerge).toEqual(b.json().data.cartMerge);
    expect(quantities(await accountCart(user))).toEqual({ [product.id]: 3 });

    // The answer was lost and the browser signs in again with the old cookie: the same report, nothing added.
    const retried = await guest.signIn(user);
    expect(retried.json().data.cartMerge).toEqual(a.json().data.cartMerge);
    expect(quantities(await accountCart(user))).toEqual({ [product.id]: 3 });

    // Someone else signing in with that cookie gets nothing of it.
    const other = await registerTestUser(ctx.app);
    const theirs = await guest.signIn(other);
    expect(theirs.json().data.cartMerge).toBeNull();
    expect(await accountCart(other)).toEqual([]);
  });

  it('merges at sign-up too, and a sign-in without a guest cart reports nothing', async () => {
    const product = await makeProduct(ctx, { title: 'Cotton Saree', stock: 10 });
    const guest = new Guest();
    await guest.add(product.id, 1);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: guest.headers,
      payload: {
        fullName: 'Meera Iyer',
        email: `meera.${crypto.randomUUID().slice(0, 8)}@example.in`,
        phone: '9876543210',
        password: 'Secret123!',
        gender: 'female',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { authToken, cartMerge } = response.json().data;
    expect(cartMerge.lines).toEqual([
      expect.objectContaining({ outcome: 'added', sentence: 'Cotton Saree: 1 added to your cart.' }),
    ]);
    const cart = await ctx.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { authorization: `Bearer ${authToken}` },
    });
    expect(cart.json().data.items).toHaveLength(1);

    const plain = await registerTestUser(ctx.app);
    const signIn = await new Guest().signIn(plain);
    expect(signIn.json().data.cartMerge).toBeNull();
  });

  it('signing out clears the guest cart cookie too, leaving a guest with an empty cart', async () => {
    const user = await registerTestUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...user.headers, cookie: `${cookieName}=leftover` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === cookieName)?.value).toBe('');
  });
});
