/**
 * POST /api/orders/place (rule:order-api, rule:server-prices-orders, rule:no-overselling): the server prices
 * the order from the database, takes stock in one transaction, and a refusal writes nothing at all.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  count,
  getCart,
  makeProduct,
  orderBody,
  placeOrder,
  rows,
  stockOf,
  validAddress,
} from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { expectError } from '../helpers/errors';
import { registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const ordersOf = (user: TestUser) => count(ctx, 'orders', sql`user_id = ${user.id}`);
const cartLinesOf = (user: TestUser) => count(ctx, 'cart_items', sql`user_id = ${user.id}`);

describe('without a signed-in user', () => {
  it('answers 401 on every order endpoint and writes nothing', async () => {
    const product = await makeProduct(ctx);
    const id = crypto.randomUUID();
    const calls = [
      {
        method: 'POST' as const,
        url: '/api/orders/place',
        payload: orderBody([{ productId: product.id, quantity: 1 }]),
      },
      { method: 'POST' as const, url: '/api/orders/place', payload: { nonsense: true } },
      { method: 'GET' as const, url: '/api/orders/my' },
      { method: 'GET' as const, url: `/api/orders/${id}` },
      { method: 'POST' as const, url: `/api/orders/${id}/cancel` },
    ];
    for (const call of calls) expectError(await ctx.app.inject(call), 401, 'UNAUTHORIZED');
    expect(await count(ctx, 'orders')).toBe(0);
    expect((await stockOf(ctx, product.id)).stock).toBe(50);
  });
});

describe('placing an order from the cart', () => {
  it('answers 201 with the order, takes stock, records history and empties the cart', async () => {
    const user = await registerTestUser(ctx.app);
    const shirt = await makeProduct(ctx, {
      title: 'Oxford Shirt',
      pricePaise: 149_900,
      discount: 10,
      stock: 10,
      sizes: ['M', 'L'],
      colors: ['White', 'Blue'],
      material: 'Cotton',
      images: ['/uploads/products/shirt-a.webp', '/uploads/products/shirt-b.webp'],
    });
    const socks = await makeProduct(ctx, { title: 'Socks', pricePaise: 19_900, discount: 0, stock: 4 });
    await addToCart(ctx, user, { productId: shirt.id, quantity: 2, sizes: 'L', colors: 'Blue' });
    await addToCart(ctx, user, { productId: socks.id, quantity: 3 });
    const cart = (await getCart(ctx, user)).json().data;

    // A contract client's checkout sends the cart lines as they are, with the product object and the client's total.
    const response = await placeOrder(ctx, user, {
      orderItems: cart.items.map((item: Record<string, unknown>) => ({
        product: item.product,
        quantity: item.quantity,
        colors: item.colors,
        sizes: item.sizes,
        specs: item.specs,
        weight: item.weight,
        rams: item.rams,
        material: item.material,
        expiryDate: '',
        warranty: '',
      })),
      shippingAddress: { ...validAddress, phone: '+91 98765-43210' },
      paymentMethod: 'COD',
      totalAmount: cart.summary.total,
      email: 'asha@example.in',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Order placed successfully');
    const order = body.data;
    // Shirt 2 x 1499 = 2998, savings 2 x 149.90 = 299.80; socks 3 x 199 = 597. Subtotal 3595 > 500: free shipping.
    expect(order).toMatchObject({
      _id: expect.any(String),
      orderNumber: expect.any(Number),
      orderStatus: 'Placed',
      subtotal: 3595,
      savings: 299.8,
      shipping: 0,
      totalAmount: 3295.2,
      itemCount: 5,
      paymentMethod: 'COD',
      email: 'asha@example.in',
      shippingAddress: { ...validAddress, phone: '9876543210' },
      canCancel: true,
    });
    expect(order.id).toBe(order._id);
    expect(order.orderNumber).toBeGreaterThanOrEqual(100001);
    expect(order.orderItems).toEqual([
      {
        _id: expect.any(String),
        quantity: 2,
        product: {
          _id: shirt.id,
          id: shirt.id,
          title: 'Oxford Shirt',
          images: ['/uploads/products/shirt-a.webp'],
          price: 1499,
        },
        price: 1349.1,
        originalPrice: 1499,
        discount: 10,
        // The category's window, kept on the line (rule:return-window).
        returnDays: 7,
        colors: 'Blue',
        sizes: 'L',
        specs: '',
        weight: '',
        rams: '',
        material: 'Cotton',
      },
      {
        _id: expect.any(String),
        quantity: 3,
        product: { _id: socks.id, id: socks.id, title: 'Socks', images: [expect.any(String)], price: 199 },
        price: 199,
        originalPrice: 199,
        discount: 0,
        returnDays: 7,
        colors: '',
        sizes: '',
        specs: '',
        weight: '',
        rams: '',
        material: '',
      },
    ]);
    expect(order.statusHistory).toEqual([{ status: 'Placed', note: 'Order placed', createdAt: expect.any(String) }]);
    expect(new Date(order.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    expect(await stockOf(ctx, shirt.id)).toEqual({ stock: 8, unitsSold: 2 });
    expect(await stockOf(ctx, socks.id)).toEqual({ stock: 1, unitsSold: 3 });
    expect(await cartLinesOf(user)).toBe(0);
    const [stored] = await rows(
      ctx,
      // Money columns are bigint (ADR 0021), which node-postgres reads as text: read them as numbers.
      sql`select status, subtotal_paise::float8 as subtotal_paise, savings_paise::float8 as savings_paise,
                 shipping_paise::float8 as shipping_paise, total_paise::float8 as total_paise, item_count, phone
          from orders where id = ${order._id}`,
    );
    expect(stored).toEqual({
      status: 'Placed',
      subtotal_paise: 359_500,
      savings_paise: 29_980,
      shipping_paise: 0,
      total_paise: 329_520,
      item_count: 5,
      phone: '9876543210',
    });
    expect(await count(ctx, 'order_status_history', sql`order_id = ${order._id}`)).toBe(1);
  });

  it('leaves the other cart lines alone on a Buy Now of one product', async () => {
    const user = await registerTestUser(ctx.app);
    const kept = await makeProduct(ctx);
    const bought = await makeProduct(ctx, { colors: ['Red', 'Green'] });
    await addToCart(ctx, user, { productId: kept.id, quantity: 1 });
    await addToCart(ctx, user, { productId: bought.id, quantity: 1, colors: 'Green' });
    await addToCart(ctx, user, { productId: bought.id, quantity: 1, colors: 'Red' });
    // Buy Now of the red one, options left for the server to preselect (the first value, Red).
    const response = await placeOrder(ctx, user, orderBody([{ productId: bought.id, quantity: 1 }]));
    expect(response.statusCode).toBe(201);
    const remaining = await rows<{ product_id: string; colors: string }>(
      ctx,
      sql`select product_id, colors from cart_items where user_id = ${user.id} order by created_at`,
    );
    expect(remaining).toEqual([
      { product_id: kept.id, colors: '' },
      { product_id: bought.id, colors: 'Green' },
    ]);
  });

  it('accepts the product as a bare id or as productId, and merges repeated lines', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { pricePaise: 10_000, discount: 0, stock: 10 });
    const response = await placeOrder(ctx, user, {
      orderItems: [
        { product: product.id, quantity: 1 },
        { productId: product.id, quantity: 2 },
        { product: { id: product.id }, quantity: 1 },
      ],
      shippingAddress: validAddress,
      paymentMethod: 'COD',
    });
    expect(response.statusCode).toBe(201);
    const order = response.json().data;
    expect(order.orderItems).toHaveLength(1);
    expect(order.orderItems[0].quantity).toBe(4);
    // 4 x ₹100 = ₹400, not above ₹500: ₹99 shipping.
    expect(order).toMatchObject({ subtotal: 400, shipping: 99, totalAmount: 499, itemCount: 4, email: '' });
    expect((await stockOf(ctx, product.id)).stock).toBe(6);
  });

  it('ignores a tampered price, title and total: the database prices the order (rule:server-prices-orders)', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { title: 'Gold Watch', pricePaise: 2_500_000, discount: 5 });
    const response = await placeOrder(ctx, user, {
      orderItems: [
        {
          product: { _id: product.id, title: 'Free stuff', price: 1, discount: 100 },
          quantity: 1,
          price: 1,
          originalPrice: 1,
        },
      ],
      shippingAddress: validAddress,
      paymentMethod: 'COD',
      totalAmount: 1,
      subtotal: 1,
      shipping: 0,
      orderStatus: 'Delivered',
      userId: crypto.randomUUID(),
    });
    expect(response.statusCode).toBe(201);
    const order = response.json().data;
    expect(order).toMatchObject({
      orderStatus: 'Placed',
      subtotal: 25_000,
      savings: 1250,
      shipping: 0,
      totalAmount: 23_750,
    });
    expect(order.orderItems[0]).toMatchObject({
      price: 23_750,
      originalPrice: 25_000,
      discount: 5,
      product: { title: 'Gold Watch', price: 25_000 },
    });
    const [stored] = await rows(
      ctx,
      sql`select total_paise::float8 as total_paise, user_id, status from orders where id = ${order._id}`,
    );
    expect(stored).toEqual({ total_paise: 2_375_000, user_id: user.id, status: 'Placed' });
    const [line] = await rows(
      ctx,
      sql`select title, unit_price_paise, discount from order_items where order_id = ${order._id}`,
    );
    expect(line).toEqual({ title: 'Gold Watch', unit_price_paise: 2_500_000, discount: 5 });
  });

  it('keeps the snapshot when the catalog changes later', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { title: 'Old Title', pricePaise: 80_000, discount: 0 });
    const placed = (await placeOrder(ctx, user, orderBody([{ productId: product.id, quantity: 1 }]))).json().data;
    await ctx.database.db.execute(
      sql`update products set title = 'New Title', price_paise = 99900 where id = ${product.id}`,
    );
    const fetched = await ctx.app.inject({ method: 'GET', url: `/api/orders/${placed._id}`, headers: user.headers });
    expect(fetched.json().data.orderItems[0]).toMatchObject({
      product: { title: 'Old Title', price: 800 },
      price: 800,
    });
    expect(fetched.json().data.totalAmount).toBe(800);
  });
});

describe('refusals write nothing', () => {
  async function snapshot(user: TestUser, productIds: string[]) {
    return {
      orders: await count(ctx, 'orders'),
      orderItems: await count(ctx, 'order_items'),
      history: await count(ctx, 'order_status_history'),
      cart: await rows(
        ctx,
        sql`select product_id, quantity from cart_items where user_id = ${user.id} order by product_id`,
      ),
      stock: await Promise.all(productIds.map((id) => stockOf(ctx, id))),
    };
  }

  it('refuses a shortfall with 409 INSUFFICIENT_STOCK and rolls everything back', async () => {
    const user = await registerTestUser(ctx.app);
    // Sorted so the plentiful product is taken first: its stock must come back too.
    const [first, second] = [await makeProduct(ctx, { stock: 10 }), await makeProduct(ctx, { stock: 2 })].sort(
      (a, b) => (a.id < b.id ? -1 : 1),
    );
    await ctx.database.db.execute(sql`update products set stock = 10 where id = ${first!.id}`);
    await ctx.database.db.execute(sql`update products set stock = 2, title = 'Rare Tea' where id = ${second!.id}`);
    await addToCart(ctx, user, { productId: first!.id, quantity: 3 });
    await addToCart(ctx, user, { productId: second!.id, quantity: 3 });
    const before = await snapshot(user, [first!.id, second!.id]);

    const response = await placeOrder(
      ctx,
      user,
      orderBody([
        { productId: first!.id, quantity: 3 },
        { productId: second!.id, quantity: 3 },
      ]),
    );
    const body = expectError(response, 409, 'INSUFFICIENT_STOCK');
    expect(body.message).toBe('Only 2 left of Rare Tea. Please reduce the quantity.');
    expect(body.details).toEqual({ productId: second!.id, available: 2 });
    expect(await snapshot(user, [first!.id, second!.id])).toEqual(before);
    expect(before.stock).toEqual([
      { stock: 10, unitsSold: 0 },
      { stock: 2, unitsSold: 0 },
    ]);
  });

  it('counts the same product in several option lines against its stock', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { title: 'Tee', stock: 3, sizes: ['S', 'M'] });
    const response = await placeOrder(
      ctx,
      user,
      orderBody([
        { productId: product.id, quantity: 2, sizes: 'S' },
        { productId: product.id, quantity: 2, sizes: 'M' },
      ]),
    );
    expect(expectError(response, 409, 'INSUFFICIENT_STOCK').message).toBe(
      'Only 3 left of Tee. Please reduce the quantity.',
    );
    expect(await stockOf(ctx, product.id)).toEqual({ stock: 3, unitsSold: 0 });
    expect(await ordersOf(user)).toBe(0);
  });

  it('refuses an out-of-stock or withdrawn product with a clear message', async () => {
    const user = await registerTestUser(ctx.app);
    const soldOut = await makeProduct(ctx, { title: 'Sold Out Lamp', stock: 0 });
    const withdrawn = await makeProduct(ctx, { title: 'Old Lamp', stock: 5, isActive: false });
    const a = await placeOrder(ctx, user, orderBody([{ productId: soldOut.id, quantity: 1 }]));
    expect(expectError(a, 409, 'INSUFFICIENT_STOCK').message).toBe(
      'Sold Out Lamp is out of stock. Please remove it from your order.',
    );
    const b = await placeOrder(ctx, user, orderBody([{ productId: withdrawn.id, quantity: 1 }]));
    expect(expectError(b, 409, 'INSUFFICIENT_STOCK').message).toBe(
      'Old Lamp is no longer available. Please remove it from your order.',
    );
    expect(await stockOf(ctx, withdrawn.id)).toEqual({ stock: 5, unitsSold: 0 });
    expect(await ordersOf(user)).toBe(0);
  });

  it('refuses Online payment with a clear 422', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx);
    const response = await placeOrder(
      ctx,
      user,
      orderBody([{ productId: product.id, quantity: 1 }], { paymentMethod: 'Online' }),
    );
    expect(expectError(response, 422, 'UNPROCESSABLE').message).toBe(
      'Online payment is not available yet. Please choose Cash on Delivery.',
    );
    expect(await ordersOf(user)).toBe(0);
    expect((await stockOf(ctx, product.id)).stock).toBe(50);
  });

  it('refuses an unknown product with 404 and an unavailable option with 400', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { colors: ['Teal'] });
    const unknown = await placeOrder(
      ctx,
      user,
      orderBody([
        { productId: product.id, quantity: 1 },
        { productId: crypto.randomUUID(), quantity: 1 },
      ]),
    );
    expectError(unknown, 404, 'NOT_FOUND');
    const badOption = await placeOrder(ctx, user, orderBody([{ productId: product.id, quantity: 1, colors: 'Pink' }]));
    expect(expectError(badOption, 400, 'INVALID_OPTION').message).toMatch(/"Pink" is not an available colour/);
    expect((await stockOf(ctx, product.id)).stock).toBe(50);
    expect(await ordersOf(user)).toBe(0);
  });

  it('refuses malformed requests with 400 and the first problem in plain words', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx);
    const item = { product: { _id: product.id }, quantity: 1 };
    const base = { orderItems: [item], shippingAddress: validAddress, paymentMethod: 'COD' };
    const cases: [unknown, string | RegExp][] = [
      [{ ...base, orderItems: [] }, 'Your order has no items'],
      [{ ...base, orderItems: Array.from({ length: 51 }, () => item) }, 'An order can have at most 50 items'],
      [{ ...base, orderItems: undefined }, 'Order items are required'],
      [{ ...base, orderItems: 'all of them' }, 'Order items are required'],
      [{ ...base, orderItems: [{ quantity: 1 }] }, 'Each order item needs a product'],
      [{ ...base, orderItems: [{ product: { title: 'x' }, quantity: 1 }] }, 'Each order item needs a product'],
      [{ ...base, orderItems: [{ product: 'abc', quantity: 1 }] }, /product id/],
      [
        { ...base, orderItems: [{ product: product.id, productId: crypto.randomUUID(), quantity: 1 }] },
        'productId and product._id disagree',
      ],
      [{ ...base, orderItems: [{ ...item, quantity: 0 }] }, 'Quantity must be at least 1'],
      [{ ...base, orderItems: [{ ...item, quantity: -1 }] }, 'Quantity must be at least 1'],
      [{ ...base, orderItems: [{ ...item, quantity: 1.5 }] }, 'Quantity must be a whole number'],
      [{ ...base, orderItems: [{ ...item, quantity: '2' }] }, 'Quantity must be a number'],
      [{ ...base, orderItems: [{ ...item, quantity: 1e21 }] }, /Quantity/],
      [{ ...base, orderItems: [{ ...item, quantity: null }] }, 'Quantity must be a number'],
      [{ ...base, orderItems: [{ product: item.product }] }, 'Quantity is required'],
      [{ ...base, shippingAddress: undefined }, 'Shipping address is required'],
      [{ ...base, shippingAddress: { ...validAddress, fullName: '  ' } }, 'Full name is required'],
      [{ ...base, shippingAddress: { ...validAddress, phone: undefined } }, 'Phone is required'],
      [{ ...base, shippingAddress: { ...validAddress, phone: '12345' } }, 'Phone is invalid'],
      [{ ...base, shippingAddress: { ...validAddress, addressLine: '' } }, 'Address is required'],
      [{ ...base, shippingAddress: { ...validAddress, city: '' } }, 'City is required'],
      [{ ...base, shippingAddress: { ...validAddress, pincode: '' } }, 'ZIP Code is required'],
      [{ ...base, shippingAddress: { ...validAddress, pincode: '5600' } }, 'ZIP Code is invalid'],
      [{ ...base, shippingAddress: { ...validAddress, pincode: '5600011' } }, 'ZIP Code is invalid'],
      [{ ...base, shippingAddress: { ...validAddress, pincode: 560001 } }, 'ZIP Code is invalid'],
      [{ ...base, shippingAddress: { ...validAddress, city: ['Pune'] } }, 'City is invalid'],
      [{ ...base, shippingAddress: { ...validAddress, state: undefined } }, 'State is required'],
      [{ ...base, paymentMethod: 'Bitcoin' }, 'Payment method must be COD or Online'],
      [{ ...base, paymentMethod: undefined }, 'Payment method must be COD or Online'],
      [{ ...base, totalAmount: 'free' }, 'totalAmount must be a number'],
      [{ ...base, email: 'not-an-email' }, 'Email is invalid'],
    ];
    for (const [payload, message] of cases) {
      const response = await placeOrder(ctx, user, payload);
      const body = expectError(response, 400, 'VALIDATION_ERROR');
      if (typeof message === 'string') expect(body.message).toBe(message);
      else expect(body.message).toMatch(message);
    }
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/place',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"orderItems": [',
    });
    expectError(malformed, 400, 'INVALID_JSON');
    expect(await ordersOf(user)).toBe(0);
    expect((await stockOf(ctx, product.id)).stock).toBe(50);
  });
});

describe('the API document', () => {
  it('lists the order endpoints', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/orders/place', '/api/orders/my', '/api/orders/{id}', '/api/orders/{id}/cancel']),
    );
    const place = doc.paths['/api/orders/place'].post;
    expect(place.parameters.map((p: { name: string }) => p.name)).toContain('idempotency-key');
    expect(Object.keys(place.responses)).toContain('201');
  });
});
