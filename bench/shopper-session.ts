/**
 * A signed-in shopper for `npm run lighthouse -- --shopper`: signed-in pages such as /checkout
 * send a guest to /login, so without a session Lighthouse would score the login page twice.
 * Registers a fresh account through the API of the shop being measured and puts in-stock
 * products in its cart (cart/add does not reserve stock, so the catalog is left as it was;
 * the account stays behind). Lighthouse then sends the session cookie with every request.
 */
import crypto from 'node:crypto';
import { callShopApi } from '../scripts/call-shop-api';

/** The storefront's session cookie (server/plugins/auth.ts sessionCookieName). */
const sessionCookieName = 'token-admin-ecom';

export interface ShopperSession {
  email: string;
  /** `Cookie` header value that signs the browser in. */
  cookie: string;
  /** Titles of the products put in the cart, one unit each. */
  cartTitles: string[];
}

interface ApiProduct {
  _id: string;
  title: string;
  stock: number;
}

export async function createShopperSession(base: string, cartProducts = 2): Promise<ShopperSession> {
  const suffix = crypto.randomBytes(4).toString('hex');
  const email = `lighthouse-${suffix}@example.test`;
  const registered = await callShopApi<{ authToken: string }>(base, 'POST', 'auth/register', {
    body: {
      fullName: `Lighthouse Shopper ${suffix}`,
      email,
      phone: '9876543210',
      // Nobody signs in with it again.
      password: crypto.randomBytes(18).toString('base64url'),
    },
  });
  const { authToken } = registered.data;

  const { products } = (await callShopApi<{ products: ApiProduct[] }>(base, 'GET', 'product?limit=50')).data;
  const inStock = products.filter((p) => p.stock > 0).slice(0, cartProducts);
  if (inStock.length === 0) throw new Error('--shopper: the catalog has no product in stock to put in the cart');
  for (const product of inStock) {
    await callShopApi(base, 'POST', 'cart/add', { token: authToken, body: { productId: product._id, quantity: 1 } });
  }
  return { email, cookie: `${sessionCookieName}=${authToken}`, cartTitles: inStock.map((p) => p.title) };
}
