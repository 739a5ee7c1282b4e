/**
 * The cart API (rule:cart-api: GET cart, cart/add, cart/update, cart/remove): options resolved
 * against the product, merging, ownership, totals from the one pricing module (rule:free-shipping).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../helpers/app';
import { expectError } from '../helpers/errors';
import { registerTestUser, type TestUser } from '../helpers/users';
import { addToCart, count, getCart, makeProduct, rows } from './fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const cartLines = (user: TestUser) => count(ctx, 'cart_items', sql`user_id = ${user.id}`);

describe('with a token that is not a live session', () => {
  it('answers 401 on every cart endpoint, whatever the body, and writes nothing (a guest has no token at all)', async () => {
    const product = await makeProduct(ctx);
    const calls = [
      { method: 'GET' as const, url: '/api/cart' },
      { method: 'POST' as const, url: '/api/cart/add', payload: { productId: product.id, quantity: 1 } },
      { method: 'POST' as const, url: '/api/cart/add', payload: { quantity: 'lots' } },
      { method: 'PUT' as const, url: '/api/cart/update', payload: { productId: product.id, quantity: 2 } },
      { method: 'DELETE' as const, url: `/api/cart/remove/${crypto.randomUUID()}` },
    ];
    for (const headers of [{ authorization: 'Bearer not-a-real-token' }, { cookie: 'token-admin-ecom=expired' }]) {
      for (const call of calls) {
        const response = await ctx.app.inject({ ...call, headers });
        expectError(response, 401, 'UNAUTHORIZED');
      }
    }
    expect(await count(ctx, 'cart_items')).toBe(0);
    expect(await count(ctx, 'guest_carts')).toBe(0);
  });
});

describe('signed in by the session cookie (rule:httponly-session)', () => {
  it('reads and changes the cart, but refuses a change sent from another origin', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx);
    const cookie = `token-admin-ecom=${user.token}`;
    const read = await ctx.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } });
    expect(read.statusCode).toBe(200);
    const sameSite = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { cookie, origin: 'http://localhost:3000' },
      payload: { productId: product.id, quantity: 1 },
    });
    expect(sameSite.statusCode).toBe(200);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { productId: product.id, quantity: 1 },
    });
    expectError(foreign, 403, 'CROSS_ORIGIN');
    const [line] = await rows(ctx, sql`select quantity from cart_items where user_id = ${user.id}`);
    expect(line).toEqual({ quantity: 1 });
  });
});

describe('GET /api/cart', () => {
  it('answers an empty cart with zero totals', async () => {
    const user = await registerTestUser(ctx.app);
    const response = await getCart(ctx, user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Cart fetched',
      data: { items: [], count: 0, summary: { subtotal: 0, savings: 0, shipping: 0, total: 0, itemCount: 0 } },
    });
  });
});

describe('POST /api/cart/add', () => {
  it('adds a line, preselecting the first value of every option the shopper left out', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, {
      title: 'Cotton Kurta',
      titleHi: 'कॉटन कुर्ता',
      brand: 'Fabindia',
      pricePaise: 129_950,
      discount: 20,
      stock: 7,
      colors: ['Red', 'Blue'],
      sizes: ['M', 'L'],
      material: 'Cotton',
      images: ['/uploads/products/kurta-1.webp', '/uploads/products/kurta-2.webp'],
    });
    const response = await addToCart(ctx, user, { productId: product.id, quantity: 2, sizes: 'L' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Added to cart');
    expect(body.data.count).toBe(1);
    const [line] = body.data.items;
    expect(line).toEqual({
      _id: expect.any(String),
      id: line._id,
      product: {
        _id: product.id,
        id: product.id,
        title: 'Cotton Kurta',
        titleHi: 'कॉटन कुर्ता',
        brand: 'Fabindia',
        images: ['/uploads/products/kurta-1.webp', '/uploads/products/kurta-2.webp'],
        price: 1299.5,
        discount: 20,
        stock: 7,
        ratings: { average: 0, totalReviews: 0 },
      },
      quantity: 2,
      colors: 'Red',
      sizes: 'L',
      specs: '',
      weight: '',
      rams: '',
      material: 'Cotton',
      expiryDate: '',
      warranty: '',
      originalPrice: 1299.5,
      price: 1039.6,
      inStock: true,
    });
    // 2 x 1299.50 = 2599.00; savings 2 x 259.90 = 519.80; above ₹500 so shipping is free.
    expect(body.data.summary).toEqual({ subtotal: 2599, savings: 519.8, shipping: 0, total: 2079.2, itemCount: 2 });

    const [stored] = await rows(
      ctx,
      sql`select quantity, colors, sizes, material from cart_items where user_id = ${user.id}`,
    );
    expect(stored).toEqual({ quantity: 2, colors: 'Red', sizes: 'L', material: 'Cotton' });
  });

  it('merges the same product and options into one line, and keeps other options apart', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { colors: ['Black', 'White'] });
    await addToCart(ctx, user, { productId: product.id, quantity: 1 });
    // Explicit first value, other case: the same choice as the preselected one.
    const second = await addToCart(ctx, user, { productId: product.id, quantity: 3, colors: 'black' });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.items).toHaveLength(1);
    expect(second.json().data.items[0]).toMatchObject({ quantity: 4, colors: 'Black' });

    const third = await addToCart(ctx, user, { productId: product.id, quantity: 1, colors: 'White' });
    expect(third.json().data.count).toBe(2);
    expect(third.json().data.items.map((i: { colors: string; quantity: number }) => [i.colors, i.quantity])).toEqual([
      ['Black', 4],
      ['White', 1],
    ]);
    expect(await cartLines(user)).toBe(2);
  });

  it('merges two adds sent at the same moment into one line', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx);
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => addToCart(ctx, user, { productId: product.id, quantity: 2 })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const [line] = await rows(ctx, sql`select quantity from cart_items where user_id = ${user.id}`);
    expect(await cartLines(user)).toBe(1);
    expect(line).toEqual({ quantity: 8 });
  });

  it('allows a quantity above stock (the drawer warns)', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { stock: 3 });
    const over = await addToCart(ctx, user, { productId: product.id, quantity: 5 });
    expect(over.statusCode).toBe(200);
    expect(over.json().data.items[0]).toMatchObject({ quantity: 5, inStock: false, product: { stock: 3 } });
  });

  it('refuses to hold more than 10 units of one product over all its lines, with a message naming it (rule:quantity-limits)', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { title: 'Cotton Kurta', stock: 500, sizes: ['M', 'L'] });
    const tooMany = await addToCart(ctx, user, { productId: product.id, quantity: 11 });
    expect(expectError(tooMany, 422, 'QUANTITY_LIMIT').message).toBe(
      'You can order at most 10 of Cotton Kurta in one order.',
    );
    expect(await cartLines(user)).toBe(0);

    expect((await addToCart(ctx, user, { productId: product.id, quantity: 6, sizes: 'M' })).statusCode).toBe(200);
    const merged = await addToCart(ctx, user, { productId: product.id, quantity: 5, sizes: 'M' });
    expect(expectError(merged, 422, 'QUANTITY_LIMIT').message).toBe(
      'You can order at most 10 of Cotton Kurta in one order, and your cart already has 6.',
    );
    expectError(await addToCart(ctx, user, { productId: product.id, quantity: 5, sizes: 'L' }), 422, 'QUANTITY_LIMIT');
    expect((await addToCart(ctx, user, { productId: product.id, quantity: 4, sizes: 'L' })).statusCode).toBe(200);
    const stored = await rows(
      ctx,
      sql`select sizes, quantity from cart_items where user_id = ${user.id} order by sizes desc`,
    );
    expect(stored).toEqual([
      { sizes: 'M', quantity: 6 },
      { sizes: 'L', quantity: 4 },
    ]);
  });

  it('refuses quantities that are not whole numbers from 1 to 99, writing nothing', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx);
    for (const quantity of [-1, 0, 1.5, '2', 1e21, null, 100, true, [1]]) {
      const response = await addToCart(ctx, user, { productId: product.id, quantity });
      const body = expectError(response, 400, 'VALIDATION_ERROR');
      expect(body.message).toMatch(/Quantity/);
    }
    const missing = await addToCart(ctx, user, { productId: product.id });
    expect(expectError(missing, 400, 'VALIDATION_ERROR').message).toBe('Quantity is required');
    expect(await cartLines(user)).toBe(0);
  });

  it('refuses a missing or malformed productId with 400 and an unknown or withdrawn product with 404', async () => {
    const user = await registerTestUser(ctx.app);
    expect(expectError(await addToCart(ctx, user, { quantity: 1 }), 400, 'VALIDATION_ERROR').message).toBe(
      'productId is required',
    );
    expectError(await addToCart(ctx, user, { productId: 'abc', quantity: 1 }), 400, 'VALIDATION_ERROR');
    expectError(await addToCart(ctx, user, { productId: 42, quantity: 1 }), 400, 'VALIDATION_ERROR');
    const unknown = await addToCart(ctx, user, { productId: crypto.randomUUID(), quantity: 1 });
    expect(expectError(unknown, 404, 'NOT_FOUND').message).toBe('Product not found');
    const withdrawn = await makeProduct(ctx, { isActive: false });
    expectError(await addToCart(ctx, user, { productId: withdrawn.id, quantity: 1 }), 404, 'NOT_FOUND');
    expect(await cartLines(user)).toBe(0);
  });

  it('refuses malformed JSON and non-object bodies', async () => {
    const user = await registerTestUser(ctx.app);
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"productId": ',
    });
    expectError(malformed, 400, 'INVALID_JSON');
    const array = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: user.headers,
      payload: [1, 2],
    });
    expectError(array, 400, 'VALIDATION_ERROR');
    expect(await cartLines(user)).toBe(0);
  });

  it('refuses an option value the product does not offer with a clear 400 INVALID_OPTION', async () => {
    const user = await registerTestUser(ctx.app);
    const phone = await makeProduct(ctx, {
      title: 'Pixel 9',
      specs: ['128 GB', '256 GB'],
      rams: ['8 GB', '12 GB'],
      colors: ['Obsidian'],
    });
    const badStorage = await addToCart(ctx, user, { productId: phone.id, quantity: 1, specs: '1 TB' });
    expect(expectError(badStorage, 400, 'INVALID_OPTION').message).toBe(
      '"1 TB" is not an available storage option for Pixel 9. Please choose one of: 128 GB, 256 GB.',
    );
    const badRam = await addToCart(ctx, user, { productId: phone.id, quantity: 1, rams: '4 GB' });
    expect(expectError(badRam, 400, 'INVALID_OPTION').message).toMatch(/RAM option for Pixel 9/);
    const badColour = await addToCart(ctx, user, { productId: phone.id, quantity: 1, colors: 'Pink' });
    expect(expectError(badColour, 400, 'INVALID_OPTION').message).toMatch(/colour/);

    const shirt = await makeProduct(ctx, { title: 'Linen Shirt', material: 'Linen', sizes: ['S'] });
    const badMaterial = await addToCart(ctx, user, { productId: shirt.id, quantity: 1, material: 'Silk' });
    expect(expectError(badMaterial, 400, 'INVALID_OPTION').message).toBe('Linen Shirt is made of Linen, not "Silk".');
    const longOption = await addToCart(ctx, user, { productId: shirt.id, quantity: 1, sizes: 'x'.repeat(101) });
    expectError(longOption, 400, 'VALIDATION_ERROR');
    const numberOption = await addToCart(ctx, user, { productId: shirt.id, quantity: 1, sizes: 5 });
    expectError(numberOption, 400, 'VALIDATION_ERROR');
    expect(await cartLines(user)).toBe(0);
  });

  it('drops options for lists the product does not have, and accepts null and empty values', async () => {
    const user = await registerTestUser(ctx.app);
    const rice = await makeProduct(ctx, { weight: ['1 kg', '5 kg'] });
    const response = await addToCart(ctx, user, {
      productId: rice.id,
      quantity: 1,
      colors: 'Green',
      sizes: null,
      specs: '',
      weight: '5 kg',
      rams: '',
      material: '',
      expiryDate: '',
      warranty: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.items[0]).toMatchObject({ colors: '', sizes: '', specs: '', weight: '5 kg', rams: '' });
  });

  it('ignores fields a client must not set (price, userId)', async () => {
    const user = await registerTestUser(ctx.app);
    const other = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { pricePaise: 50_000, discount: 0 });
    const response = await addToCart(ctx, user, { productId: product.id, quantity: 1, price: 1, userId: other.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.items[0]).toMatchObject({ price: 500, originalPrice: 500 });
    expect(await cartLines(user)).toBe(1);
    expect(await cartLines(other)).toBe(0);
  });

  it('holds at most 50 different lines, but still merges into an existing one', async () => {
    const user = await registerTestUser(ctx.app);
    const products = [];
    for (let i = 0; i < 51; i++) products.push(await makeProduct(ctx));
    for (const product of products.slice(0, 50)) {
      expect((await addToCart(ctx, user, { productId: product.id, quantity: 1 })).statusCode).toBe(200);
    }
    const full = await addToCart(ctx, user, { productId: products[50]!.id, quantity: 1 });
    expect(expectError(full, 409, 'CONFLICT').message).toMatch(/50 different items/);
    const merge = await addToCart(ctx, user, { productId: products[0]!.id, quantity: 1 });
    expect(merge.statusCode).toBe(200);
    expect(await cartLines(user)).toBe(50);
  });
});

describe('totals (rule:order-totals, rule:free-shipping: free shipping when the subtotal is above ₹500)', () => {
  async function cartWith(pricePaise: number, discount: number, quantity: number) {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { pricePaise, discount });
    const response = await addToCart(ctx, user, { productId: product.id, quantity });
    expect(response.statusCode).toBe(200);
    return response.json().data.summary;
  }

  it('charges ₹99 when the subtotal is exactly the threshold', async () => {
    expect(await cartWith(50_000, 0, 1)).toEqual({ subtotal: 500, savings: 0, shipping: 99, total: 599, itemCount: 1 });
  });

  it('ships free one paisa above the threshold', async () => {
    expect(await cartWith(50_001, 0, 1)).toEqual({
      subtotal: 500.01,
      savings: 0,
      shipping: 0,
      total: 500.01,
      itemCount: 1,
    });
  });

  it('compares the subtotal before discounts with the threshold', async () => {
    // 2 x ₹300 = ₹600 (above ₹500) although the shopper pays ₹300 after 50% off.
    expect(await cartWith(30_000, 50, 2)).toEqual({
      subtotal: 600,
      savings: 300,
      shipping: 0,
      total: 300,
      itemCount: 2,
    });
  });

  it('applies per-unit discounts rounded to the paisa, times the quantity', async () => {
    // ₹199.99 at 15% off: unit savings ₹30.00 (2999.85 paise rounds to 3000), three units.
    expect(await cartWith(19_999, 15, 3)).toEqual({
      subtotal: 599.97,
      savings: 90,
      shipping: 0,
      total: 509.97,
      itemCount: 3,
    });
    // Below the threshold with a discount: ₹100 at 10% off, 2 units.
    expect(await cartWith(10_000, 10, 2)).toEqual({
      subtotal: 200,
      savings: 20,
      shipping: 99,
      total: 279,
      itemCount: 2,
    });
  });

  it('sums several lines and counts lines in count, units in itemCount', async () => {
    const user = await registerTestUser(ctx.app);
    const a = await makeProduct(ctx, { pricePaise: 25_000, discount: 0 });
    const b = await makeProduct(ctx, { pricePaise: 10_000, discount: 20 });
    await addToCart(ctx, user, { productId: a.id, quantity: 1 });
    const response = await addToCart(ctx, user, { productId: b.id, quantity: 2 });
    // Subtotal 250 + 200 = 450 (not above 500): shipping 99; savings 2 x 20 = 40.
    expect(response.json().data.count).toBe(2);
    expect(response.json().data.summary).toEqual({
      subtotal: 450,
      savings: 40,
      shipping: 99,
      total: 509,
      itemCount: 3,
    });
  });
});

describe('PUT /api/cart/update', () => {
  it('sets the quantity of the line found by product and options', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { sizes: ['S', 'M'] });
    await addToCart(ctx, user, { productId: product.id, quantity: 1, sizes: 'M' });
    await addToCart(ctx, user, { productId: product.id, quantity: 1, sizes: 'S' });
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/cart/update',
      headers: user.headers,
      payload: {
        productId: product.id,
        quantity: 5,
        sizes: 'M',
        colors: '',
        material: '',
        expiryDate: '',
        warranty: '',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Cart updated');
    const items = response.json().data.items.map((i: { sizes: string; quantity: number }) => [i.sizes, i.quantity]);
    expect(items).toEqual([
      ['M', 5],
      ['S', 1],
    ]);
  });

  it('sets the quantity of the line found by cartItemId', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx);
    const added = await addToCart(ctx, user, { productId: product.id, quantity: 1 });
    const cartItemId = added.json().data.items[0]._id;
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/cart/update',
      headers: user.headers,
      payload: { cartItemId, quantity: 3 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.items[0]).toMatchObject({ _id: cartItemId, quantity: 3 });
  });

  it('answers 404 for a line that is not in the cart, and for another shopper’s line (unchanged)', async () => {
    const owner = await registerTestUser(ctx.app);
    const intruder = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { colors: ['Red', 'Blue'] });
    const added = await addToCart(ctx, owner, { productId: product.id, quantity: 2 });
    const cartItemId = added.json().data.items[0]._id;

    const byId = await ctx.app.inject({
      method: 'PUT',
      url: '/api/cart/update',
      headers: intruder.headers,
      payload: { cartItemId, quantity: 9 },
    });
    expect(expectError(byId, 404, 'NOT_FOUND').message).toBe('This item is not in your cart');
    const byProduct = await ctx.app.inject({
      method: 'PUT',
      url: '/api/cart/update',
      headers: intruder.headers,
      payload: { productId: product.id, quantity: 9 },
    });
    expectError(byProduct, 404, 'NOT_FOUND');
    const otherOption = await ctx.app.inject({
      method: 'PUT',
      url: '/api/cart/update',
      headers: owner.headers,
      payload: { productId: product.id, quantity: 9, colors: 'Blue' },
    });
    expectError(otherOption, 404, 'NOT_FOUND');
    const unknownProduct = await ctx.app.inject({
      method: 'PUT',
      url: '/api/cart/update',
      headers: owner.headers,
      payload: { productId: crypto.randomUUID(), quantity: 9 },
    });
    expect(expectError(unknownProduct, 404, 'NOT_FOUND').message).toBe('Product not found');
    const mismatched = await ctx.app.inject({
      method: 'PUT',
      url: '/api/cart/update',
      headers: owner.headers,
      payload: { cartItemId, productId: crypto.randomUUID(), quantity: 9 },
    });
    expectError(mismatched, 404, 'NOT_FOUND');

    const [line] = await rows(ctx, sql`select quantity from cart_items where id = ${cartItemId}`);
    expect(line).toEqual({ quantity: 2 });
    expect(await cartLines(intruder)).toBe(0);
  });

  it('refuses a raise past 10 units of the product over all its lines, but always allows lowering (rule:quantity-limits)', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { title: 'Cotton Kurta', stock: 500, sizes: ['M', 'L'] });
    const m = (await addToCart(ctx, user, { productId: product.id, quantity: 3, sizes: 'M' })).json().data.items[0]._id;
    await addToCart(ctx, user, { productId: product.id, quantity: 7, sizes: 'L' });
    const update = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PUT', url: '/api/cart/update', headers: user.headers, payload });

    const raised = await update({ cartItemId: m, quantity: 4 });
    expect(expectError(raised, 422, 'QUANTITY_LIMIT').message).toBe(
      'You can order at most 10 of Cotton Kurta in one order, and 7 more are in your cart with other options.',
    );
    expect(expectError(await update({ cartItemId: m, quantity: 11 }), 422, 'QUANTITY_LIMIT').details).toMatchObject({
      maxUnitsPerProduct: 10,
    });
    expectError(await update({ productId: product.id, sizes: 'L', quantity: 8 }), 422, 'QUANTITY_LIMIT');
    expect((await update({ productId: product.id, sizes: 'L', quantity: 5 })).statusCode).toBe(200);
    expect((await update({ cartItemId: m, quantity: 5 })).statusCode).toBe(200);

    // A line filled before the cap existed can come down one step at a time.
    await rows(ctx, sql`update cart_items set quantity = 40 where id = ${m}`);
    expect((await update({ cartItemId: m, quantity: 39 })).statusCode).toBe(200);
    expectError(await update({ cartItemId: m, quantity: 40 }), 422, 'QUANTITY_LIMIT');
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { colors: ['Red'] });
    await addToCart(ctx, user, { productId: product.id, quantity: 2 });
    const bodies = [
      { productId: product.id, quantity: 0 },
      { productId: product.id, quantity: -1 },
      { productId: product.id, quantity: 2.5 },
      { productId: product.id, quantity: '3' },
      { productId: product.id, quantity: null },
      { productId: product.id },
      { quantity: 3 },
      { cartItemId: 'nope', quantity: 3 },
      { productId: 'nope', quantity: 3 },
    ];
    for (const payload of bodies) {
      const response = await ctx.app.inject({ method: 'PUT', url: '/api/cart/update', headers: user.headers, payload });
      expectError(response, 400, 'VALIDATION_ERROR');
    }
    const badOption = await ctx.app.inject({
      method: 'PUT',
      url: '/api/cart/update',
      headers: user.headers,
      payload: { productId: product.id, quantity: 3, colors: 'Green' },
    });
    expectError(badOption, 400, 'INVALID_OPTION');
    const [line] = await rows(ctx, sql`select quantity from cart_items where user_id = ${user.id}`);
    expect(line).toEqual({ quantity: 2 });
  });
});

describe('DELETE /api/cart/remove/:cartItemId', () => {
  it('removes the line and answers the cart', async () => {
    const user = await registerTestUser(ctx.app);
    const a = await makeProduct(ctx);
    const b = await makeProduct(ctx);
    await addToCart(ctx, user, { productId: a.id, quantity: 1 });
    const added = await addToCart(ctx, user, { productId: b.id, quantity: 1 });
    const lineB = added.json().data.items[1]._id;
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/cart/remove/${lineB}`,
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Removed from cart');
    expect(response.json().data.items.map((i: { product: { _id: string } }) => i.product._id)).toEqual([a.id]);
    expect(await cartLines(user)).toBe(1);

    const again = await ctx.app.inject({ method: 'DELETE', url: `/api/cart/remove/${lineB}`, headers: user.headers });
    expectError(again, 404, 'NOT_FOUND');
  });

  it('answers 404 for another shopper’s line and removes nothing', async () => {
    const owner = await registerTestUser(ctx.app);
    const intruder = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx);
    const added = await addToCart(ctx, owner, { productId: product.id, quantity: 1 });
    const lineId = added.json().data.items[0]._id;
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/cart/remove/${lineId}`,
      headers: intruder.headers,
    });
    expectError(response, 404, 'NOT_FOUND');
    expect(await cartLines(owner)).toBe(1);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const user = await registerTestUser(ctx.app);
    const malformed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/cart/remove/not-an-id',
      headers: user.headers,
    });
    expect(expectError(malformed, 400, 'VALIDATION_ERROR').message).toMatch(/Invalid cart item id/);
    const unknown = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/cart/remove/${crypto.randomUUID()}`,
      headers: user.headers,
    });
    expectError(unknown, 404, 'NOT_FOUND');
  });
});

describe('the API document', () => {
  it('lists the cart endpoints', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/cart', '/api/cart/add', '/api/cart/update', '/api/cart/remove/{cartItemId}']),
    );
  });
});
