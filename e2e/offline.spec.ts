/**
 * Offline use (issue 15, ADR 0040) through the real service worker of the build, in a real browser: pages a shopper
 * opened come back offline with a banner and the last known cart; an action that needs the server says the shopper is
 * offline and changes nothing; a page never opened says so; online again, everything works; signing out leaves nothing
 * of the shopper kept. A new deploy is e2e/offline-deploy.spec.ts.
 *
 * Every other spec runs with service workers blocked (playwright.config.ts), so that their pages always come from the
 * server; this one allows them.
 *
 * The worker, the banner and the controls used (Add to Cart, the cart button, the user menu) are the same at every
 * width, so each test runs once, at the phone (@any-viewport, playwright.config.ts).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { offlineMessage } from '../app/lib/api';
import { offlineBannerText } from '../app/lib/online-status';
import { listProducts, type ApiProduct } from './support/api';
import { isKept, waitUntilKept } from './support/offline';
import { expect, test, waitForHydration } from './support/fixtures';

test.use({
  serviceWorkers: 'allow',
  // One pattern: Playwright would read a second element as the option's settings. Offline, Chromium reports each file
  // the worker never kept (an image below the fold, say); React Router asks for a page's code when it is opened, and
  // logs what failed (it then loads the page whole, which the worker answers with its offline page).
  allowedConsoleErrors: [
    /ERR_INTERNET_DISCONNECTED|Failed to load resource|FetchEvent|Error loading route module|Failed to fetch dynamically imported module/,
  ],
});

async function stockedProducts(page: Page, n: number): Promise<ApiProduct[]> {
  const found = (await listProducts(page.request)).filter((p) => p.stock >= 30).slice(0, n);
  expect(found.length, `the catalog has ${n} products with stock`).toBe(n);
  return found;
}

async function addToCartOnPage(page: Page) {
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
}

async function goOffline(context: BrowserContext, offline: boolean) {
  await context.setOffline(offline);
}

test('pages opened before work offline with the banner and the last cart; actions say offline; online works again @any-viewport', async ({
  page,
  context,
  signUp,
}) => {
  await signUp();
  const [first, second, never] = await stockedProducts(page, 3);

  // The first visit installs the worker, which then keeps this page too.
  await page.goto('/');
  await waitForHydration(page);
  await waitUntilKept(page);
  const homeTitle = await page.title();

  await page.goto(`/product/${first!._id}`);
  await waitForHydration(page);
  await waitUntilKept(page);
  // The kept copy of this page was taken before this add: offline, the cart must still show it.
  await addToCartOnPage(page);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  await goOffline(context, true);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveText(offlineBannerText);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByTestId('cart-button').click();
  const drawer = page.getByRole('dialog', { name: /Your Cart/ });
  await expect(drawer).toContainText(first!.title);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // An action that needs the server says so, and pretends nothing.
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(offlineMessage)).toBeVisible();
  await expect(page.getByText('Added to cart')).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.goto('/');
  await waitForHydration(page);
  expect(await page.title()).toBe(homeTitle);
  await expect(page.getByTestId('offline-banner')).toBeVisible();

  // A page never opened says so, with the way back.
  await page.goto(`/product/${never!._id}`);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');

  await goOffline(context, false);
  await page.goto(`/product/${second!._id}`);
  await waitForHydration(page);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await addToCartOnPage(page);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  const cart = (await (await page.request.get('/api/cart')).json()) as {
    data: { items: { product: { _id: string } }[] };
  };
  expect(cart.data.items.map((line) => line.product._id).sort()).toEqual([first!._id, second!._id].sort());
});

test('the banner comes and goes with the network; a move to a page never opened says offline, and it opens once online @any-viewport', async ({
  page,
  context,
}) => {
  await page.goto('/products');
  await waitForHydration(page);
  await waitUntilKept(page);
  await goOffline(context, true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await goOffline(context, false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  // Offline, a link to a product never opened: its code is kept (the worker fetched every shopper page's code), its
  // data is not. Which page says so depends on which request fails first (the product's data: its own error boundary;
  // the shell's data: the app's error page; both with a way to try again); either says the shopper is offline.
  await goOffline(context, true);
  const link = page.locator('a[href^="/product/"]').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page).toHaveURL(href);
  await goOffline(context, false);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You are offline');
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

test('after signing out, nothing kept while signed in is left: pages or cart @any-viewport', async ({
  page,
  signUp,
}) => {
  await signUp();
  const [product] = await stockedProducts(page, 1);
  await page.goto(`/product/${product!._id}`);
  await waitForHydration(page);
  await waitUntilKept(page);
  expect(await isKept(page, `/product/${product!._id}`)).toBe(true);

  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await waitForHydration(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the worker still runs').toBe(true);
  expect(await isKept(page, `/product/${product!._id}`)).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('shop.lastKnownCart'))).toBeNull();
});

test('the worker is asked for again on every visit @any-viewport', async ({ page }) => {
  const response = await page.request.get('/sw.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(response.headers()['content-type']).toMatch(/javascript/);
});
