/**
 * sqlmap against every API endpoint that takes input: query strings, path ids, JSON bodies, and the
 * session token itself (Bearer header and cookie), signed out, as a shopper and, for the back office
 * (/api/admin), as staff. One sqlmap run per endpoint, in batch mode, each with an output folder of
 * its own (so no run reuses another's cached answers).
 */
import path from 'node:path';
import type { Finding, SessionName, Severity } from './findings';
import { productCsvColumns } from '../../domain/catalog/product-csv-format';
import { scanAddress, scanHoliday, scanPincodeRule, type Fixtures } from './fixtures';
import { runScanner } from './run-scanner';

export interface SqlmapTarget {
  name: string;
  session: SessionName;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path and query under the shop's origin; `*` marks an injection point sqlmap cannot find itself. */
  path: string;
  /** JSON body, already a string so that markers can sit inside it. */
  body?: string;
  /** Extra request headers ("Name: value"). */
  headers?: string[];
  cookie?: string;
  /** Answers that are this endpoint's normal answer to the scan (sqlmap stops at a 401 or 404 otherwise). */
  ignoreCodes?: number[];
  /** A body field sqlmap gives a fresh random value on every request (so that each sign-up is a new account). */
  randomize?: string;
  /**
   * The status code of this endpoint's normal answer, for an endpoint whose answer body is new on
   * every request (a fresh token and id): sqlmap then tells a true condition from a false one by the
   * code instead of comparing bodies that never match, which made it see a boolean oracle by chance.
   */
  trueCode?: number;
}

/**
 * With a `*` anywhere in a request, sqlmap tests only the marked places. Targets with an id in the
 * path mark the id and every other value, so nothing goes untested.
 */
function markQuery(query: Record<string, string>): string {
  return Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}*`)
    .join('&');
}

/** Marks every string and number value of a JSON body (inside the quotes for strings). */
export function markJson(json: string): string {
  return json.replace(
    /("(?:[^"\\]|\\.)*"\s*:\s*)("(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?)/g,
    (_all, key: string, value: string) => (value.startsWith('"') ? `${key}${value.slice(0, -1)}*"` : `${key}${value}*`),
  );
}

/** An id no row has: the routes that take one check it as a UUID and answer 404. */
const absentId = '00000000-0000-4000-8000-000000000000';

const lineOptions = {
  colors: '',
  sizes: '',
  specs: '',
  weight: '',
  rams: '',
  material: '',
  expiryDate: '',
  warranty: '',
};

export function sqlmapTargets(f: Fixtures): SqlmapTarget[] {
  const bearer = [`Authorization: Bearer ${f.shopper.token}`];
  const guest = (target: Omit<SqlmapTarget, 'session'>): SqlmapTarget => ({ ...target, session: 'guest' });
  const shopper = (target: Omit<SqlmapTarget, 'session' | 'headers'>): SqlmapTarget => ({
    ...target,
    session: 'shopper',
    headers: bearer,
  });
  const json = (value: unknown) => JSON.stringify(value);
  const productQuery = new URLSearchParams({
    search: 'cotton',
    category: f.categoryId,
    subCategory: f.subCategoryId,
    minPrice: '100',
    maxPrice: '5000',
    color: 'Black',
    size: 'M',
    minRating: '1',
    maxRating: '5',
    brand: f.brand,
    material: 'Cotton',
    page: '1',
    limit: '20',
    sort: 'newest',
    isPagination: 'true',
    facets: 'true',
  });

  const publicReads: Omit<SqlmapTarget, 'session'>[] = [
    { name: 'product list', method: 'GET', path: `/api/product?${productQuery}` },
    { name: 'top selling', method: 'GET', path: '/api/product/highlights?limit=10&isPagination=true' },
    { name: 'suggestions', method: 'GET', path: '/api/product/suggestions?q=ear' },
    { name: 'product detail', method: 'GET', path: `/api/product/${f.productId}*` },
    {
      name: 'product reviews',
      method: 'GET',
      path: `/api/product/${f.productId}*/reviews?${markQuery({ rating: '5', sort: 'newest', page: '1', limit: '20' })}`,
    },
    {
      name: 'related products',
      method: 'GET',
      path: `/api/product/${f.productId}*/related?${markQuery({ limit: '10' })}`,
    },
    { name: 'brands', method: 'GET', path: `/api/brands?category=${f.categoryId}&subCategory=${f.subCategoryId}` },
    { name: 'categories', method: 'GET', path: '/api/category?isPagination=false' },
    { name: 'sub categories', method: 'GET', path: `/api/subCategory?category=${f.categoryId}&isPagination=false` },
    { name: 'hero', method: 'GET', path: '/api/heroSec?isPagination=false' },
    { name: 'banners', method: 'GET', path: '/api/banner?isPagination=false' },
    { name: 'mobile banners', method: 'GET', path: '/api/mobileBanner?isPagination=false' },
    { name: 'testimonials', method: 'GET', path: '/api/testimonial?isPagination=false' },
    // The delivery promise (rule:delivery-promise): the PIN (not a PIN is a 400 before any query) and the product.
    {
      name: 'delivery promise',
      method: 'GET',
      path: `/api/delivery/411001*?${markQuery({ productId: f.productId, quantity: '1' })}`,
    },
  ];

  return [
    ...publicReads.map(guest),
    guest({
      name: 'sign in',
      method: 'POST',
      path: '/api/auth/login',
      // A new address with no account on every request, so that the tests of the password field never
      // reach the per-account throttle (rule:login-throttle) and every answer is the same 401.
      body: json({ email: 'nobody-security-scan@example.test', password: 'Wrong-password-1' }),
      randomize: 'email',
      ignoreCodes: [401],
    }),
    guest({
      name: 'sign up',
      method: 'POST',
      path: '/api/auth/register',
      body: json({
        fullName: 'Scan Sign Up',
        email: 'sign-up-security-scan@example.test',
        phone: '9876543211',
        password: 'Scan-password-1',
        gender: 'other',
        profilePic: '',
      }),
      // A new address on every request: otherwise every request after the first is a 409 (taken) and
      // no other field would reach the insert.
      randomize: 'email',
      // Each new account's answer carries its own token, id and address.
      trueCode: 201,
    }),
    guest({
      name: 'forgot password',
      method: 'POST',
      path: '/api/auth/forgot-password',
      body: json({ email: f.shopper.email }),
    }),
    guest({
      name: 'reset password',
      method: 'POST',
      path: '/api/auth/reset-password',
      body: json({ resetToken: 'a'.repeat(43), newPassword: 'Scan-password-2' }),
    }),
    guest({
      name: 'contact form',
      method: 'POST',
      path: '/api/contact-us',
      body: json({ name: 'Scan Visitor', email: 'visitor@example.test', mobile: '9876543210', comment: 'Hello' }),
    }),
    // The session token itself, as API clients and as the storefront send it.
    {
      name: 'Bearer token',
      session: 'shopper',
      method: 'GET',
      path: '/api/auth/profile',
      headers: [`${bearer[0]}*`],
      ignoreCodes: [401],
    },
    {
      name: 'session cookie',
      session: 'shopper',
      method: 'GET',
      path: '/api/auth/profile',
      cookie: `${f.shopper.cookie}*`,
      ignoreCodes: [401],
    },
    ...publicReads.filter((t) => t.name === 'product list').map((t) => shopper({ ...t, name: 'product list' })),
    shopper({
      name: 'profile update',
      method: 'PUT',
      path: `/api/auth/update/${f.shopper.userId}*`,
      body: markJson(json({ fullName: 'Scan Shopper', phone: '9876543210', gender: 'other', profilePic: '' })),
    }),
    shopper({ name: 'cart', method: 'GET', path: '/api/cart' }),
    shopper({
      name: 'cart add',
      method: 'POST',
      path: '/api/cart/add',
      body: json({ productId: f.productId, quantity: 1, ...lineOptions }),
    }),
    shopper({
      name: 'cart update',
      method: 'PUT',
      path: '/api/cart/update',
      body: json({ cartItemId: f.cartItemId, productId: f.productId, quantity: 2, ...lineOptions }),
    }),
    // The first request removes the line; the rest are 404s, as they should be.
    shopper({ name: 'cart remove', method: 'DELETE', path: `/api/cart/remove/${f.cartItemId}*`, ignoreCodes: [404] }),
    // A guest's cart (ADR 0054): the add opens one; its cookie is an input of its own.
    guest({
      name: 'guest cart add',
      method: 'POST',
      path: '/api/cart/add',
      body: json({ productId: f.productId, quantity: 1, ...lineOptions }),
    }),
    guest({
      name: 'guest cart cookie',
      method: 'GET',
      path: '/api/cart',
      cookie: `shop_guest_cart=${'g'.repeat(43)}*`,
    }),
    // Saved for later. Ids of rows that are not there: each is checked as a UUID and owned, so the answer is 404.
    shopper({
      name: 'wishlist add',
      method: 'POST',
      path: '/api/wishlist/add',
      body: json({ productId: f.productId, quantity: 1, ...lineOptions }),
    }),
    shopper({
      name: 'wishlist remove',
      method: 'DELETE',
      path: `/api/wishlist/remove/${absentId}*`,
      ignoreCodes: [404],
    }),
    shopper({
      name: 'wishlist move to cart',
      method: 'POST',
      path: `/api/wishlist/move-to-cart/${absentId}*`,
      body: '{}',
      ignoreCodes: [404],
    }),
    shopper({
      name: 'save for later',
      method: 'POST',
      path: `/api/cart/save-for-later/${absentId}*`,
      body: '{}',
      ignoreCodes: [404],
    }),
    // Alerts (ADR 0056). The scan's product is in stock, so Notify me answers 409 there.
    guest({
      name: 'notify me',
      method: 'POST',
      path: '/api/alerts/notify',
      body: json({ productId: f.productId, email: 'scan-visitor@example.test' }),
      ignoreCodes: [409],
    }),
    guest({
      name: 'confirm alert',
      method: 'POST',
      path: '/api/alerts/confirm',
      body: json({ token: 'c'.repeat(43) }),
      ignoreCodes: [404],
    }),
    guest({
      name: 'unsubscribe',
      method: 'POST',
      path: `/api/alerts/unsubscribe?${markQuery({ t: 'u'.repeat(43) })}`,
      body: '{}',
      ignoreCodes: [404],
    }),
    shopper({ name: 'stop alert', method: 'DELETE', path: `/api/alerts/${absentId}*`, ignoreCodes: [404] }),
    shopper({
      name: 'place order',
      method: 'POST',
      path: '/api/orders/place',
      body: json({
        orderItems: [{ productId: f.productId, quantity: 1, ...lineOptions }],
        shippingAddress: scanAddress,
        paymentMethod: 'COD',
        email: f.shopper.email,
      }),
    }),
    {
      // The key is looked up in the database (rule:idempotent-orders). Each new key places an order, so
      // these buy another product than the target above.
      name: 'Idempotency-Key',
      session: 'shopper',
      method: 'POST',
      path: '/api/orders/place',
      headers: [...bearer, 'Idempotency-Key: security-scan-key*'],
      body: json({
        orderItems: [{ productId: f.secondProductId, quantity: 1 }],
        shippingAddress: scanAddress,
        paymentMethod: 'COD',
      }),
    },
    shopper({ name: 'my orders', method: 'GET', path: '/api/orders/my?page=1&limit=10' }),
    shopper({ name: 'order detail', method: 'GET', path: `/api/orders/${f.orderId}*` }),
    // An empty JSON body: without one sqlmap posts an empty form, which the API refuses (415) unread.
    shopper({ name: 'cancel order', method: 'POST', path: `/api/orders/${f.orderId}*/cancel`, body: '{}' }),
    shopper({ name: 'order returns', method: 'GET', path: `/api/orders/${f.returns.orderId}*/returns` }),
    shopper({
      name: 'ask return',
      method: 'POST',
      path: `/api/orders/${f.returns.orderId}*/returns`,
      body: markJson(
        json({
          orderItemId: f.returns.lineId,
          kind: 'return',
          quantity: 1,
          reason: 'other',
          reasonNote: 'Scan note',
          refund: {
            method: 'bank',
            accountName: 'Scan Shopper',
            accountNumber: '001234567890',
            accountNumberAgain: '001234567890',
            ifsc: 'HDFC0001234',
          },
        }),
      ),
    }),
    shopper({
      name: 'cancel return',
      method: 'POST',
      path: `/api/returns/${absentId}*/cancel`,
      body: '{}',
      ignoreCodes: [404],
    }),
    shopper({
      name: 'write review',
      method: 'POST',
      path: `/api/product/${f.productId}*/review`,
      body: markJson(json({ rating: 5, comment: 'Good product' })),
    }),
    ...staffTargets(f),
  ];
}

/** A range of days the filters accept (YYYY-MM-DD, first not after last) that holds every order of the run. */
const anyDay = { from: '2020-01-01', to: '2099-12-31' };

/**
 * The back office's API (/api/admin), as a staff member with the Bearer token. The writes are safe to
 * repeat hundreds of times on the throwaway shop and leave what later targets and wapiti need: stock is
 * received (added), never removed; calls are "no answer" and delivery attempts failed ones (the order
 * stays where it is); the courier update changes the scan's own courier; new couriers get a fresh
 * name each request. The two moves are valid once (their first request makes them, the rest are
 * refused: 409 for one order, "refused" in the bulk answer), as when two staff press the same button.
 */
function staffTargets(f: Fixtures): SqlmapTarget[] {
  const bearer = [`Authorization: Bearer ${f.staff.token}`];
  const staff = (target: Omit<SqlmapTarget, 'session' | 'headers'>): SqlmapTarget => ({
    ...target,
    session: 'staff',
    headers: bearer,
  });
  const json = (value: unknown) => JSON.stringify(value);
  /** An id no record has, for the writes the scan must not let change the shop. */
  const noSuchId = '00000000-0000-4000-8000-000000000000';
  /** A well-formed upload URL nobody uploaded: every write that claims it is refused after reading its text. */
  const notAnUpload = '/uploads/user/0123456789abcdef0123456789abcdef.webp';
  const productForm = {
    title: 'Scan cotton kurta',
    brand: 'Scanbrand',
    description: 'Short',
    fullDescription: 'Long',
    price: 499,
    discount: 10,
    categoryId: f.categoryId,
    subCategoryId: f.subCategoryId,
    colors: ['Blue'],
    material: 'Cotton',
    images: [notAnUpload],
    hsnCode: '6109',
  };
  const { placed, processing, bulk, inTransit } = f.staffOrders;
  const orderQuery = new URLSearchParams({
    page: '1',
    limit: '25',
    status: 'Placed',
    paymentMethod: 'COD',
    ...anyDay,
    q: 'Scan',
  });
  const auditQuery = new URLSearchParams({
    actor: f.staff.userId,
    entityType: 'order',
    entityId: inTransit,
    action: 'order.move',
    ...anyDay,
    page: '1',
  });
  return [
    staff({ name: 'admin orders', method: 'GET', path: `/api/admin/orders?${orderQuery}` }),
    staff({ name: 'admin order', method: 'GET', path: `/api/admin/orders/${inTransit}*` }),
    staff({
      name: 'admin move order',
      method: 'POST',
      path: `/api/admin/orders/${processing}*/status`,
      body: markJson(
        json({
          from: 'Processing',
          to: 'In Transit',
          note: 'Packed',
          courierName: f.courierName,
          trackingNumber: 'SCAN-0002',
        }),
      ),
    }),
    staff({
      name: 'admin bulk move',
      method: 'POST',
      path: '/api/admin/orders/bulk-status',
      body: json({ orderIds: [bulk], from: 'Placed', to: 'Processing', note: 'Confirmed by phone' }),
    }),
    staff({
      name: 'admin returns',
      method: 'GET',
      path: `/api/admin/returns?${new URLSearchParams({ page: '1', limit: '25', status: 'Requested', q: 'Scan' })}`,
    }),
    staff({ name: 'admin return', method: 'GET', path: `/api/admin/returns/${f.returns.returnId}*` }),
    staff({
      name: 'admin move return',
      method: 'POST',
      path: `/api/admin/returns/${f.returns.returnId}*/status`,
      body: markJson(json({ from: 'Requested', to: 'Approved', note: 'Scan approval' })),
    }),
    staff({
      name: 'admin bulk returns',
      method: 'POST',
      path: '/api/admin/returns/bulk-status',
      body: json({ ids: [f.returns.returnId], to: 'Rejected', note: 'Scan rejection' }),
    }),
    // No refund is recorded in the scan, so this answers 409 after reading the id: the id is still attacked.
    staff({ name: 'admin credit note', method: 'GET', path: `/api/admin/returns/${f.returns.returnId}*/credit-note` }),
    staff({
      name: 'admin refund details',
      method: 'POST',
      path: `/api/admin/returns/${f.returns.returnId}*/refund-details`,
      body: '{}',
    }),
    staff({ name: 'admin invoice', method: 'GET', path: `/api/admin/orders/${inTransit}*/invoice` }),
    staff({ name: 'admin packing slip', method: 'GET', path: `/api/admin/orders/${inTransit}*/packing-slip` }),
    staff({ name: 'admin call queue', method: 'GET', path: '/api/admin/confirmations?page=1&limit=25' }),
    staff({
      name: 'admin call',
      method: 'POST',
      path: `/api/admin/orders/${placed}*/calls`,
      body: markJson(json({ outcome: 'no_answer', note: 'Rang twice' })),
    }),
    staff({
      name: 'admin delivery try',
      method: 'POST',
      path: `/api/admin/orders/${inTransit}*/delivery-attempts`,
      body: markJson(json({ reason: 'customer_unavailable', note: 'Door locked' })),
    }),
    staff({
      name: 'admin add courier',
      method: 'POST',
      path: '/api/admin/couriers',
      body: json({ name: 'Scan Courier New', trackingUrlTemplate: 'https://track.example.test/?awb={tracking}' }),
      // A fresh name on every request (sqlmap still attacks the name itself): otherwise every request
      // after the first is a 409 (taken) and the tracking link would never reach the insert.
      randomize: 'name',
    }),
    staff({
      name: 'admin edit courier',
      method: 'PUT',
      path: `/api/admin/couriers/${f.scanCourierId}*`,
      body: markJson(
        json({
          name: 'Scan Courier',
          trackingUrlTemplate: 'https://track.example.test/?awb={tracking}',
          isActive: true,
        }),
      ),
    }),
    staff({ name: 'admin stock', method: 'GET', path: '/api/admin/stock?view=all&q=cotton&page=1' }),
    staff({
      name: 'admin adjust stock',
      method: 'POST',
      path: `/api/admin/products/${f.productId}*/stock`,
      body: markJson(json({ reason: 'received', quantity: 1, note: 'Delivery from the supplier' })),
    }),
    staff({
      name: 'admin stock ledger',
      method: 'GET',
      path: `/api/admin/products/${f.productId}*/stock-ledger?${markQuery({ page: '1' })}`,
    }),
    staff({
      name: 'admin threshold',
      method: 'PUT',
      path: `/api/admin/products/${f.productId}*/low-stock-threshold`,
      body: markJson(json({ threshold: 5 })),
    }),
    staff({ name: 'admin audit log', method: 'GET', path: `/api/admin/audit?${auditQuery}` }),
    staff({ name: 'admin rto rates', method: 'GET', path: '/api/admin/reports/rto?days=90' }),
    staff({
      name: 'admin unremitted',
      method: 'GET',
      path: `/api/admin/couriers/${encodeURIComponent(f.courierName)}*/unremitted`,
    }),
    staff({ name: 'admin remittances', method: 'GET', path: '/api/admin/remittances?page=1&limit=20' }),
    // The scan's orders are not delivered, so every remittance is refused (409) after the courier, the
    // reference and the orders were read: the text still reaches the queries, and no cash record is written.
    staff({
      name: 'admin record remittance',
      method: 'POST',
      path: '/api/admin/remittances',
      body: markJson(
        json({
          courierName: f.courierName,
          remittedOn: '2026-01-15',
          reference: 'UTR-SCAN-1',
          orderIds: [inTransit],
          note: 'Weekly cash',
        }),
      ),
    }),
    // The catalog (rule:admin-catalog): the list with every filter and the search, and one product's form view.
    staff({
      name: 'admin products',
      method: 'GET',
      path: `/api/admin/products?${markQuery({ q: 'kurta', brand: 'Fabindia', visibility: 'shown', stock: 'in', minPrice: '10', maxPrice: '5000', sort: 'price_asc', page: '1', limit: '20' })}`,
    }),
    staff({ name: 'admin product', method: 'GET', path: `/api/admin/products/${f.productId}*` }),
    // The writes are refused after their text was read and their category looked up: the image is no upload of
    // the staff member's, so no product is added and the scan's own product keeps its fields. Visibility shows
    // the scan's product, which is shown already.
    staff({
      name: 'admin add product',
      method: 'POST',
      path: '/api/admin/products',
      body: markJson(json(productForm)),
    }),
    staff({
      name: 'admin edit product',
      method: 'PUT',
      path: `/api/admin/products/${f.productId}*`,
      body: markJson(json({ ...productForm, expectedVersion: 'scan' })),
    }),
    staff({
      name: 'admin product visibility',
      method: 'POST',
      path: `/api/admin/products/${f.productId}*/visibility`,
      body: markJson(json({ isActive: true })),
    }),
    // The product CSV file (rule:admin-csv): the export's filters, and an import in dry-run mode, which reads the
    // file, looks its ids and images up and writes nothing. Every cell is quoted with its marker inside, so that a
    // payload's commas stay in their cell and its text reaches the lookups instead of breaking the row.
    staff({
      name: 'admin export products',
      method: 'GET',
      path: `/api/admin/products/export?${markQuery({ q: 'kurta', brand: 'Fabindia', visibility: 'shown', stock: 'in', minPrice: '10', maxPrice: '5000' })}`,
    }),
    {
      ...staff({
        name: 'admin import products (dry run)',
        method: 'POST',
        path: '/api/admin/products/import?mode=dry-run*',
        body: [
          productCsvColumns.join(','),
          productCsvColumns.map((column) => `"${csvScanRow(f, notAnUpload)[column]}*"`).join(','),
        ].join('\n'),
      }),
      headers: [...bearer, 'Content-Type: text/csv'],
    },
    // Categories (rule:admin-categories): the adds and edits are refused after their names were read and compared
    // with the others (the picture is no upload of the staff member's), so no category is added or renamed; a sub
    // category is added hidden (at most 50 per category) and the seeded one the fixtures name is renamed, moved and
    // shown (it is shown already). The order names an id no category has (409). Deletes are not attacked: see
    // test/security-scan.
    staff({
      name: 'admin add category',
      method: 'POST',
      path: '/api/admin/categories',
      body: markJson(
        json({ name: 'Scan category', image: notAnUpload, hsnCode: '6109', gstRateBp: 1800, isActive: false }),
      ),
    }),
    staff({
      name: 'admin category order',
      method: 'PUT',
      path: '/api/admin/categories/order',
      body: markJson(json({ ids: [noSuchId] })),
    }),
    staff({
      name: 'admin edit category',
      method: 'PUT',
      path: `/api/admin/categories/${f.categoryId}*`,
      body: markJson(json({ name: 'Scan category', image: notAnUpload, hsnCode: '6109', gstRateBp: 1800 })),
    }),
    staff({
      name: 'admin category visibility',
      method: 'POST',
      path: `/api/admin/categories/${f.categoryId}*/visibility`,
      body: markJson(json({ isActive: true })),
    }),
    staff({
      name: 'admin move category',
      method: 'POST',
      path: `/api/admin/categories/${f.categoryId}*/move`,
      body: markJson(json({ direction: 'down' })),
    }),
    staff({
      name: 'admin add sub category',
      method: 'POST',
      path: `/api/admin/categories/${f.categoryId}*/sub-categories`,
      body: markJson(json({ name: 'Scan sub category', isActive: false })),
    }),
    staff({
      name: 'admin rename sub category',
      method: 'PUT',
      path: `/api/admin/sub-categories/${f.subCategoryId}*`,
      body: markJson(json({ name: 'Scan renamed sub category' })),
    }),
    staff({
      name: 'admin sub category visibility',
      method: 'POST',
      path: `/api/admin/sub-categories/${f.subCategoryId}*/visibility`,
      body: markJson(json({ isActive: true })),
    }),
    staff({
      name: 'admin move sub category',
      method: 'POST',
      path: `/api/admin/sub-categories/${f.subCategoryId}*/move`,
      body: markJson(json({ direction: 'up' })),
    }),
    // Home page content (rule:home-content): a hero entry is added (the list holds at most 20, so most adds are
    // refused); the seeded entries are edited and moved (this shop is the scan's own); images are refused. Deletes
    // are not attacked: see test/security-scan.
    staff({
      name: 'admin add hero',
      method: 'POST',
      path: '/api/admin/content/hero',
      body: markJson(json({ title: 'Scan sale', subTitle: 'This week', isActive: false })),
    }),
    staff({
      name: 'admin edit hero',
      method: 'PUT',
      path: `/api/admin/content/hero/${f.content.heroId}*`,
      body: markJson(json({ title: 'Scan sale', subTitle: 'This week' })),
    }),
    staff({
      name: 'admin move hero',
      method: 'POST',
      path: `/api/admin/content/hero/${f.content.heroId}*/move`,
      body: markJson(json({ direction: 'up' })),
    }),
    staff({
      name: 'admin reorder hero',
      method: 'POST',
      path: '/api/admin/content/hero/reorder',
      body: markJson(json({ ids: [noSuchId] })),
    }),
    staff({ name: 'admin banners', method: 'GET', path: '/api/admin/content/banners/desktop*' }),
    staff({
      name: 'admin add banner',
      method: 'POST',
      path: '/api/admin/content/banners/mobile*',
      body: markJson(json({ image: notAnUpload })),
    }),
    staff({
      name: 'admin move banner',
      method: 'POST',
      path: `/api/admin/content/banners/${f.content.bannerId}*/move`,
      body: markJson(json({ direction: 'down' })),
    }),
    staff({
      name: 'admin reorder banners',
      method: 'POST',
      path: '/api/admin/content/banners/reorder',
      body: markJson(json({ kind: 'desktop', ids: [noSuchId] })),
    }),
    staff({
      name: 'admin add testimonial',
      method: 'POST',
      path: '/api/admin/content/testimonials',
      body: markJson(
        json({ name: 'Asha', title: 'Teacher', rating: 5, comment: 'Quick delivery', image: notAnUpload }),
      ),
    }),
    staff({
      name: 'admin edit testimonial',
      method: 'PUT',
      path: `/api/admin/content/testimonials/${f.content.testimonialId}*`,
      body: markJson(json({ name: 'Asha', comment: 'Quick delivery', isVisible: true })),
    }),
    staff({
      name: 'admin move testimonial',
      method: 'POST',
      path: `/api/admin/content/testimonials/${f.content.testimonialId}*/move`,
      body: markJson(json({ direction: 'first' })),
    }),
    staff({
      name: 'admin reorder testimonials',
      method: 'POST',
      path: '/api/admin/content/testimonials/reorder',
      body: markJson(json({ ids: [noSuchId] })),
    }),
    // Customers, reviews and messages (rule:admin-customers, rule:review-moderation, rule:contact-inbox): the scan's
    // own customer is disabled and enabled (its session is not used after the fixtures), its own review hidden
    // and shown, and the scan's contact message marked handled and new.
    staff({
      name: 'admin customers',
      method: 'GET',
      path: `/api/admin/customers?${markQuery({ q: 'Scan', page: '1', limit: '25' })}`,
    }),
    staff({ name: 'admin customer', method: 'GET', path: `/api/admin/customers/${f.people.customerId}*` }),
    staff({
      name: 'admin disable customer',
      method: 'POST',
      path: `/api/admin/customers/${f.people.customerId}*/disable`,
      body: markJson(json({ note: 'Security scan' })),
    }),
    staff({
      name: 'admin enable customer',
      method: 'POST',
      path: `/api/admin/customers/${f.people.customerId}*/enable`,
      body: markJson(json({ note: 'Security scan' })),
    }),
    staff({
      name: 'admin reviews',
      method: 'GET',
      path: `/api/admin/reviews?${markQuery({ rating: '5', productId: f.productId, withPhotos: 'false', hidden: 'false', page: '1', limit: '25' })}`,
    }),
    staff({ name: 'admin hide review', method: 'POST', path: `/api/admin/reviews/${f.people.reviewId}*/hide` }),
    staff({ name: 'admin show review', method: 'POST', path: `/api/admin/reviews/${f.people.reviewId}*/show` }),
    staff({
      name: 'admin messages',
      method: 'GET',
      path: `/api/admin/messages?${markQuery({ status: 'all', page: '1', limit: '20' })}`,
    }),
    staff({
      name: 'admin message handled',
      method: 'POST',
      path: `/api/admin/messages/${f.people.messageId}*/handled`,
    }),
    staff({ name: 'admin message new', method: 'POST', path: `/api/admin/messages/${f.people.messageId}*/new` }),
    // Delivery (rule:delivery-zones, rule:delivery-promise, rule:cod-by-pin): the settings and a zone's rule are sent
    // as they are (a change to nothing writes nothing); the scan's own courier gets days to a zone; the holiday and
    // the PIN rule are the fixtures' own, so each add is a 409 after its text was read and looked up.
    staff({
      name: 'admin delivery settings',
      method: 'PUT',
      path: '/api/admin/delivery/settings',
      body: markJson(json({ warehousePincode: '560001', sameCityKm: 40, cutoffHour: 14 })),
    }),
    staff({
      name: 'admin delivery zone',
      method: 'PUT',
      path: '/api/admin/delivery/zones/metro*',
      body: markJson(json({ minDays: 2, maxDays: 5, codAvailable: true, codMaxRupees: 50000 })),
    }),
    staff({
      name: 'admin courier zone days',
      method: 'PUT',
      path: `/api/admin/delivery/zones/metro*/couriers/${f.scanCourierId}*`,
      body: markJson(json({ minDays: 1, maxDays: 3 })),
    }),
    staff({
      name: 'admin add holiday',
      method: 'POST',
      path: '/api/admin/delivery/holidays',
      body: markJson(json(scanHoliday)),
      ignoreCodes: [409],
    }),
    staff({
      name: 'admin pincode rules',
      method: 'GET',
      path: `/api/admin/delivery/pincode-rules?${markQuery({ kind: 'unserviceable', q: 'Andaman', page: '1' })}`,
    }),
    staff({
      name: 'admin add pincode rule',
      method: 'POST',
      path: '/api/admin/delivery/pincode-rules',
      body: markJson(json(scanPincodeRule)),
      ignoreCodes: [409],
    }),
  ];
}

/** One product row of the CSV import for the scan: the scan's own product, an image nobody uploaded. */
function csvScanRow(f: Fixtures, image: string): Record<(typeof productCsvColumns)[number], string> {
  return {
    id: f.productId,
    title: 'Scan cotton kurta',
    brand: f.brand,
    description: 'Short',
    fullDescription: 'Long',
    titleHi: 'Scan kurta hi',
    descriptionHi: 'Short hi',
    price: '499',
    discount: '10',
    category: 'Scan category',
    subCategory: 'Scan sub category',
    sizes: 'S|M',
    colors: 'Red',
    specs: '',
    rams: '',
    weight: '',
    material: 'Cotton',
    images: image,
    hsnCode: '6109',
    gstRate: '5',
    stock: '5',
    isActive: 'true',
  };
}

export interface SqlmapResult {
  findings: Omit<Finding, 'session' | 'method' | 'path'>[];
  /** sqlmap said it finished testing (found something or not). */
  completed: boolean;
  /** Why sqlmap did not finish (the lines it marked CRITICAL), empty when it did. */
  problems: string[];
}

/** "GET parameter 'q'", "(custom) POST parameter 'JSON email'", "(custom) HEADER parameter 'Cookie #1*'". */
const place = String.raw`((?:\(custom\) )?[A-Z]+ )?parameter '(.+?)'`;
const where = (match: RegExpMatchArray) => `${match[1] ?? ''}${match[2]}`;

/**
 * Reads sqlmap's console output: confirmed injection points ("Parameter: x (GET)" in the block after
 * "identified the following injection point(s)") and the heuristic hints it prints on the way
 * (a database error echoed in the answer, a reflected payload, a file inclusion error).
 */
export function parseSqlmapOutput(output: string): SqlmapResult {
  const findings: SqlmapResult['findings'] = [];
  const add = (severity: Severity, category: string, parameter: string, info: string) => {
    if (!findings.some((f) => f.category === category && f.parameter === parameter)) {
      findings.push({ scanner: 'sqlmap', severity, category, parameter, info });
    }
  };

  const identified = output.indexOf('identified the following injection point');
  if (identified >= 0) {
    // The block between the two "---" lines: one "Parameter: name (place)" section per injection point.
    const block = output.slice(identified).split(/^---\s*$/m)[1] ?? '';
    for (const section of block.split(/^(?=Parameter: )/m)) {
      const head = /^Parameter: (.+?) \((.+)\)\s*$/m.exec(section);
      if (!head) continue;
      const types = [...section.matchAll(/^\s+Type: (.+)$/gm)].map((m) => m[1]).join(', ');
      add('critical', 'SQL Injection', `${head[2]} ${head[1]}`, `injectable: ${types || 'see the sqlmap log'}`);
    }
  } else {
    // "appears to be ... injectable" is only a candidate, which sqlmap confirms or drops; "is vulnerable"
    // is its verdict, printed before the block (this covers a run stopped before the block).
    for (const match of output.matchAll(new RegExp(`${place} is vulnerable\\.`, 'g'))) {
      add('critical', 'SQL Injection', where(match), 'injectable (see the sqlmap log)');
    }
  }
  const heuristic = (kind: string, verdict: string) =>
    output.matchAll(new RegExp(`heuristic \\(${kind}\\) test shows that ${place} ${verdict}`, 'g'));
  for (const match of heuristic('basic', "might be injectable(?: \\(possible DBMS: '(.+?)'\\))?")) {
    const dbms = match[3] ? ` (${match[3]})` : '';
    add('medium', 'Database error in the answer', where(match), `sqlmap's heuristic saw a database error${dbms}`);
  }
  for (const match of heuristic('XSS', 'might be vulnerable')) {
    add('low', 'Reflected input', where(match), "sqlmap's heuristic saw its probe reflected");
  }
  for (const match of heuristic('FI', 'might be vulnerable')) {
    add('medium', 'File inclusion', where(match), "sqlmap's heuristic saw a file inclusion error");
  }

  const completed =
    identified >= 0 ||
    output.includes('all tested parameters do not appear to be injectable') ||
    /parameter '.+?' is vulnerable\. Do you want to keep testing/.test(output);
  // sqlmap also prints CRITICAL for things it works around (a page whose content changes); only an
  // unfinished run is a problem.
  const critical = [...output.matchAll(/^\[[\d:]+\] \[CRITICAL\] (.+)$/gm)].map((m) => m[1] ?? '');
  const problems = completed ? [] : critical.length > 0 ? critical : ['sqlmap did not finish its tests'];
  return { findings, completed, problems };
}

export interface SqlmapRunOptions {
  base: string;
  outDir: string;
  level: number;
  risk: number;
  timeoutMs: number;
}

export interface SqlmapRun extends SqlmapResult {
  target: SqlmapTarget;
  output: string;
  durationMs: number;
}

export function sqlmapArgs(target: SqlmapTarget, options: SqlmapRunOptions): string[] {
  const args = [
    '-u',
    `${options.base}${target.path}`,
    '--batch',
    `--level=${options.level}`,
    `--risk=${options.risk}`,
    `--output-dir=${options.outDir}`,
    '--disable-coloring',
    '--timeout=30',
    '--retries=1',
    // There is no WAF in front of the shop; the check only costs requests and prints a false alarm.
    '--skip-waf',
  ];
  if (target.method !== 'GET' || target.body !== undefined) args.push(`--method=${target.method}`);
  if (target.body !== undefined) args.push(`--data=${target.body}`);
  if (target.headers?.length) args.push(`--headers=${target.headers.join('\n')}`);
  if (target.cookie) args.push(`--cookie=${target.cookie}`);
  if (target.ignoreCodes) args.push(`--ignore-code=${target.ignoreCodes.join(',')}`);
  if (target.randomize) args.push(`--randomize=${target.randomize}`);
  if (target.trueCode !== undefined) args.push(`--code=${target.trueCode}`);
  return args;
}

export async function runSqlmap(target: SqlmapTarget, options: SqlmapRunOptions): Promise<SqlmapRun> {
  const started = Date.now();
  const { output, timedOut } = await runScanner('sqlmap', sqlmapArgs(target, options), {
    cwd: path.dirname(options.outDir),
    timeoutMs: options.timeoutMs,
  });
  const parsed = parseSqlmapOutput(output);
  if (timedOut) parsed.problems.push(`stopped after ${options.timeoutMs / 1000} s`);
  return { ...parsed, target, output, durationMs: Date.now() - started };
}
