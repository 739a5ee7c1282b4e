/**
 * The storefront's side of the delivery promise through the real page loaders (rule:delivery-promise, ADR 0018):
 * the product page answers `?pin=` (its check sent as a plain form) and remembers a PIN the shop knows in the
 * `shop_pin` cookie; without it, the PIN last checked (the cookie), else the shopper's newest order's, is answered at
 * once; the root loader gives the cart drawer that PIN and the checkout its ZIP Code.
 */
import { sql } from 'drizzle-orm';
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as checkoutLoader } from '../../app/routes/checkout';
import { loader as productLoader } from '../../app/routes/product';
import { loader as rootLoader } from '../../app/root';
import { malformedPinMessage, unknownPinMessage } from '../../domain/shared/delivery-rules';
import { findShopperPincode } from '../../domain/delivery/find-shopper-pincode';
import { addToCart, makeProduct, orderBody, placeOrder } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { loadContextFor } from '../helpers/loaders';
import { registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let productId: string;
let ordered: TestUser;

beforeAll(async () => {
  ctx = await startTestApp();
  productId = (await makeProduct(ctx, { pricePaise: 50_000, stock: 50 })).id;
  ordered = await registerTestUser(ctx.app);
  expect((await addToCart(ctx, ordered, { productId, quantity: 1 })).statusCode).toBe(200);
  const placed = await placeOrder(ctx, ordered, orderBody([{ productId, quantity: 1 }]));
  expect(placed.statusCode, placed.body).toBe(201);
});

afterAll(async () => {
  await ctx.close();
});

/** A loader run as React Router runs it for `path`, with the browser's `cookie` header. */
async function run<T>(
  loader: (args: never) => Promise<T>,
  user: TestUser | null,
  path: string,
  cookie?: string,
  params: Record<string, string> = {},
) {
  const request = new Request(`http://shop.test${path}`, { headers: cookie ? { cookie } : {} });
  return loader({ context: await loadContextFor(ctx, user), params, request } as never);
}

async function productPage(path: string, user: TestUser | null = null, cookie?: string) {
  const answer = await run(productLoader, user, path, cookie, { id: productId });
  // data(value, { headers }): React Router sends the headers with the page.
  expect(answer).toMatchObject({ type: 'DataWithResponseInit' });
  const { data, init } = answer as unknown as DataWithResponseInit<Awaited<ReturnType<typeof productLoader>>['data']>;
  return { delivery: data.delivery, setCookie: new Headers(init?.headers).get('set-cookie') };
}

async function apiSummary(pin: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/delivery/${pin}?productId=${productId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message as string;
}

describe('the product page answers the check sent as a form (rule:delivery-promise)', () => {
  it("answers ?pin= with the API's own line for one unit, and remembers the PIN for 180 days", async () => {
    const page = await productPage(`/product/${productId}?pin=302017`);
    expect(page.delivery).toEqual({ pin: '302017', text: await apiSummary('302017'), good: true, answered: true });
    expect(page.delivery!.text).toMatch(/^Delivers to 302017 · Cash on Delivery available · by /);
    expect(page.setCookie).toBe('shop_pin=302017; Path=/; Max-Age=15552000; SameSite=Lax');
  });

  it('takes a PIN typed with spaces', async () => {
    const page = await productPage(`/product/${productId}?pin=302+017`);
    expect(page.delivery).toMatchObject({ pin: '302017', good: true });
    expect(page.setCookie).toContain('shop_pin=302017;');
  });

  it("answers text that is not a PIN, and a PIN India Post does not have, with the server's sentences, remembering neither", async () => {
    for (const [pin, text] of [
      ['30201', malformedPinMessage],
      ['', malformedPinMessage],
      ['999999', unknownPinMessage('999999')],
    ] as const) {
      const page = await productPage(`/product/${productId}?pin=${pin}`, null, 'shop_pin=560001');
      expect(page.delivery).toEqual({ pin, text, good: false, answered: true });
      expect(page.setCookie).toBeNull();
    }
  });

  it('without ?pin=, answers the remembered PIN at once and sets nothing; a guest with none sees no line', async () => {
    const remembered = await productPage(`/product/${productId}`, null, 'theme=dark; shop_pin=302017');
    expect(remembered.delivery).toMatchObject({ pin: '302017', text: await apiSummary('302017') });
    expect(remembered.setCookie).toBeNull();
    expect((await productPage(`/product/${productId}`)).delivery).toBeNull();
    // A cookie that is no PIN is no PIN.
    expect((await productPage(`/product/${productId}`, null, 'shop_pin=012345')).delivery).toBeNull();
  });

  it("falls back to the signed-in shopper's newest order's PIN, after the remembered one", async () => {
    expect((await productPage(`/product/${productId}`, ordered)).delivery).toMatchObject({ pin: '560001' });
    expect((await productPage(`/product/${productId}`, ordered, 'shop_pin=302017')).delivery).toMatchObject({
      pin: '302017',
    });
  });
});

describe('the PIN the cart drawer and the checkout start from (rule:delivery-promise)', () => {
  it('the root loader gives the remembered PIN, else the newest order’s, else none', async () => {
    const newcomer = await registerTestUser(ctx.app);
    expect((await run(rootLoader, newcomer, '/')).deliveryPin).toBeNull();
    expect((await run(rootLoader, null, '/', 'shop_pin=302017')).deliveryPin).toBe('302017');
    expect((await run(rootLoader, ordered, '/')).deliveryPin).toBe('560001');
    expect((await run(rootLoader, ordered, '/', 'shop_pin=302017')).deliveryPin).toBe('302017');
  });

  it('the checkout gives its ZIP Code the same PIN', async () => {
    expect((await run(checkoutLoader, ordered, '/checkout')).pincode).toBe('560001');
    expect((await run(checkoutLoader, ordered, '/checkout', 'shop_pin=302017')).pincode).toBe('302017');
    expect((await run(checkoutLoader, await registerTestUser(ctx.app), '/checkout')).pincode).toBeNull();
  });

  it("an old order's 5-digit ZIP Code is no PIN", async () => {
    const old = await registerTestUser(ctx.app);
    expect((await addToCart(ctx, old, { productId, quantity: 1 })).statusCode).toBe(200);
    const placed = await placeOrder(ctx, old, orderBody([{ productId, quantity: 1 }]));
    expect(placed.statusCode, placed.body).toBe(201);
    await ctx.database.db.execute(sql`update orders set pincode = '56001' where user_id = ${old.id}`);
    expect(await findShopperPincode(ctx.database.db, null, old.id)).toBeNull();
  });
});
