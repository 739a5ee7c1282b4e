/**
 * The shoppers of `npm run bench`'s add-to-cart rows (issue 37: a guest's add within 1.2x of a signed-in add, p95),
 * prepared before the timed window so the rows measure adds, not sign-ups: accounts registered through the API
 * (each with one line already in its cart) and guest carts opened by one add each (the token of the HttpOnly cookie
 * `shop_guest_cart`, server/api/cart/guest-cart-cookie.ts).
 *
 * A cart holds at most 50 lines and MAX_UNITS_PER_PRODUCT (10 by default) units of a product, so no shopper may take
 * every add of a row: `cartAddPlan` gives each request its shopper and product such that a shopper gets at most
 * `addsPerProduct` of the row's adds per product (plus the preparing add) over fewer than 50 products, then the next
 * shopper of its slot takes over. There is one slot per connection, so about as many carts are written at once as
 * there are connections, as with that many shoppers in their browsers.
 */
import crypto from 'node:crypto';
import { callShopApi } from '../scripts/call-shop-api';

/** The guest cart's cookie (server/api/cart/guest-cart-cookie.ts guestCartCookieName). */
const guestCartCookieName = 'shop_guest_cart';

/** What one shopper sends with each add: a bearer token (signed in) or the guest cart's cookie. */
export type ShopperHeaders = Record<string, string>;

/** Runs `work` for 0..count-1, `parallel` at a time, in order of index. */
async function inParallel<T>(count: number, parallel: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, count) }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await work(i);
      }
    }),
  );
  return out;
}

/**
 * `count` fresh accounts, each with one unit of `firstProduct(i)` in its cart. Registration hashes a password with
 * scrypt (slow on purpose), so a few at a time.
 */
export async function prepareAccounts(
  base: string,
  count: number,
  firstProduct: (i: number) => string,
): Promise<ShopperHeaders[]> {
  const run = crypto.randomBytes(3).toString('hex');
  return inParallel(count, 4, async (i) => {
    const { data } = await callShopApi<{ authToken: string }>(base, 'POST', 'auth/register', {
      body: {
        fullName: `Bench Shopper ${run} ${i}`,
        email: `bench-cart-${run}-${i}@example.test`,
        phone: '9876543210',
        password: crypto.randomBytes(18).toString('base64url'),
      },
    });
    await callShopApi(base, 'POST', 'cart/add', {
      token: data.authToken,
      body: { productId: firstProduct(i), quantity: 1 },
    });
    return { authorization: `Bearer ${data.authToken}` };
  });
}

/** `count` guest carts, each opened by an add of one unit of `firstProduct(i)` without any session. */
export async function prepareGuests(
  base: string,
  count: number,
  firstProduct: (i: number) => string,
): Promise<ShopperHeaders[]> {
  return inParallel(count, 4, async (i) => {
    const { setCookie } = await callShopApi(base, 'POST', 'cart/add', {
      body: { productId: firstProduct(i), quantity: 1 },
    });
    const cookie = setCookie.map((c) => c.split(';')[0]!).find((c) => c.startsWith(`${guestCartCookieName}=`));
    if (!cookie) throw new Error(`a guest's first cart/add set no ${guestCartCookieName} cookie`);
    return { cookie };
  });
}

/**
 * Which shopper and product the `n`-th add of a row goes to. Request n belongs to slot n % slots and is that slot's
 * k-th add (k = n / slots); the slot's shopper changes every `addsPerProduct` x products adds, during which the
 * products are taken in turn, so each shopper receives exactly `addsPerProduct` adds of each product. Shopper
 * `i` of the pool is the (i / slots)-th of slot i % slots; its preparing add was product `firstProductIndex(i)`.
 * Gives undefined once the pool is used up.
 */
export function cartAddPlan(options: { slots: number; products: number; addsPerProduct: number; pool: number }) {
  const { slots, products, addsPerProduct, pool } = options;
  const perShopper = products * addsPerProduct;
  return {
    /** How many adds the pool can take before a cart would be full. */
    capacity: Math.floor(pool / slots) * slots * perShopper,
    at(n: number): { shopper: number; product: number } | undefined {
      const slot = n % slots;
      const k = Math.floor(n / slots);
      const shopper = Math.floor(k / perShopper) * slots + slot;
      if (shopper >= pool) return undefined;
      return { shopper, product: (k + slot) % products };
    },
  };
}

/** The product of shopper i's preparing add: any one of the rotation (spread, so the first adds do not pile up). */
export const firstProductIndex = (i: number, products: number) => (i * 7) % products;
