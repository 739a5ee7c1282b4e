/**
 * Saved for later, the wishlist (issue 37), through the real server and a real browser: the product page's heart
 * saves, /wishlist shows it, Move to cart puts it in the cart, a cart line's Save for later brings it back; a guest's
 * tap on a heart signs in first and the product is saved when they are back. The controls are the same at every
 * width, so each test runs once, at the phone (@any-viewport).
 */
import type { Page } from '@playwright/test';
import { listProducts, type ApiProduct } from './support/api';
import { expect, test, waitForHydration } from './support/fixtures';
import { slowLateChunks } from './support/slow-chunks';

async function stockedProduct(page: Page): Promise<ApiProduct> {
  const found = (await listProducts(page.request)).find((p) => p.stock >= 30);
  expect(found, 'the catalog has a product with stock').toBeTruthy();
  return found!;
}

async function savedCount(page: Page): Promise<number> {
  const res = await page.request.get('/api/wishlist');
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { count: number } }).data.count;
}

test('a heart saves from the product page, /wishlist moves it to the cart, the cart line goes back to Saved for later @any-viewport', async ({
  page,
  signUp,
}) => {
  await signUp();
  const product = await stockedProduct(page);

  await page.goto(`/product/${product._id}`);
  await waitForHydration(page);
  const heart = page.getByRole('button', { name: 'Save for later', exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.getByText('Saved for later', { exact: true }).last()).toBeVisible();
  const saved = page.getByRole('button', { name: 'Saved', exact: true });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  expect(await savedCount(page)).toBe(1);

  await page.goto('/wishlist');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved for later' })).toBeVisible();
  const item = page.getByTestId('saved-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(product.title);
  await expect(item.getByTestId('saved-item-stock')).not.toHaveText('Out of stock');

  await item.getByRole('button', { name: `Move ${product.title} to cart` }).click();
  await expect(page.getByText('Moved to cart')).toBeVisible();
  await expect(page.getByTestId('wishlist-empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.getByTestId('cart-button').click();
  const drawer = page.getByRole('dialog', { name: /Your Cart/ });
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
  await drawer.getByRole('button', { name: `Save ${product.title} for later` }).click();
  await expect(drawer.getByTestId('cart-line')).toHaveCount(0);
  await page.keyboard.press('Escape');
  // The page revalidated with the cart: the saved item is back on /wishlist.
  await expect(page.getByTestId('saved-item')).toHaveCount(1);
  await expect(page.getByTestId('saved-item')).toContainText(product.title);
  expect(await savedCount(page)).toBe(1);

  // The heart, pressed, takes it out again.
  await page.goto(`/product/${product._id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Saved', exact: true }).click();
  await expect(page.getByText('Removed from Saved for later')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save for later', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(await savedCount(page)).toBe(0);
});

test('the heart answers a tap made as soon as the page has hydrated, however slow the later chunks are @any-viewport', async ({
  page,
  signUp,
}) => {
  await signUp();
  const product = await stockedProduct(page);
  const slow = await slowLateChunks(page, `/product/${product._id}`, 3_000);

  await page.goto(`/product/${product._id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Save for later', exact: true }).click();
  // The tap reached the heart: it shows pressed at once, and the product is saved once what a tap does is in.
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => savedCount(page), { timeout: 15_000 }).toBe(1);
  expect(slow.held(), 'the page fetched chunks later, and they were held back').toBeGreaterThan(0);
});

test("a guest's heart asks to sign in, and the product is saved when they are back @any-viewport", async ({
  page,
  signUp,
}) => {
  const shopper = await signUp();
  await page.context().clearCookies();
  const product = await stockedProduct(page);

  await page.goto(`/product/${product._id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Save for later', exact: true }).click();
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(`/product/${product._id}`)}`);
  await waitForHydration(page);
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(page).toHaveURL(`/product/${product._id}`);
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');
  expect(await savedCount(page)).toBe(1);
});

test('/wishlist sends a guest to sign in and back @any-viewport', async ({ page }) => {
  await page.goto('/wishlist');
  await expect(page).toHaveURL('/login?redirectTo=%2Fwishlist');
});
