/**
 * Checkout (/checkout; rule:checkout-form, rule:checkout-phone-state, rule:checkout-summary,
 * rule:complete-order, rule:order-success-popup, rule:idempotent-orders, rule:free-shipping,
 * rule:buy-now-pricing, rule:server-prices-orders, rule:failures-shown, rule:no-overselling)
 * through the real server and a real browser: the shipping form's messages, the
 * order summary as the server charges it, Complete Order with its success popup, one order
 * per double click, Buy Now, a stock shortfall refused at placement, and the sign-in guard.
 * Products are picked from the API; every test has its own shopper; orders are read back
 * from GET /api/orders/my.
 *
 * The form, the summary, Complete Order and the popup are the same controls at every width (the summary only moves
 * beside the form from lg), so the flows run once, at the phone (@any-viewport, playwright.config.ts); the page's axe
 * check runs at both sizes.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatRupees } from '../domain/shared/money';
import { type ApiProduct, getData, listProducts } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';
import type { Cart } from '../domain/views/cart';
import type { Order } from '../domain/views/orders';

type ApiCart = Cart;

type ApiOrder = Order;

const myOrders = (request: APIRequestContext) => getData<ApiOrder[]>(request, '/api/orders/my');

async function addToCart(request: APIRequestContext, productId: string, quantity: number) {
  const res = await request.post('/api/cart/add', { data: { productId, quantity } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Products with plenty of stock, so orders placed at the same time elsewhere cannot run them short. */
function stocked(products: ApiProduct[], n: number): ApiProduct[] {
  const found = products.filter((p) => p.stock >= 30).slice(0, n);
  expect(found.length).toBe(n);
  return found;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

const address = {
  firstName: 'Asha',
  lastName: 'Verma',
  phone: '98765 43210',
  addressLine: '12 MG Road, Shivajinagar',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411005',
};

async function fillAddress(page: Page) {
  await field(page, 'First Name').fill(address.firstName);
  await field(page, 'Last Name').fill(address.lastName);
  await field(page, 'Phone').fill(address.phone);
  await field(page, 'Street Address').fill(address.addressLine);
  await field(page, 'City').fill(address.city);
  await field(page, 'State').selectOption(address.state);
  await field(page, 'ZIP Code').fill(address.pincode);
}

async function openCheckout(page: Page) {
  const response = await page.goto('/checkout');
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByTestId('order-summary')).toBeVisible();
}

/**
 * A cart of one product, then Buy Now on another from its page: lands on /checkout with the Buy Now item. Gives the
 * cart's product and the bought one.
 */
async function buyNowBesideACart(page: Page): Promise<[ApiProduct, ApiProduct]> {
  const [inCart, buyNow] = stocked(await listProducts(page.request), 2) as [ApiProduct, ApiProduct];
  await addToCart(page.request, inCart._id, 1);
  await page.goto(`/product/${buyNow._id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeVisible();
  await page.waitForURL('**/checkout');
  return [inCart, buyNow];
}

const completeOrder = (page: Page) => page.getByTestId('complete-order');
const successDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Order Placed Successfully!' });

test.describe('checkout', () => {
  test('a guest opening /checkout is sent to sign in and back @any-viewport', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout$/);
  });

  test('an empty cart without a Buy Now item says so and links to the products @any-viewport', async ({
    page,
    signUp,
  }) => {
    await signUp();
    await page.goto('/checkout');
    await waitForHydration(page);
    const empty = page.getByTestId('checkout-empty');
    await expect(empty).toContainText('Your cart is empty');
    await expect(empty.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
    await expect(completeOrder(page)).toHaveCount(0);
  });

  test('every shipping message appears for its cause, and nothing is ordered @any-viewport', async ({
    page,
    signUp,
  }) => {
    const shopper = await signUp();
    const [product] = stocked(await listProducts(page.request), 1);
    await addToCart(page.request, product!._id, 1);
    await openCheckout(page);

    // Prefilled from the account: name, email and phone.
    const [first, ...rest] = shopper.fullName.split(' ');
    await expect(field(page, 'First Name')).toHaveValue(first!);
    await expect(field(page, 'Last Name')).toHaveValue(rest.join(' '));
    await expect(field(page, 'Email')).toHaveValue(shopper.email);
    await expect(field(page, 'Phone')).toHaveValue('9876543210');

    for (const label of ['First Name', 'Last Name', 'Email', 'Phone']) await field(page, label).fill('');
    await completeOrder(page).click();
    const required = [
      ['First Name', 'First Name is required'],
      ['Last Name', 'Last Name is required'],
      ['Email', 'Email is required'],
      ['Phone', 'Phone is required'],
      ['Street Address', 'Address is required'],
      ['City', 'City is required'],
      ['State', 'State is required'],
      ['ZIP Code', 'ZIP Code is required'],
    ] as const;
    for (const [label, message] of required) {
      const control = field(page, label);
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(message);
    }
    await expect(page.getByRole('alert')).toHaveText(required.map(([, message]) => message));
    // Focus goes to the first field to fix.
    await expect(field(page, 'First Name')).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    // Editing a field clears its message.
    await field(page, 'First Name').fill('Asha');
    await expect(field(page, 'First Name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('First Name is required')).toHaveCount(0);

    // Wrong shapes.
    await fillAddress(page);
    for (const [email, pincode, phone] of [
      ['asha@example', '1234', '12345'],
      ['asha.example.in', '1234567', '5876543210'],
      ['asha @example.in', '41100a', '98765432101'],
    ] as const) {
      await field(page, 'Email').fill(email);
      await field(page, 'ZIP Code').fill(pincode);
      await field(page, 'Phone').fill(phone);
      await completeOrder(page).click();
      await expect(field(page, 'Email')).toHaveAccessibleDescription('Email is invalid');
      await expect(field(page, 'ZIP Code')).toHaveAccessibleDescription('ZIP Code is invalid');
      await expect(field(page, 'Phone')).toHaveAccessibleDescription('Phone is invalid');
      await expect(page.getByRole('alert')).toHaveCount(3);
    }
    await expect(field(page, 'Email')).toBeFocused();

    // A 5-digit ZIP Code is fine too; the rest stays as it was.
    await field(page, 'ZIP Code').fill('41100');
    await completeOrder(page).click();
    await expect(field(page, 'ZIP Code')).not.toHaveAttribute('aria-invalid', 'true');
    expect(await myOrders(page.request)).toHaveLength(0);
  });

  test('the main journey: product page, drawer, checkout, Order Placed!, the popup, back to /products @any-viewport', async ({
    page,
    signUp,
  }) => {
    const shopper = await signUp();
    const [product] = stocked(await listProducts(page.request), 1);
    // The moment the page's own fetch of the order resolves, on the page's clock: its one-second wait starts after
    // that. Playwright's network timing is taken elsewhere, and a busy machine can report it late.
    await page.addInitScript(() => {
      const fetchOf = window.fetch.bind(window);
      window.fetch = async (...args: Parameters<typeof fetch>) => {
        const response = await fetchOf(...args);
        const url = args[0] instanceof Request ? args[0].url : String(args[0]);
        if (url.endsWith('/api/orders/place'))
          (window as Window & { orderAnsweredAt?: number }).orderAnsweredAt = Date.now();
        return response;
      };
    });

    await page.goto(`/product/${product!._id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    await page.getByTestId('cart-button').click();
    const drawer = page.getByRole('dialog', { name: /Your Cart/ });
    const drawerTotal = await drawer.getByTestId('cart-total').textContent();
    const cart = await getData<ApiCart>(page.request, '/api/cart');
    expect(drawerTotal).toBe(formatRupees(cart.summary.total, 2));
    await drawer.getByTestId('secure-checkout').click();
    await page.waitForURL('**/checkout');
    await expect(page.getByTestId('order-summary')).toBeVisible();

    // The summary is the server's cart: items with options and quantity, and the same figures.
    await expect(page.getByTestId('summary-item-title')).toHaveText([product!.title]);
    await expect(page.getByTestId('summary-item-quantity')).toHaveText(['Qty: 2']);
    await expect(page.getByTestId('summary-subtotal')).toHaveText(formatRupees(cart.summary.subtotal, 2));
    await expect(page.getByTestId('summary-shipping')).toHaveText(
      cart.summary.shipping === 0 ? 'Free' : formatRupees(cart.summary.shipping, 2),
    );
    await expect(page.getByTestId('summary-discount')).toHaveText(
      cart.summary.savings > 0 ? `-${formatRupees(cart.summary.savings, 2)}` : formatRupees(0, 2),
    );
    await expect(page.getByTestId('summary-total')).toHaveText(drawerTotal!);
    // Payment: Online shown but disabled, Cash on Delivery chosen.
    await expect(page.getByRole('radio', { name: /Online/ })).toBeDisabled();
    await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();

    await fillAddress(page);
    const placing = page.waitForResponse(
      (r) => r.url().endsWith('/api/orders/place') && r.request().method() === 'POST',
    );
    // Both ends of the one-second wait are read in the page, on its clock: the test process may hear
    // of the answer late on a busy machine, which would make a correct wait look short.
    const placedShownAt = page.waitForFunction(
      () => document.querySelector('[data-testid="complete-order"]')?.textContent === 'Order Placed!' && Date.now(),
      undefined,
      { polling: 'raf' },
    );
    await completeOrder(page).click();
    await expect(completeOrder(page)).toHaveText('Processing...');
    await expect(completeOrder(page)).toBeDisabled();
    const answer = await placing;
    await answer.finished();
    expect(answer.status()).toBe(201);
    expect(answer.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const sent = answer.request().postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({
      paymentMethod: 'COD',
      email: shopper.email,
      totalAmount: cart.summary.total,
      shippingAddress: {
        fullName: `${address.firstName} ${address.lastName}`,
        phone: '9876543210',
        addressLine: address.addressLine,
        city: address.city,
        pincode: address.pincode,
        state: address.state,
      },
      orderItems: [
        {
          product: { _id: product!._id, title: product!.title, price: product!.price },
          quantity: 2,
          material: '',
          expiryDate: '',
          warranty: '',
        },
      ],
    });

    // rule:complete-order: about one second later, Order Placed! and the popup.
    await expect(completeOrder(page)).toHaveText('Order Placed!');
    const shownAt = (await (await placedShownAt).jsonValue()) as number;
    const answeredAt = await page.evaluate(() => (window as Window & { orderAnsweredAt?: number }).orderAnsweredAt);
    expect(answeredAt).toBeGreaterThan(0);
    expect(shownAt - answeredAt!).toBeGreaterThanOrEqual(1000);
    const dialog = successDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue Shopping' })).toBeFocused();

    const orders = await myOrders(page.request);
    expect(orders).toHaveLength(1);
    const order = orders[0]!;
    expect(formatRupees(order.totalAmount, 2)).toBe(drawerTotal);
    await expect(dialog.getByTestId('order-success-number')).toHaveText(`#${order.orderNumber}`);
    await expect(dialog.getByTestId('order-success-total')).toHaveText(formatRupees(order.totalAmount, 2));
    await expect(dialog.getByTestId('order-success-items')).toHaveText(String(order.itemCount));
    await expect(dialog).toContainText('2-5 business days');
    await expect(dialog).toContainText(
      `A confirmation email with your order details will be sent to ${shopper.email}.`,
    );
    await expect(dialog).toContainText('You can track your order at any time from My Orders.');
    await expect(dialog.getByRole('button', { name: 'Track Your Order' })).toBeVisible();
    expect(order.paymentMethod).toBe('COD');
    expect(order.shippingAddress).toEqual({
      fullName: 'Asha Verma',
      phone: '9876543210',
      addressLine: address.addressLine,
      city: address.city,
      pincode: address.pincode,
      state: address.state,
    });
    // The ordered lines left the cart: the badge is gone already, behind the popup.
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    expect((await getData<ApiCart>(page.request, '/api/cart')).items).toHaveLength(0);
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL('**/products');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('shop:checkout-draft'))).toBeNull();
  });

  test('double-clicking Complete Order places exactly one order; Track Your Order goes to /products @any-viewport', async ({
    page,
    signUp,
  }) => {
    await signUp();
    const [product] = stocked(await listProducts(page.request), 1);
    await addToCart(page.request, product!._id, 1);
    const placeRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/orders/place')) placeRequests.push(r.headers()['idempotency-key'] ?? '');
    });
    await openCheckout(page);
    await fillAddress(page);

    await completeOrder(page).dblclick();
    await expect(completeOrder(page)).toHaveText('Order Placed!');
    await expect(successDialog(page)).toBeVisible();
    expect(placeRequests).toHaveLength(1);
    expect(await myOrders(page.request)).toHaveLength(1);

    await successDialog(page).getByRole('button', { name: 'Track Your Order' }).click();
    await page.waitForURL('**/products');
    expect(await myOrders(page.request)).toHaveLength(1);
  });

  test('Buy Now arrives with only that item and places it; the cart keeps its other line @any-viewport', async ({
    page,
    signUp,
  }) => {
    await signUp();
    const [inCart, buyNow] = await buyNowBesideACart(page);

    await expect(page.getByTestId('summary-item-title')).toHaveText([buyNow.title]);
    await expect(page.getByTestId('summary-item-quantity')).toHaveText(['Qty: 1']);
    const summaryTotal = await page.getByTestId('summary-total').textContent();
    await fillAddress(page);
    await completeOrder(page).click();
    await expect(completeOrder(page)).toHaveText('Order Placed!');

    const orders = await myOrders(page.request);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.orderItems.map((i) => [i.product._id, i.quantity])).toEqual([[buyNow._id, 1]]);
    // rule:buy-now-pricing: the real discount; what the page showed is what the server charged.
    expect(formatRupees(orders[0]!.totalAmount, 2)).toBe(summaryTotal);
    await expect(successDialog(page).getByTestId('order-success-total')).toHaveText(summaryTotal!);
    const cart = await getData<ApiCart>(page.request, '/api/cart');
    expect(cart.items.map((i) => i.product._id)).toEqual([inCart._id]);
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    // Escape does what close does.
    await page.keyboard.press('Escape');
    await page.waitForURL('**/products');
    expect(await page.evaluate(() => sessionStorage.getItem('shop:checkout-draft'))).toBeNull();
  });

  test('a Buy Now item with a cart, loaded in full: its line hydrates in place, and the cart can be checked out instead, focus on the summary @any-viewport', async ({
    page,
    signUp,
  }) => {
    await signUp();
    const [inCart, buyNow] = await buyNowBesideACart(page);

    // A full load: the summary hydrates over the server's placeholder, then shows the browser's draft.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId('summary-item-title')).toHaveText([buyNow.title]);
    const line = page.locator('p', { hasText: 'Buying this item on its own.' });
    await expect(line).toHaveClass('mt-3 text-sm text-gray-700');
    await expect(page.getByText('Pay in cash when your order arrives.')).toHaveClass(
      'mt-2 text-center text-xs text-gray-600',
    );

    await line.getByRole('button', { name: 'Check out your cart instead' }).click();
    await expect(page.getByTestId('summary-item-title')).toHaveText([inCart.title]);
    await expect(line).toHaveCount(0);
    // The button went with its line: focus is on the summary it changed, not back at the page's start.
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeFocused();
    expect(await page.evaluate(() => sessionStorage.getItem('shop:checkout-draft'))).toBeNull();
  });

  test('the page is not indexed and has no serious accessibility problem', async ({ page, signUp }) => {
    await signUp();
    const [product] = stocked(await listProducts(page.request), 1);
    await addToCart(page.request, product!._id, 1);
    await openCheckout(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page).toHaveTitle(/Checkout/);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('checkout refused @any-viewport', () => {
  // The browser reports the refused request (409) in its console; that is the point of this test.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test('a quantity above stock is refused at placement with the product named, and nothing is ordered', async ({
    page,
    signUp,
  }) => {
    await signUp();
    const low = (await listProducts(page.request)).find((p) => p.stock > 0 && p.stock <= 5);
    expect(low, 'the catalog has a product with little stock').toBeTruthy();
    await addToCart(page.request, low!._id, low!.stock + 1);
    await openCheckout(page);

    // The summary warns already (rule:stock-warning), and Complete Order is still offered (rule:no-overselling).
    expect(await page.getByTestId('summary-item-stock-warning').textContent()).toBe(
      `Currently out of stock  Please reduce the quantity. We Have only have a stock ${low!.stock}.`,
    );
    await fillAddress(page);
    const keys: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/orders/place')) keys.push(r.headers()['idempotency-key'] ?? '');
    });
    await completeOrder(page).click();

    const message = `Only ${low!.stock} left of ${low!.title}. Please reduce the quantity.`;
    await expect(toast(page, message)).toBeVisible();
    const inline = page.getByTestId('checkout-order-problem');
    await expect(inline).toHaveText(`Your order was not placed. ${message}`);
    await expect(inline).toHaveAttribute('role', 'alert');
    await expect(completeOrder(page)).toHaveText('Complete Order');
    await expect(completeOrder(page)).toBeEnabled();
    await expect(successDialog(page)).toHaveCount(0);

    expect(await myOrders(page.request)).toHaveLength(0);
    const after = await getData<ApiProduct>(page.request, `/api/product/${low!._id}`);
    expect(after.stock).toBe(low!.stock);
    expect((await getData<ApiCart>(page.request, '/api/cart')).items[0]!.quantity).toBe(low!.stock + 1);

    // Trying again after a refusal is a new attempt, with a new Idempotency-Key.
    const refusedAgain = page.waitForResponse((r) => r.url().endsWith('/api/orders/place'));
    await completeOrder(page).click();
    expect((await refusedAgain).status()).toBe(409);
    await expect(completeOrder(page)).toHaveText('Complete Order');
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    expect(await myOrders(page.request)).toHaveLength(0);
  });
});

test.describe('checkout refused for its value @any-viewport', () => {
  // The browser reports the refused request (422); that is the point of this test.
  test.use({ allowedConsoleErrors: [/status of 422/] });

  test('an order above the cash-on-delivery ceiling is refused with its message beside the summary (rule:cod-order-ceiling)', async ({
    page,
    signUp,
  }) => {
    await signUp();
    const dearest = (await getData<{ products: ApiProduct[] }>(page.request, '/api/product?limit=50&sort=price_desc'))
      .products;
    // Enough units of one product to pass ₹1,00,000, within its stock and the 10 units an order may take.
    const pick = dearest
      .map((p) => ({ product: p, units: Math.floor(100_000 / (p.price * (1 - p.discount / 100))) + 1 }))
      .find(({ product, units }) => units <= Math.min(10, product.stock));
    expect(pick, 'the catalog has a product dear enough to pass the ceiling in a few units').toBeTruthy();
    await addToCart(page.request, pick!.product._id, pick!.units);
    // The ZIP Code's delivery check also judges the ceiling, and once it answers Complete Order is held back. Here
    // the check is slow (held until released below), so the order reaches the server first, as it does when a
    // shopper taps before the check answers: the server's refusal is what this test is about.
    let releaseCheck = () => {};
    const checkHeld = new Promise<void>((resolve) => (releaseCheck = resolve));
    await page.route('**/api/delivery/**', async (route) => {
      await checkHeld;
      await route.continue();
    });
    await openCheckout(page);
    await fillAddress(page);
    await completeOrder(page).click();

    const inline = page.getByTestId('checkout-order-problem');
    await expect(inline).toContainText(
      'Your order was not placed. Cash on delivery is available for orders up to ₹1,00,000. This order comes to ',
    );
    await expect(inline).toHaveAttribute('role', 'alert');
    // Refused, not stuck: the shopper may change the cart and try again.
    await expect(completeOrder(page)).toBeEnabled();
    expect(await myOrders(page.request)).toHaveLength(0);

    // When the check answers, its line says why, and Complete Order waits for a cart cash can pay for.
    releaseCheck();
    await expect(page.getByTestId('checkout-delivery')).toContainText(
      'Cash on Delivery is available for orders up to ₹1,00,000',
    );
    await expect(completeOrder(page)).toBeDisabled();
    await expect(completeOrder(page)).toHaveAttribute('aria-describedby', 'checkout-delivery');
  });
});

test.describe('checkout retried @any-viewport', () => {
  // The browser reports the request that never got an answer.
  test.use({ allowedConsoleErrors: [/ERR_FAILED|ERR_INTERNET_DISCONNECTED|Failed to load resource/] });

  test('a retry after a network error reuses the Idempotency-Key and places one order', async ({ page, signUp }) => {
    await signUp();
    const [product] = stocked(await listProducts(page.request), 1);
    await addToCart(page.request, product!._id, 1);
    await openCheckout(page);
    await fillAddress(page);

    // The first request reaches the server, but its answer is lost on the way back.
    const keys: string[] = [];
    await page.route('**/api/orders/place', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length === 1) {
        await route.fetch();
        await route.abort('failed');
      } else await route.continue();
    });
    await completeOrder(page).click();
    await expect(toast(page, 'Could not reach the shop. Check your connection and try again.')).toBeVisible();
    await expect(completeOrder(page)).toHaveText('Complete Order');
    await expect(completeOrder(page)).toBeEnabled();
    // The order exists already; the page could not know.
    expect(await myOrders(page.request)).toHaveLength(1);

    await completeOrder(page).click();
    await expect(completeOrder(page)).toHaveText('Order Placed!');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // The server answered the first result again: still one order, and the popup shows it.
    const orders = await myOrders(page.request);
    expect(orders).toHaveLength(1);
    await expect(successDialog(page).getByTestId('order-success-number')).toHaveText(`#${orders[0]!.orderNumber}`);
  });
});
