/**
 * The server-rendered pages and the REST API show the same views (ADR 0018): a product, the
 * product list, the cart, an order and the signed-in user have the same keys, nested keys
 * included, whether a page's loader reads them from the domain or the browser (or a mobile
 * app) reads them from /api. A field added to a mapper but not to its schema would reach the
 * page and not the API (the response serializer drops unknown keys); this test says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as productLoader } from '../../app/routes/product';
import { loader as orderLoader } from '../../app/routes/order';
import { loader as rootLoader } from '../../app/root';
import { listProducts } from '../../domain/catalog/list-products';
import { productListQuerySchema } from '../../domain/schemas/catalog';
import { addToCart, makeProduct, validAddress } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { runLoader } from '../helpers/loaders';
import { registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let shopper: TestUser;
let productId: string;
let orderId: string;

/** Every key path of a JSON value: `a`, `a.b`, `list[].c`, so nested shapes are compared too. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => keyPaths(item, `${prefix}[]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...keyPaths(inner, path)];
  });
}
const shape = (value: unknown) => [...new Set(keyPaths(value))].sort();

async function apiData(url: string, user?: TestUser) {
  const answer = await ctx.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

beforeAll(async () => {
  ctx = await startTestApp();
  const product = await makeProduct(ctx, { sizes: ['S', 'M'], colors: ['Teal'], discount: 33 });
  productId = product.id;
  // A review, so the product's reviews list is not empty and its shape is compared too.
  shopper = await registerTestUser(ctx.app);
  const review = await ctx.app.inject({
    method: 'POST',
    url: `/api/product/${productId}/review`,
    headers: shopper.headers,
    payload: { rating: 5, comment: 'Fits well.' },
  });
  expect(review.statusCode, review.body).toBeLessThan(300);
  expect((await addToCart(ctx, shopper, { productId, quantity: 2 })).statusCode).toBe(200);
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders/place',
    headers: shopper.headers,
    payload: {
      orderItems: [{ product: { _id: productId }, quantity: 1 }],
      shippingAddress: validAddress,
      paymentMethod: 'COD',
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  orderId = placed.json().data._id;
  // Placing the order took the ordered line out of the cart: put something back in.
  expect((await addToCart(ctx, shopper, { productId, quantity: 2, sizes: 'M' })).statusCode).toBe(200);
});

afterAll(async () => {
  await ctx.close();
});

describe('a page loader and the API answer the same view', () => {
  it('product detail: /product/{id} and GET /api/product/{id}', async () => {
    const page = await runLoader(ctx, productLoader, null, `/product/${productId}`, { id: productId });
    const api = await apiData(`/api/product/${productId}`);
    expect(shape(page.product)).toEqual(shape(api));
    expect(shape(page.product)).toContain('reviews[].user.verified');
    // The Hindi text staff may write (rule:shop-language), null here; the Hindi page's product has the same keys.
    expect(shape(page.product)).toEqual(expect.arrayContaining(['titleHi', 'descriptionHi']));
    const hindi = await runLoader(ctx, productLoader, null, `/hi/product/${productId}`, { id: productId });
    expect(shape(hindi.product)).toEqual(shape(api));
  });

  it('product list: the domain list the pages use and GET /api/product', async () => {
    const domain = await listProducts(ctx.database.db, productListQuerySchema.parse({}));
    const api = await apiData('/api/product');
    expect(domain.products.length).toBeGreaterThan(0);
    expect(shape(domain)).toEqual(shape(api));
  });

  it('cart: the root loader and GET /api/cart', async () => {
    const root = await runLoader(ctx, rootLoader, shopper, '/');
    const api = await apiData('/api/cart', shopper);
    expect(root.cart?.items.length).toBeGreaterThan(0);
    expect(shape(root.cart)).toEqual(shape(api));
  });

  it('signed-in user: the root loader and GET /api/auth/profile', async () => {
    const root = await runLoader(ctx, rootLoader, shopper, '/');
    const api = await apiData('/api/auth/profile', shopper);
    expect(shape(root.user)).toEqual(shape(api));
  });

  it('order: /order/{id} and GET /api/orders/{id}', async () => {
    const page = await runLoader(ctx, orderLoader, shopper, `/order/${orderId}`, { id: orderId });
    const api = await apiData(`/api/orders/${orderId}`, shopper);
    expect(shape(page.order)).toEqual(shape(api));
    expect(shape(page.order)).toContain('orderItems[].product.images');
  });
});
