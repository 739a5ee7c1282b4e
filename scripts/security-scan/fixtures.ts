/**
 * What the scanners need from the shop before they start: a signed-in shopper and a signed-in staff
 * member (the session cookie the pages use and the Bearer token API clients use), and real ids to put
 * in URLs and bodies (a product in stock, its category and sub category, a brand, a cart line, an
 * order; for the back office, orders in each state its routes work on and a courier of the scan's
 * own). Everything goes through the API, as a shopper's browser and the back office would.
 */
import crypto from 'node:crypto';
import { callShopApi } from '../call-shop-api';

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

/** A signed-in staff member (role admin), made by scripts/admin-create.ts before the shop started. */
export type StaffMember = Shopper;

/** The staff account the scan makes (shop.ts) and signs in with: a fresh address and password each run. */
export function newStaffAccount(): { email: string; password: string } {
  return {
    email: `security-scan-staff-${crypto.randomBytes(4).toString('hex')}@example.test`,
    password: crypto.randomBytes(18).toString('base64url'),
  };
}

/** The shopper's orders the staff targets work on, one for each state they need (the shopper's own `orderId` is cancelled by its scan). */
export interface StaffOrders {
  /** Placed: its confirmation calls are recorded (no answer keeps it Placed). */
  placed: string;
  /** Processing: the status target ships it (the first request moves it, the rest are refused with 409). */
  processing: string;
  /** Placed: the bulk target confirms it (the first request moves it, the rest list it as refused). */
  bulk: string;
  /** In Transit (shipped by the fixtures): failed deliveries, its invoice and packing slip. */
  inTransit: string;
}

export interface Fixtures {
  shopper: Shopper;
  staff: StaffMember;
  staffOrders: StaffOrders;
  /** An active courier of the shop (seeded), the one the orders are shipped with. */
  courierName: string;
  /** A courier the fixtures add for the scan; the courier update target changes it, not a real one. */
  scanCourierId: string;
  /** The product with the most stock (the orders the scanners place buy it). */
  productId: string;
  /** The product with the next most stock, for the orders of the Idempotency-Key probe. */
  secondProductId: string;
  categoryId: string;
  subCategoryId: string;
  brand: string;
  cartItemId: string;
  orderId: string;
  people: PeopleFixtures;
  /**
   * Returns (rule:return-requests): the shopper's delivered order and its line, which the request target asks to send
   * back (its first request takes the unit, the rest are refused: 409), and the customer's request the staff targets
   * read, approve (once) and ask the refund details of.
   */
  returns: { orderId: string; lineId: string; returnId: string };
  /** A seeded hero entry, desktop banner and testimonial the content targets edit and move (rule:home-content). */
  content: { heroId: string; bannerId: string; testimonialId: string };
}

/** Records the customer, review and inbox targets work on (rule:admin-customers, rule:review-moderation, rule:contact-inbox). */
export interface PeopleFixtures {
  /** The scan's customer (the account of the staff orders): disabled and enabled by the scan. */
  customerId: string;
  /** The scan customer's review of the product: hidden and shown by the scan. */
  reviewId: string;
  /** A message the fixtures send through the contact form: marked handled and new by the scan. */
  messageId: string;
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
/**
 * A holiday and a PIN rule the fixtures add, which the delivery targets send again: each answer is then the same 409
 * on every request, after the text was read and looked up (rule:delivery-promise, rule:cod-by-pin). Far from the
 * scan's own orders: a day in 2099, and a PIN in the Andamans the scan never ships to.
 */
export const scanHoliday = { day: '2099-12-25', name: 'Scan holiday' };
export const scanPincodeRule = { pincode: '744101', kind: 'unserviceable', reason: 'Security scan' };

export const scanAddress = {
  fullName: 'Scan Shopper',
  phone: '9876543210',
  addressLine: '12 MG Road',
  city: 'Pune',
  pincode: '411001',
  state: 'Maharashtra',
};

/** Signs in as the storefront does: the answer sets the HttpOnly cookie and carries the token. */
async function signIn(base: string, email: string, password: string) {
  const login = await callShopApi<{ authToken: string; user: { _id: string } }>(base, 'POST', 'auth/login', {
    body: { email, password },
  });
  const cookie = login.setCookie.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith(`${sessionCookieName}=`));
  if (!cookie) throw new Error('auth/login set no session cookie');
  return { token: login.data.authToken, cookie, userId: login.data.user._id };
}

export async function prepareFixtures(
  base: string,
  staffAccount: { email: string; password: string },
): Promise<Fixtures> {
  const suffix = crypto.randomBytes(4).toString('hex');
  const email = `security-scan-${suffix}@example.test`;
  const password = crypto.randomBytes(18).toString('base64url');
  const registered = await callShopApi<{ user: { _id: string } }>(base, 'POST', 'auth/register', {
    body: { fullName: `Scan Shopper ${suffix}`, email, phone: scanAddress.phone, password },
  });

  const { token, cookie: cookiePair } = await signIn(base, email, password);

  // The two products with the most stock, so the orders the scanners place do not sell them out.
  const list = await callShopApi<{ products: ListedProduct[] }>(base, 'GET', 'product?isPagination=false');
  const [product, second] = [...list.data.products].sort((a, b) => b.stock - a.stock);
  if (!product || !second || second.stock === 0) throw new Error('the seeded catalog has too few products in stock');
  const withSubCategory = list.data.products.find((p) => idOf(p.subCategory) !== '') ?? product;

  const placeOrder = async (asToken: string, shippingAddress = scanAddress) =>
    (
      await callShopApi<{ _id: string }>(base, 'POST', 'orders/place', {
        token: asToken,
        body: {
          orderItems: [{ productId: product._id, quantity: 1 }],
          shippingAddress,
          paymentMethod: 'COD',
        },
      })
    ).data._id;
  const orderId = await placeOrder(token);

  // After the order: an order takes its lines out of the cart.
  const cart = await callShopApi<{ items: { _id: string }[] }>(base, 'POST', 'cart/add', {
    token,
    body: { productId: product._id, quantity: 1 },
  });
  const cartItemId = cart.data.items[0]?._id;
  if (!cartItemId) throw new Error('cart/add answered without a cart line');

  // The back office's orders: another shopper's, to another phone, so that the scanning shopper keeps
  // its room for open cash-on-delivery orders (rule:open-cod-orders: 3 per account and per phone) for the
  // order targets. Moved through the state machine as staff move them (rule:order-state-machine); two
  // stay Placed.
  const customerAddress = { ...scanAddress, fullName: 'Scan Customer', phone: '9876543212' };
  const customer = await callShopApi<{ authToken: string; user: { _id: string } }>(base, 'POST', 'auth/register', {
    body: {
      fullName: `Scan Customer ${suffix}`,
      email: `security-scan-customer-${suffix}@example.test`,
      phone: customerAddress.phone,
      password: crypto.randomBytes(18).toString('base64url'),
    },
  });
  const staff = await signIn(base, staffAccount.email, staffAccount.password);
  const move = (id: string, body: Record<string, string>) =>
    callShopApi(base, 'POST', `admin/orders/${id}/status`, { token: staff.token, body });
  const couriers = await callShopApi<{ name: string; isActive: boolean }[]>(base, 'GET', 'admin/couriers', {
    token: staff.token,
  });
  const courierName = couriers.data.find((c) => c.isActive)?.name;
  if (!courierName) throw new Error('the shop has no active courier');
  const processing = await placeOrder(customer.data.authToken, customerAddress);
  await move(processing, { from: 'Placed', to: 'Processing' });
  const inTransit = await placeOrder(customer.data.authToken, customerAddress);
  await move(inTransit, { from: 'Placed', to: 'Processing' });
  await move(inTransit, { from: 'Processing', to: 'In Transit', courierName, trackingNumber: 'SCAN-0001' });
  const staffOrders: StaffOrders = {
    placed: await placeOrder(customer.data.authToken, customerAddress),
    processing,
    bulk: await placeOrder(customer.data.authToken, customerAddress),
    inTransit,
  };
  // Delivered orders of a returnable product (not groceries or personal care, rule:return-window) for the returns targets.
  let returnable = product;
  for (const candidate of [...list.data.products].sort((a, b) => b.stock - a.stock).slice(0, 40)) {
    const detail = await callShopApi<{ returnDays: number }>(base, 'GET', `product/${candidate._id}`);
    if (detail.data.returnDays > 0 && candidate.stock > 5) {
      returnable = candidate;
      break;
    }
  }
  const deliver = async (asToken: string, shippingAddress: typeof scanAddress, awb: string) => {
    const placed = await callShopApi<{ _id: string; orderItems: { _id: string }[] }>(base, 'POST', 'orders/place', {
      token: asToken,
      body: { orderItems: [{ productId: returnable._id, quantity: 1 }], shippingAddress, paymentMethod: 'COD' },
    });
    const id = placed.data._id;
    await move(id, { from: 'Placed', to: 'Processing' });
    await move(id, { from: 'Processing', to: 'In Transit', courierName, trackingNumber: awb });
    await move(id, { from: 'In Transit', to: 'Delivered' });
    return { orderId: id, lineId: placed.data.orderItems[0]?._id ?? '' };
  };
  const shopperDelivered = await deliver(token, scanAddress, 'SCAN-0003');
  const customerDelivered = await deliver(customer.data.authToken, customerAddress, 'SCAN-0004');
  const customerReturn = await callShopApi<{ id: string }>(
    base,
    'POST',
    `orders/${customerDelivered.orderId}/returns`,
    {
      token: customer.data.authToken,
      body: {
        orderItemId: customerDelivered.lineId,
        kind: 'return',
        quantity: 1,
        reason: 'changed-mind',
        refund: { method: 'upi', upiId: 'scan.customer@okhdfcbank' },
      },
    },
  );
  if (!customerReturn.data.id) throw new Error('the scan customer could not ask for a return');
  const returns = { ...shopperDelivered, returnId: customerReturn.data.id };

  const scanCourier = await callShopApi<{ id: string }>(base, 'POST', 'admin/couriers', {
    token: staff.token,
    body: { name: 'Scan Courier', trackingUrlTemplate: 'https://track.example.test/?awb={tracking}' },
  });

  await callShopApi(base, 'POST', 'admin/delivery/holidays', { token: staff.token, body: scanHoliday });
  await callShopApi(base, 'POST', 'admin/delivery/pincode-rules', { token: staff.token, body: scanPincodeRule });

  const customerReview = await callShopApi<{ _id: string }>(base, 'POST', `product/${product._id}/review`, {
    token: customer.data.authToken,
    body: { rating: 4, comment: 'Scan review' },
  });
  await callShopApi(base, 'POST', 'contact-us', {
    body: {
      name: 'Scan Sender',
      email: `security-scan-sender-${suffix}@example.test`,
      mobile: '9876543213',
      comment: 'Scan',
    },
  });
  const inbox = await callShopApi<{ items: { id: string }[] }>(base, 'GET', 'admin/messages?status=new&limit=1', {
    token: staff.token,
  });
  const home = await callShopApi<{
    hero: { id: string }[];
    banners: { desktop: { id: string }[] };
    testimonials: { id: string }[];
  }>(base, 'GET', 'admin/content', { token: staff.token });
  const content = {
    heroId: home.data.hero[0]?.id ?? '',
    bannerId: home.data.banners.desktop[0]?.id ?? '',
    testimonialId: home.data.testimonials[0]?.id ?? '',
  };
  if (!content.heroId || !content.bannerId || !content.testimonialId) {
    throw new Error('the seeded home page has no hero entry, banner or testimonial to scan');
  }
  const messageId = inbox.data.items[0]?.id;
  if (!messageId) throw new Error('the contact message did not reach the inbox');
  const people: PeopleFixtures = {
    customerId: customer.data.user._id,
    reviewId: customerReview.data._id,
    messageId,
  };

  return {
    content,
    people,
    returns,
    shopper: { email, password, userId: registered.data.user._id, token, cookie: cookiePair },
    staff: { ...staffAccount, ...staff },
    staffOrders,
    courierName,
    scanCourierId: scanCourier.data.id,
    productId: product._id,
    secondProductId: second._id,
    categoryId: idOf(withSubCategory.category),
    subCategoryId: idOf(withSubCategory.subCategory),
    brand: product.brand,
    cartItemId,
    orderId,
  };
}
