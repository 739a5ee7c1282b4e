/**
 * The back office for the people who use it (rule:back-office-frame): staff who sign in at /login land on /admin,
 * in a frame of its own (their name, the sections, View shop, Sign out; none of the shop's search, cart, footer or
 * chat), and Sign out ends where signing out always does; a shopper still lands at home. Required fields are marked
 * before anything is submitted (rule:required-fields-marked), and the cash page shows paise (rule:courier-cash).
 */
import crypto from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';
import { placeOrder } from './support/orders';
import { createOwnProduct, signInAsStaff, staffEmail, staffPassword } from './support/staff';

/** Signs in through the real sign-in form of the page it is on. */
async function signInHere(page: Page, email: string, password: string): Promise<void> {
  await waitForHydration(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${page.url()} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
}

/**
 * The field is required and its label shows the mark. The asterisk is for the eye: found by its role, the field's
 * accessible name is still its label's words alone.
 */
async function expectMarkedRequired(scope: Locator, name: string, required = true) {
  const input = scope.getByRole(name === 'Category' ? 'combobox' : 'textbox', { name, exact: true });
  await expect(input, name).toHaveJSProperty('required', required);
  const mark = scope.locator(`label[for="${await input.getAttribute('id')}"]`).getByText('*', { exact: true });
  if (required) await expect(mark, name).toBeVisible();
  else await expect(mark, name).toHaveCount(0);
}

/** Nothing of the shop's own frame is on the page. */
async function expectNoShopFrame(page: Page) {
  for (const part of [
    'site-header',
    'search-input',
    'mobile-search-input',
    'cart-button',
    'chat-button',
    'site-footer',
  ]) {
    await expect(page.getByTestId(part), part).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
}

test.describe('the back office has a frame of its own', () => {
  test('staff sign in at /login and land on /admin with their name, the sections, View shop and Sign out', async ({
    page,
  }) => {
    await page.goto('/login');
    await signInHere(page, staffEmail, staffPassword);
    await expect(page).toHaveURL((url) => url.pathname === '/admin' && url.search === '');
    await waitForHydration(page);

    const header = page.getByTestId('admin-header');
    await expect(header).toContainText('Signed in as Shop Admin');
    await expect(header.getByText('Shop Admin', { exact: true })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoShopFrame(page);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    // A section keeps the frame.
    await nav.getByRole('link', { name: 'Orders', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin/orders');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Orders/);
    await expect(header).toContainText('Shop Admin');
    await expectNoShopFrame(page);

    // View shop: the storefront, in the shop's frame.
    await page.goto('/admin');
    await waitForHydration(page);
    const viewShop = page.getByTestId('admin-header').getByRole('link', { name: 'View shop' });
    await expect(viewShop).toHaveAttribute('href', '/');
    await viewShop.click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('admin-header')).toHaveCount(0);

    // Sign out ends where signing out always does (rule:logout), and the back office asks to sign in again.
    await page.goto('/admin');
    await waitForHydration(page);
    await page.getByTestId('admin-header').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await page.goto('/admin/cash');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirectTo') === '/admin/cash',
    );

    // A page asked for wins over the back office: staff who came from a shop page go back to it.
    await page.goto('/login?redirectTo=%2Fproducts');
    await signInHere(page, staffEmail, staffPassword);
    await expect(page).toHaveURL((url) => url.pathname === '/products');
  });

  test('a shopper still lands at home, or on the page they came from @any-viewport', async ({ page, signUp }) => {
    const shopper = await signUp();
    await page.context().clearCookies();
    await page.goto('/login');
    await signInHere(page, shopper.email, shopper.password);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByTestId('site-header')).toBeVisible();

    await page.context().clearCookies();
    await page.goto('/login?redirectTo=%2Forders');
    await signInHere(page, shopper.email, shopper.password);
    await expect(page).toHaveURL((url) => url.pathname === '/orders');
  });

  test.describe('pages that answer an error', () => {
    // These pages answer 400 and 404 on purpose; the browser logs those loads.
    test.use({ allowedConsoleErrors: [/status of 40[04]/] });

    test('an admin page that fails shows its message inside the back office’s frame @any-viewport', async ({
      page,
    }) => {
      await signInAsStaff(page);
      const missing = await page.goto(`/admin/stock/${crypto.randomUUID()}`);
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not found');
      await expect(page.getByText('Product not found')).toBeVisible();
      await expect(page.getByTestId('admin-header')).toContainText('Shop Admin');
      await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
      await expectNoShopFrame(page);
      await expectNoSidewaysScroll(page);
    });

    test('printed documents have no frame at all, neither the shop’s nor the back office’s @any-viewport', async ({
      page,
    }) => {
      await signInAsStaff(page);
      const response = await page.goto('/admin/print');
      expect(response?.status()).toBe(400);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Print');
      await expect(page.getByTestId('admin-header')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
      await expectNoShopFrame(page);
    });
  });
});

test.describe('required fields are marked before the first error', () => {
  test('the category and product forms mark what their requests require, and nothing else @any-viewport', async ({
    page,
  }) => {
    await signInAsStaff(page, '/admin/categories');
    const add = page.getByTestId('new-category');
    for (const name of ['Name', 'HSN code']) await expectMarkedRequired(add, name);
    await expect(add.getByRole('group', { name: /Picture/ }).getByText('*')).toBeVisible();
    // Nothing was submitted: no message yet.
    await expect(add.getByRole('alert')).toHaveCount(0);

    await page.goto('/admin/products/new');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'New product' });
    for (const name of ['Title', 'Price (₹, before discount)', 'Category']) await expectMarkedRequired(form, name);
    for (const name of ['Brand', 'Material', 'Discount (%)', 'Opening stock']) {
      await expectMarkedRequired(form, name, false);
    }
    await expect(form.getByRole('heading', { name: 'Images (required)' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('cash with couriers shows paise @desktop-only', () => {
  test('a delivered order of ₹1,234.50 shows ₹1,234.50 with its courier, in the remittance and in the history', async ({
    page,
    signUp,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const suffix = crypto.randomBytes(3).toString('hex');
    const courier = `Paise Express ${suffix}`;
    const product = await createOwnProduct(page.request, baseURL!, 5, { price: 1234.5 });
    await signUp();
    const order = await placeOrder(page, [{ product, quantity: 1 }]);
    expect(order.totalAmount).toBe(1234.5);

    // Staff create the courier and take the order to Delivered through the API, as the order page does.
    const staff = await page
      .context()
      .browser()!
      .newContext({ baseURL, viewport: { width: 1366, height: 768 } });
    const staffPage = await staff.newPage();
    await signInAsStaff(staffPage);
    const api = staffPage.request;
    expect((await api.post('/api/admin/couriers', { data: { name: courier } })).status()).toBe(201);
    const move = async (from: string, to: string, extra: Record<string, string> = {}) => {
      const moved = await api.post(`/api/admin/orders/${order._id}/status`, { data: { from, to, ...extra } });
      expect(moved.status(), await moved.text()).toBe(200);
    };
    await move('Placed', 'Processing');
    await move('Processing', 'In Transit', { courierName: courier, trackingNumber: `PX${suffix}` });
    await move('In Transit', 'Delivered');

    await staffPage.goto('/admin/cash');
    await waitForHydration(staffPage);
    const row = staffPage.getByRole('row', { name: new RegExp(courier) });
    await expect(row.getByRole('cell').nth(1)).toHaveText('₹1,234.50');
    await row.getByRole('link', { name: 'Record remittance' }).click();
    const record = staffPage.getByRole('region', { name: 'Record a remittance' });
    await expect(record.getByRole('row', { name: new RegExp(`#${order.orderNumber}`) })).toContainText('₹1,234.50');
    await record.getByLabel(`#${order.orderNumber}`, { exact: true }).check();
    await expect(record.getByText('1 orders chosen, ₹1,234.50')).toBeVisible();
    await record.getByLabel('Reference (UTR or statement number)').fill(`UTR${suffix}`);
    await record.getByRole('button', { name: 'Record remittance' }).click();
    const history = staffPage.getByRole('region', { name: 'Remittances received' });
    await expect(history.getByRole('row', { name: new RegExp(`UTR${suffix}`) })).toContainText('₹1,234.50');
    await staff.close();
  });
});
