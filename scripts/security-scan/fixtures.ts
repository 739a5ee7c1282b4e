/**
 * What the scanners need from the shop before they start: a signed-in shopper (the session cookie
 * the storefront uses and the Bearer token API clients use) and real ids to put in URLs and bodies
 * (a product in stock, its category and sub category, a brand, a cart line, an order). Everything
 * goes through the public API, as a shopper's browser would.
 */
import crypto from 'node:crypto';

/** The storefront's session cookie (server/plugins/auth.ts sessionCookieName). */
export const sessionCookieName = 'token-admin-ecom';

export interface Shopper {
  email: string;
  password: string;
  userId: string;
  /** Bearer token for API calls (sqlmap). */
  token: string;
  /** `Cookie` header value the storefront reads (wapiti). */
  cookie: string;
}

export interface Fixtures {
  shopper: Shopper;
  /** The product with the most stock (the orders the scanners place buy it). */
  productId: string;
  /** The product with the next most stock, for the orders of the Idempotency-Key probe. */
  secondProductId: string;
  categoryId: string;
  subCategoryId: string;
  brand: string;
  cartItemId: string;
  orderId: string;
}

interface ApiAnswer<T> {
  status: number;
  data: T;
  setCookie: string[];
}

async function callApi<T>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<ApiAnswer<T>> {
  const res = await fetch(`${base}/api/${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} /api/${path} answered HTTP ${res.status}: ${text.slice(0, 300)}`);
  return { status: res.status, data: (JSON.parse(text) as { data: T }).data, setCookie: res.headers.getSetCookie() };
}

interface ListedProduct {
  _id: string;
  stock: number;
  brand: string;
  category: { _id: string } | string | null;
  subCategory: { _id: string } | string | null;
}

const idOf = (ref: ListedProduct['category']) => (typeof ref === 'string' ? ref : (ref?._id ?? ''));

/** A shipping address that passes rule:checkout-form (the scanners vary one field at a time). */
export const scanAddress = {
  fullName: 'Scan Shopper',
  phone: '9876543210',
  addressLine: '12 MG Road',
  city: 'Pune',
  pincode: '411001',
  state: 'Maharashtra',
};

export async function prepareFixtures(base: string): Promise<Fixtures> {
  const suffix = crypto.randomBytes(4).toString('hex');
  const email = `security-scan-${suffix}@example.test`;
  const password = crypto.randomBytes(18).toString('base64url');
  const registered = await callApi<{ user: { _id: string } }>(base, 'POST', 'auth/register', {
    body: { fullName: `Scan Shopper ${suffix}`, email, phone: scanAddress.phone, password },
  });

  // Sign in as the storefront does: the answer sets the HttpOnly cookie and carries the token.
  const login = await callApi<{ authToken: string }>(base, 'POST', 'auth/login', { body: { email, password } });
  const cookiePair = login.setCookie
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith(`${sessionCookieName}=`));
  if (!cookiePair) throw new Error('auth/login set no session cookie');
  const token = login.data.authToken;

  // The two products with the most stock, so the orders the scanners place do not sell them out.
  const list = await callApi<{ products: ListedProduct[] }>(base, 'GET', 'product?isPagination=false');
  const [product, second] = [...list.data.products].sort((a, b) => b.stock - a.stock);
  if (!product || !second || second.stock === 0) throw new Error('the seeded catalog has too few products in stock');
  const withSubCategory = list.data.products.find((p) => idOf(p.subCategory) !== '') ?? product;

  const order = await callApi<{ _id: string }>(base, 'POST', 'orders/place', {
    token,
    body: {
      orderItems: [{ productId: product._id, quantity: 1 }],
      shippingAddress: scanAddress,
      paymentMethod: 'COD',
    },
  });

  // After the order: an order takes its lines out of the cart.
  const cart = await callApi<{ items: { _id: string }[] }>(base, 'POST', 'cart/add', {
    token,
    body: { productId: product._id, quantity: 1 },
  });
  const cartItemId = cart.data.items[0]?._id;
  if (!cartItemId) throw new Error('cart/add answered without a cart line');

  return {
    shopper: { email, password, userId: registered.data.user._id, token, cookie: cookiePair },
    productId: product._id,
    secondProductId: second._id,
    categoryId: idOf(withSubCategory.category),
    subCategoryId: idOf(withSubCategory.subCategory),
    brand: product.brand,
    cartItemId,
    orderId: order.data._id,
  };
}
