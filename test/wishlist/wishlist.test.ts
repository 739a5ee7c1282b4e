/**
 * Saved for later, the wishlist (issue 37): save a product (options resolved as cart/add resolves them, saving again
 * keeps one row, at most 200 an account), remove, move to the cart with every cart cap (a refusal leaves the row), a
 * cart line saved for later; signed-in only, another shopper's rows and lines a 404 (rule:object-ownership).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxSavedItems } from '../../domain/wishlist/saved-items';
import { startTestApp, type TestContext } from '../helpers/app';
import { expectError } from '../helpers/errors';
import { registerTestUser, type TestUser } from '../helpers/users';
import { addToCart, count, makeProduct, rows } from '../cart/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

function call(user: TestUser | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: user ? user.headers : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
const save = (user: TestUser | null, payload: unknown) => call(user, 'POST', '/api/wishlist/add', payload);
const readWishlist = (user: TestUser) => call(user, 'GET', '/api/wishlist');
const removeSaved = (user: TestUser, id: string) => call(user, 'DELETE', `/api/wishlist/remove/${id}`);
const moveToCart = (user: TestUser, id: string) => call(user, 'POST', `/api/wishlist/move-to-cart/${id}`);
const saveLineForLater = (user: TestUser, id: string) => call(user, 'POST', `/api/cart/save-for-later/${id}`);

const savedRows = (user: TestUser) =>
  rows<{ product_id: string; quantity: number; colors: string; sizes: string; saved_price_paise: number }>(
    ctx,
    sql`select product_id, quantity, colors, sizes, saved_price_paise from saved_items where user_id = ${user.id} order by created_at`,
  );
const cartRows = (user: TestUser) =>
  rows<{ id: string; product_id: string; quantity: number; colors: string; sizes: string }>(
    ctx,
    sql`select id, product_id, quantity, colors, sizes from cart_items where user_id = ${user.id} order by created_at`,
  );

describe('a guest, or a token that is not a live session', () => {
  it('gets 401 on every wishlist endpoint, whatever the body, and nothing is written', async () => {
    const product = await makeProduct(ctx);
    const id = crypto.randomUUID();
    const calls = [
      { method: 'GET' as const, url: '/api/wishlist' },
      { method: 'POST' as const, url: '/api/wishlist/add', payload: { productId: product.id } },
      { method: 'POST' as const, url: '/api/wishlist/add', payload: { quantity: 'lots' } },
      { method: 'DELETE' as const, url: `/api/wishlist/remove/${id}` },
      { method: 'POST' as const, url: `/api/wishlist/move-to-cart/${id}` },
      { method: 'POST' as const, url: `/api/cart/save-for-later/${id}` },
    ];
    for (const headers of [{}, { authorization: 'Bearer not-a-real-token' }, { cookie: 'token-admin-ecom=expired' }]) {
      for (const request of calls) expectError(await ctx.app.inject({ ...request, headers }), 401, 'UNAUTHORIZED');
    }
    expect(await count(ctx, 'saved_items')).toBe(0);
  });

  it('refuses a save with the session cookie from another origin (403)', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/wishlist/add',
      headers: { cookie: `token-admin-ecom=${user.token}`, origin: 'https://evil.example' },
      payload: { productId: product.id },
    });
    expectError(foreign, 403, 'CROSS_ORIGIN');
    expect(await savedRows(user)).toEqual([]);
  });
});

describe('POST /api/wishlist/add', () => {
  it('saves one of the product, its options resolved as cart/add resolves them, at its sale price', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, {
      title: 'Cotton Kurta',
      brand: 'Fabindia',
      pricePaise: 129_950,
      discount: 20,
      stock: 7,
      colors: ['Red', 'Blue'],
      sizes: ['M', 'L'],
      material: 'Cotton',
      images: ['/uploads/products/kurta-1.webp'],
    });
    const response = await save(user, { productId: product.id, sizes: 'l' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Saved for later');
    expect(body.data.count).toBe(1);
    expect(body.data.items).toEqual([
      {
        _id: expect.any(String),
        product: {
          _id: product.id,
          id: product.id,
          title: 'Cotton Kurta',
          titleHi: null,
          brand: 'Fabindia',
          images: ['/uploads/products/kurta-1.webp'],
          price: 1299.5,
          discount: 20,
          stock: 7,
          ratings: { average: 0, totalReviews: 0 },
        },
        quantity: 1,
        colors: 'Red',
        sizes: 'L',
        specs: '',
        weight: '',
        rams: '',
        material: 'Cotton',
        savedPrice: 1039.6,
        price: 1039.6,
        inStock: true,
        savedAt: expect.any(String),
      },
    ]);
    expect(await savedRows(user)).toEqual([
      { product_id: product.id, quantity: 1, colors: 'Red', sizes: 'L', saved_price_paise: 103_960 },
    ]);
  });

  it('keeps one row when the same product and options are saved again, with the larger quantity and its first price', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { colors: ['Black', 'White'], pricePaise: 50_000, discount: 0 });
    expect((await save(user, { productId: product.id, quantity: 3 })).statusCode).toBe(200);
    await ctx.database.db.execute(sql`update products set price_paise = 40000 where id = ${product.id}`);
    const again = await save(user, { productId: product.id, colors: 'black' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.items).toHaveLength(1);
    expect(again.json().data.items[0]).toMatchObject({ quantity: 3, colors: 'Black', savedPrice: 500, price: 400 });
    // Other options are another row.
    expect((await save(user, { productId: product.id, colors: 'White', quantity: 2 })).json().data.count).toBe(2);
    expect((await savedRows(user)).map((r) => [r.colors, r.quantity])).toEqual([
      ['Black', 3],
      ['White', 2],
    ]);
  });

  it('keeps one row when the same save arrives several times at once', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx);
    const answers = await Promise.all([1, 2, 3, 4].map(() => save(user, { productId: product.id })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await savedRows(user)).toHaveLength(1);
  });

  it('lists the newest first', async () => {
    const user = await registerTestUser(ctx.app);
    const first = await makeProduct(ctx, { title: 'Saved first' });
    const second = await makeProduct(ctx, { title: 'Saved second' });
    await save(user, { productId: first.id });
    await save(user, { productId: second.id });
    const listed = (await readWishlist(user)).json();
    expect(listed.message).toBe('Saved items fetched');
    expect(listed.data.items.map((i: { product: { title: string } }) => i.product.title)).toEqual([
      'Saved second',
      'Saved first',
    ]);
  });

  it('refuses bad bodies with 400 and writes nothing', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { sizes: ['M'] });
    const bad = [
      {},
      { productId: 'not-a-uuid' },
      { productId: product.id, quantity: 0 },
      { productId: product.id, quantity: 1.5 },
      { productId: product.id, quantity: '2' },
      { productId: product.id, quantity: 100 },
      { productId: product.id, sizes: 42 },
    ];
    for (const payload of bad) expectError(await save(user, payload), 400, 'VALIDATION_ERROR');
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/wishlist/add',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"productId":',
    });
    expect(malformed.statusCode).toBe(400);
    const option = expectError(await save(user, { productId: product.id, sizes: 'XXL' }), 400, 'INVALID_OPTION');
    expect(option.message).toContain('"XXL" is not an available size');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'x']) {
      expectError(
        await call(user, 'DELETE', `/api/wishlist/remove/${id}`),
        id === 'x' ? 400 : 404,
        id === 'x' ? 'VALIDATION_ERROR' : 'NOT_FOUND',
      );
    }
    expectError(await moveToCart(user, 'x'), 400, 'VALIDATION_ERROR');
    expectError(await saveLineForLater(user, 'x'), 400, 'VALIDATION_ERROR');
    expect(await savedRows(user)).toEqual([]);
  });

  it('refuses an unknown or withdrawn product with 404', async () => {
    const user = await registerTestUser(ctx.app);
    const hidden = await makeProduct(ctx, { isActive: false });
    expectError(await save(user, { productId: crypto.randomUUID() }), 404, 'NOT_FOUND');
    expectError(await save(user, { productId: hidden.id }), 404, 'NOT_FOUND');
    expect(await savedRows(user)).toEqual([]);
  });

  it(`holds at most ${maxSavedItems} items, refusing another with a clear 409, but a save again still passes`, async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx);
    await ctx.database.db.execute(sql`
      insert into saved_items (user_id, product_id, colors, saved_price_paise)
      select ${user.id}, ${product.id}, case when n = 1 then '' else 'c' || n end, 1000
      from generate_series(1, ${maxSavedItems}) as n`);
    const other = await makeProduct(ctx);
    const refused = expectError(await save(user, { productId: other.id }), 409, 'CONFLICT');
    expect(refused.message).toBe(
      `Saved for later can hold ${maxSavedItems} items at most. Please remove something or move it to your cart first.`,
    );
    expect((await save(user, { productId: product.id })).statusCode).toBe(200);
    expect(await count(ctx, 'saved_items', sql`user_id = ${user.id}`)).toBe(maxSavedItems);
    expect((await readWishlist(user)).json().data.count).toBe(maxSavedItems);

    // A cart line cannot be saved for later either; it stays in the cart.
    expect((await addToCart(ctx, user, { productId: other.id, quantity: 2 })).statusCode).toBe(200);
    const [line] = await cartRows(user);
    expectError(await saveLineForLater(user, line!.id), 409, 'CONFLICT');
    expect(await cartRows(user)).toEqual([line]);
  });
});

describe('DELETE /api/wishlist/remove/{savedItemId}', () => {
  it("removes the shopper's row, and answers 404 for another shopper's, which stays", async () => {
    const owner = await registerTestUser(ctx.app);
    const other = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx);
    const id = (await save(owner, { productId: product.id })).json().data.items[0]._id as string;

    expectError(await removeSaved(other, id), 404, 'NOT_FOUND');
    expect(await savedRows(owner)).toHaveLength(1);

    const removed = await removeSaved(owner, id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({
      success: true,
      message: 'Removed from Saved for later',
      data: { items: [], count: 0 },
    });
    expectError(await removeSaved(owner, id), 404, 'NOT_FOUND');
  });
});

describe('POST /api/wishlist/move-to-cart/{savedItemId}', () => {
  it('adds it to the cart as cart/add does, merging with a line of the same options, and deletes the row', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { sizes: ['M', 'L'], stock: 40 });
    await addToCart(ctx, user, { productId: product.id, quantity: 2, sizes: 'L' });
    const id = (await save(user, { productId: product.id, sizes: 'L', quantity: 3 })).json().data.items[0]._id;

    const moved = await moveToCart(user, id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ success: true, message: 'Moved to cart', data: { items: [], count: 0 } });
    expect((await cartRows(user)).map((l) => [l.product_id, l.sizes, l.quantity])).toEqual([[product.id, 'L', 5]]);
    expect(await savedRows(user)).toEqual([]);
    expectError(await moveToCart(user, id), 404, 'NOT_FOUND');
  });

  it("answers 404 for another shopper's row and moves nothing", async () => {
    const owner = await registerTestUser(ctx.app);
    const other = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx);
    const id = (await save(owner, { productId: product.id })).json().data.items[0]._id;
    expectError(await moveToCart(other, id), 404, 'NOT_FOUND');
    expect(await savedRows(owner)).toHaveLength(1);
    expect(await cartRows(other)).toEqual([]);
  });

  it('is refused by the cart cap (QUANTITY_LIMIT), leaving the row saved and the cart as it was', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { title: 'Steel Bottle', stock: 500 });
    await addToCart(ctx, user, { productId: product.id, quantity: 8 });
    const id = (await save(user, { productId: product.id, quantity: 3 })).json().data.items[0]._id;
    const refused = expectError(await moveToCart(user, id), 422, 'QUANTITY_LIMIT');
    expect(refused.message).toBe('You can order at most 10 of Steel Bottle in one order, and your cart already has 8.');
    expect(await savedRows(user)).toHaveLength(1);
    expect((await cartRows(user)).map((l) => l.quantity)).toEqual([8]);
  });

  it('refuses a product no longer sold with 409, leaving the row', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { title: 'Old Phone' });
    const id = (await save(user, { productId: product.id })).json().data.items[0]._id;
    await ctx.database.db.execute(sql`update products set is_active = false where id = ${product.id}`);
    expect((await readWishlist(user)).json().data.items[0]).toMatchObject({ inStock: false });
    const refused = expectError(await moveToCart(user, id), 409, 'CONFLICT');
    expect(refused.message).toBe('Old Phone is no longer sold, so it cannot go to your cart.');
    expect(await savedRows(user)).toHaveLength(1);
    expect(await cartRows(user)).toEqual([]);
  });
});

describe('POST /api/cart/save-for-later/{cartItemId}', () => {
  it('moves the cart line, with its options and quantity, to Saved for later', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { colors: ['Teal', 'Navy'], pricePaise: 80_000, discount: 25 });
    await addToCart(ctx, user, { productId: product.id, quantity: 4, colors: 'Navy' });
    const [line] = await cartRows(user);

    const saved = await saveLineForLater(user, line!.id);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Saved for later');
    expect(saved.json().data.items).toEqual([
      expect.objectContaining({ quantity: 4, colors: 'Navy', savedPrice: 600, price: 600, inStock: true }),
    ]);
    expect(await cartRows(user)).toEqual([]);
    expect(await savedRows(user)).toEqual([
      { product_id: product.id, quantity: 4, colors: 'Navy', sizes: '', saved_price_paise: 60_000 },
    ]);

    // Saved again from the cart: the units add up in the one row.
    await addToCart(ctx, user, { productId: product.id, quantity: 2, colors: 'Navy' });
    const [again] = await cartRows(user);
    expect((await saveLineForLater(user, again!.id)).json().data.items[0].quantity).toBe(6);
    expect(await savedRows(user)).toHaveLength(1);
    expectError(await saveLineForLater(user, again!.id), 404, 'NOT_FOUND');
  });

  it("answers 404 for another shopper's line and for a guest's line, which stay in their carts", async () => {
    const owner = await registerTestUser(ctx.app);
    const other = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx);
    await addToCart(ctx, owner, { productId: product.id, quantity: 1 });
    const [line] = await cartRows(owner);
    expectError(await saveLineForLater(other, line!.id), 404, 'NOT_FOUND');
    expect(await cartRows(owner)).toEqual([line]);

    const guestAdd = await addToCart(ctx, null, { productId: product.id, quantity: 1 });
    expect(guestAdd.statusCode, guestAdd.body).toBe(200);
    const guestLineId = guestAdd.json().data.items[0]._id as string;
    expectError(await saveLineForLater(other, guestLineId), 404, 'NOT_FOUND');
    expect(await count(ctx, 'cart_items', sql`id = ${guestLineId}`)).toBe(1);
    expect(await savedRows(other)).toEqual([]);
  });
});
