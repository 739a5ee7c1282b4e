/**
 * The delivery promise in the storefront (rule:delivery-promise, rule:cod-by-pin) through the real server and a real
 * browser: "Check delivery" under a product's price answers a PIN in one line, without leaving the page once it runs,
 * and as a plain form before that (or without JavaScript); the PIN is remembered (the `shop_pin` cookie) and the next
 * page answers it at once; checkout fills City and State from the ZIP Code's PIN, notes where they disagree, and holds
 * Complete Order back where the shop cannot take cash, as the server refuses it; the success popup and the order page
 * say the promised day. Expected lines are the API's own answers for the same PIN, asked by the spec.
 *
 * The product page's check and the checkout's fields move about between a phone and a laptop (the check sits under
 * the price, beside the gallery at lg), so the main flow runs at both sizes; the rest of the flows use the same
 * controls at every width and run once, at the phone (@any-viewport, playwright.config.ts).
 */
import crypto from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { formatPromiseDay, malformedPinMessage, unknownPinMessage } from '../domain/shared/delivery-rules';
import type { DeliveryPromise } from '../domain/views/delivery';
import type { Order } from '../domain/views/orders';
import { offlineCheckMessage } from '../app/lib/delivery-check';
import { getData, listProducts, type ApiProduct } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';
import { staffEmail, staffPassword } from './support/staff';

const jaipurPin = '302017';

/** The API's own line for a PIN (the envelope's message), for a product or, signed in, the cart. */
async function apiLine(request: APIRequestContext, pin: string, query = ''): Promise<string> {
  const response = await request.get(`/api/delivery/${pin}${query}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { message: string; data: DeliveryPromise }).message;
}

/** A product with plenty of stock, at a price cash on delivery is offered for everywhere. */
async function stockedProduct(request: APIRequestContext, skip = 0): Promise<ApiProduct> {
  const found = (await listProducts(request)).filter((p) => p.stock >= 30 && p.price < 5000);
  expect(found.length).toBeGreaterThan(skip);
  return found[skip]!;
}

const checkBox = (page: Page) => page.getByRole('textbox', { name: 'Check delivery' });
const checkButton = (page: Page) => page.getByTestId('delivery-check').getByRole('button');
const productLine = (page: Page) => page.getByTestId('delivery-check').getByTestId('delivery-line');
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function checkPin(page: Page, pin: string) {
  await checkBox(page).fill(pin);
  await checkButton(page).click();
}

/** The pages' loader requests (React Router's `.data`), to show that a check does not run them. */
function loaderRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.data')) seen.push(request.url());
  });
  return seen;
}

async function rememberedPin(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'shop_pin');
}

/** Staff turn cash on delivery off at `pin` (the back office's API), and back on when the test is done. */
async function staffApi(baseURL: string): Promise<APIRequestContext> {
  const staff = await playwrightRequest.newContext({ baseURL });
  const login = await staff.post('/api/auth/login', { data: { email: staffEmail, password: staffPassword } });
  expect(login.status(), await login.text()).toBe(200);
  return staff;
}

async function turnCodOff(staff: APIRequestContext, pincode: string) {
  // A rule left over by an earlier, interrupted run of this test goes first.
  await staff.delete(`/api/admin/delivery/pincode-rules/cod-off/${pincode}`);
  const added = await staff.post('/api/admin/delivery/pincode-rules', {
    data: { pincode, kind: 'cod-off', reason: 'Many parcels refused here (e2e delivery-promise)' },
  });
  expect(added.status(), await added.text()).toBe(201);
}

test.describe('the delivery promise', () => {
  test('a shopper checks a PIN under the price, and checkout fills City and State from it', async ({ page }) => {
    const login = await page.request.post('/api/auth/login', {
      data: { email: 'demo@shop.test', password: 'Demo@12345' },
    });
    expect(login.status(), await login.text()).toBe(200);
    const product = await stockedProduct(page.request);
    const expected = await apiLine(page.request, jaipurPin, `?productId=${product._id}`);
    expect(expected).toMatch(/^Delivers to 302017 · Cash on Delivery available · by \w{3} \d{1,2} \w{3}$/);

    await page.goto(`/product/${product._id}`);
    await waitForHydration(page);
    await expect(productLine(page)).toHaveText('Pay in cash when it arrives. Enter your PIN code to see by when.');
    const loads = loaderRequests(page);
    // The answer is held back a moment, so the wait can be seen.
    await page.route('**/api/delivery/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await checkPin(page, jaipurPin);
    await expect(checkButton(page)).toHaveText('Checking...');
    await expect(productLine(page)).toHaveAttribute('aria-busy', 'true');
    await expect(productLine(page)).toHaveText(expected);
    await expect(checkButton(page)).toHaveText('Check');
    await expect(productLine(page)).toHaveAttribute('data-good', 'true');
    // No navigation: the same address, and the product's loader did not run again.
    expect(new URL(page.url()).search).toBe('');
    expect(loads).toEqual([]);
    expect((await rememberedPin(page))?.value).toBe(jaipurPin);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL('**/checkout');
    await waitForHydration(page);
    await expect(field(page, 'ZIP Code')).toHaveValue(jaipurPin);
    await expect(field(page, 'City')).toHaveValue('Jaipur');
    await expect(field(page, 'State')).toHaveValue('Rajasthan');
    // The Buy Now item's own line: its product and quantity.
    const forOrder = await apiLine(page.request, jaipurPin, `?productId=${product._id}&quantity=1`);
    await expect(page.getByTestId('checkout-delivery')).toHaveText(forOrder);
    await expect(page.getByTestId('complete-order')).toBeEnabled();
  });

  test('a City and State that disagree with the PIN are noted, and State is fixed in one click @any-viewport', async ({
    page,
    signUp,
  }) => {
    await signUp();
    const product = await stockedProduct(page.request);
    const added = await page.request.post('/api/cart/add', { data: { productId: product._id, quantity: 1 } });
    expect(added.status(), await added.text()).toBe(200);
    await page.goto('/checkout');
    await waitForHydration(page);
    // A new shopper has no PIN yet: nothing is filled, and nothing is asked.
    await expect(field(page, 'ZIP Code')).toHaveValue('');
    await field(page, 'City').fill('Pune');
    await field(page, 'State').selectOption('Gujarat');
    await field(page, 'ZIP Code').fill(jaipurPin);
    await expect(page.getByTestId('checkout-delivery')).toHaveText(await apiLine(page.request, jaipurPin));
    // What the shopper typed stays; each note says where the PIN is.
    await expect(field(page, 'City')).toHaveValue('Pune');
    await expect(field(page, 'City')).toHaveAccessibleDescription('PIN 302017 is in Jaipur, Rajasthan');
    await expect(page.getByTestId('state-mismatch')).toHaveText('PIN 302017 is in Rajasthan. Use Rajasthan');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Use Rajasthan' }).click();
    await expect(field(page, 'State')).toHaveValue('Rajasthan');
    await expect(field(page, 'State')).toBeFocused();
    await expect(page.getByTestId('state-mismatch')).toHaveCount(0);
    // A locality of the PIN is its city too.
    await field(page, 'City').fill('Malviya Nagar');
    await expect(field(page, 'City')).not.toHaveAccessibleDescription(/PIN 302017/);
    // The spec's own messages are as they were.
    await field(page, 'ZIP Code').fill('3020');
    await page.getByTestId('complete-order').click();
    await expect(field(page, 'ZIP Code')).toHaveAccessibleDescription('ZIP Code is invalid');
    await expect(page.getByTestId('checkout-delivery')).toHaveText('');
  });

  test('without JavaScript the check is a form the page answers, and the next page answers the remembered PIN @any-viewport', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const product = await stockedProduct(page.request);
      const expected = await apiLine(page.request, jaipurPin, `?productId=${product._id}`);
      await page.goto(`/product/${product._id}`);
      await checkBox(page).fill('302 017');
      await checkBox(page).press('Enter');
      await page.waitForURL(/\?pin=302\+017#delivery$/);
      await expect(productLine(page)).toHaveText(expected);
      await expect(checkBox(page)).toHaveValue(jaipurPin);

      const cookie = await rememberedPin(page);
      expect(cookie).toMatchObject({ value: jaipurPin, path: '/', httpOnly: false, sameSite: 'Lax' });
      const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(179);
      expect(days).toBeLessThanOrEqual(180);

      // Another product, no PIN in its address: the server's page already holds the answer.
      const other = await stockedProduct(page.request, 1);
      await page.goto(`/product/${other._id}`);
      await expect(checkBox(page)).toHaveValue(jaipurPin);
      await expect(productLine(page)).toHaveText(await apiLine(page.request, jaipurPin, `?productId=${other._id}`));

      // Text that is not a PIN, and a PIN India Post does not have: the server's sentences, and nothing remembered.
      await checkBox(page).fill('30201');
      await checkBox(page).press('Enter');
      await expect(productLine(page)).toHaveText(malformedPinMessage);
      await checkBox(page).fill('999999');
      await checkBox(page).press('Enter');
      await expect(productLine(page)).toHaveText(unknownPinMessage('999999'));
      expect((await rememberedPin(page))?.value).toBe(jaipurPin);
    } finally {
      await context.close();
    }
  });

  test.describe('once the page runs', () => {
    // The server's 400 and 404 answers, which Chromium reports as failed loads.
    test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 40[04]/] });

    test("an unknown PIN and text that is not a PIN get the server's sentence @any-viewport", async ({ page }) => {
      const product = await stockedProduct(page.request);
      await page.goto(`/product/${product._id}`);
      await waitForHydration(page);
      await checkPin(page, '999999');
      await expect(productLine(page)).toHaveText('We could not find PIN code 999999. Please check it and try again.');
      await expect(productLine(page)).toHaveAttribute('data-good', 'false');
      await checkPin(page, '30201');
      await expect(productLine(page)).toHaveText('Please enter a 6-digit PIN code, like 302017.');
      expect(await rememberedPin(page)).toBeUndefined();
    });
  });

  test.describe('offline', () => {
    // Chromium reports what the page itself asks for once the network is gone (pictures, say).
    test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

    test('the check says it needs a connection and asks nothing @any-viewport', async ({ page, context }) => {
      const product = await stockedProduct(page.request);
      await page.goto(`/product/${product._id}`);
      await waitForHydration(page);
      let asked = 0;
      page.on('request', (request) => {
        if (request.url().includes('/api/delivery/')) asked += 1;
      });
      await context.setOffline(true);
      await checkPin(page, jaipurPin);
      await expect(productLine(page)).toHaveText(offlineCheckMessage);
      expect(asked).toBe(0);
      await context.setOffline(false);
      await checkPin(page, jaipurPin);
      await expect(productLine(page)).toHaveText(await apiLine(page.request, jaipurPin, `?productId=${product._id}`));
    });
  });

  test('the cart drawer shows the line for the remembered PIN, judged for the cart, and Change checks another @any-viewport', async ({
    page,
    signUp,
  }) => {
    await signUp();
    const product = await stockedProduct(page.request);
    const added = await page.request.post('/api/cart/add', { data: { productId: product._id, quantity: 2 } });
    expect(added.status(), await added.text()).toBe(200);
    await page.goto(`/product/${product._id}`);
    await waitForHydration(page);
    await checkPin(page, jaipurPin);
    await expect(productLine(page)).toHaveAttribute('data-good', 'true');

    await page.getByTestId('cart-button').click();
    const drawer = page.getByRole('dialog', { name: /Your Cart/ });
    await expect(drawer).toContainText('Estimated delivery: 2-3 business days');
    await expect(drawer.getByTestId('delivery-line')).toHaveText(await apiLine(page.request, jaipurPin));
    await drawer.getByRole('button', { name: 'Change' }).click();
    await expect(drawer.getByRole('textbox', { name: 'Check delivery' })).toBeFocused();
    await drawer.getByRole('textbox', { name: 'Check delivery' }).fill('560001');
    await drawer.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(drawer.getByTestId('delivery-line')).toHaveText(await apiLine(page.request, '560001'));
    await expect(drawer.getByRole('button', { name: 'Change' })).toBeFocused();
    expect((await rememberedPin(page))?.value).toBe('560001');
  });

  test('the success popup and the order page say the promised day @any-viewport', async ({ page, signUp }) => {
    await signUp();
    const product = await stockedProduct(page.request, 2);
    const added = await page.request.post('/api/cart/add', { data: { productId: product._id, quantity: 1 } });
    expect(added.status(), await added.text()).toBe(200);
    await page.goto(`/product/${product._id}`);
    await waitForHydration(page);
    await checkPin(page, jaipurPin);
    await expect(productLine(page)).toHaveAttribute('data-good', 'true');

    await page.goto('/checkout');
    await waitForHydration(page);
    await expect(field(page, 'City')).toHaveValue('Jaipur');
    await field(page, 'Street Address').fill('12 JLN Marg, Malviya Nagar');
    await expect(page.getByTestId('checkout-delivery')).toHaveAttribute('data-good', 'true');
    await page.getByTestId('complete-order').click();
    const popup = page.getByRole('dialog', { name: 'Order Placed Successfully!' });
    await expect(popup).toContainText('2-5 business days');
    const [order] = await getData<Order[]>(page.request, '/api/orders/my');
    expect(order!.promisedBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const day = formatPromiseDay(order!.promisedBy!);
    await expect(popup.getByTestId('order-success-promise')).toHaveText(`Arrives by ${day}`);

    await page.goto(`/order/${order!._id}`);
    await expect(page.getByTestId('order-promise')).toHaveText(`Arrives by ${day}`);
  });

  test.describe('where staff turned Cash on Delivery off', () => {
    // The server's refusal of the order, which Chromium reports as a failed load.
    test.use({ allowedConsoleErrors: [/status of 422/] });

    test('the shopper reads so on the product page and at checkout, and cannot order', async ({
      page,
      signUp,
      baseURL,
    }, testInfo) => {
      // Each viewport's run has PINs of its own: the two run side by side.
      const [codOff, turnedOffLater] =
        testInfo.project.name === 'desktop' ? ['313001', '324005'] : ['342001', '334001'];
      const staff = await staffApi(baseURL!);
      try {
        await turnCodOff(staff, codOff);
        await staff.delete(`/api/admin/delivery/pincode-rules/cod-off/${turnedOffLater}`);
        await signUp();
        const product = await stockedProduct(page.request, 3);
        const added = await page.request.post('/api/cart/add', { data: { productId: product._id, quantity: 1 } });
        expect(added.status(), await added.text()).toBe(200);

        await page.goto(`/product/${product._id}`);
        await waitForHydration(page);
        await checkPin(page, codOff);
        await expect(productLine(page)).toContainText(`Cash on Delivery is not available for ${codOff}`);
        await expect(productLine(page)).toHaveAttribute('data-good', 'false');

        await page.goto('/checkout');
        await waitForHydration(page);
        await expect(field(page, 'ZIP Code')).toHaveValue(codOff);
        const line = page.getByTestId('checkout-delivery');
        await expect(line).toContainText(`Cash on Delivery is not available for ${codOff}`);
        const complete = page.getByTestId('complete-order');
        await expect(complete).toBeDisabled();
        await expect(complete).toHaveAccessibleDescription(await line.innerText());
        await expectNoSeriousA11yViolations(page);
        // The server refuses it too.
        const refused = await page.request.post('/api/orders/place', {
          headers: { 'Idempotency-Key': crypto.randomUUID() },
          data: {
            orderItems: [{ product: { _id: product._id }, quantity: 1 }],
            shippingAddress: {
              fullName: 'Asha Verma',
              phone: '9876543210',
              addressLine: '1 Station Road',
              city: 'Somewhere',
              pincode: codOff,
              state: 'Rajasthan',
            },
            paymentMethod: 'COD',
          },
        });
        expect(refused.status()).toBe(422);
        expect(((await refused.json()) as { code: string }).code).toBe('COD_NOT_AVAILABLE');

        // Another PIN takes cash: City and State follow it, and the order may go, until staff turn it off meanwhile.
        await field(page, 'Street Address').fill('1 Station Road');
        await field(page, 'ZIP Code').fill(turnedOffLater);
        await expect(line).toHaveAttribute('data-good', 'true');
        await expect(field(page, 'State')).toHaveValue('Rajasthan');
        await expect(complete).toBeEnabled();
        await turnCodOff(staff, turnedOffLater);
        await complete.click();
        await expect(page.getByTestId('checkout-order-problem')).toHaveText(
          `Your order was not placed. Cash on Delivery is not available for ${turnedOffLater}. Please use another address.`,
        );
        await expect(complete).toHaveText('Complete Order');
        expect(await getData<Order[]>(page.request, '/api/orders/my')).toHaveLength(0);
      } finally {
        await staff.delete(`/api/admin/delivery/pincode-rules/cod-off/${codOff}`);
        await staff.delete(`/api/admin/delivery/pincode-rules/cod-off/${turnedOffLater}`);
        await staff.dispose();
      }
    });
  });
});
