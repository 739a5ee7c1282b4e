/**
 * A guest's cart (ADR 0054) through the real server and a real browser: a guest fills a cart, signs in to an account
 * that already holds one of the products, reads what the merge changed, and places the order.
 */
import type { Page } from '@playwright/test';
import { type ApiProduct, getData, listProducts } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';
import type { Cart } from '../domain/views/cart';
import type { Order } from '../domain/views/orders';

/** Products a few units of which stay far below the cash-on-delivery ceiling, with stock for parallel runs. */
function affordable(products: ApiProduct[], n: number): ApiProduct[] {
  const found = products.filter((p) => p.stock >= 30 && p.price < 5000).slice(0, n);
  expect(found).toHaveLength(n);
  return found;
}

async function addOnItsPage(page: Page, product: ApiProduct, quantity: number) {
  await page.goto(`/product/${product._id}`);
  await waitForHydration(page);
  for (let i = 1; i < quantity; i++) await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();
}

test('a guest fills a cart, signs in to an account holding one of its products, reads the merge and orders', async ({
  page,
  signUp,
}) => {
  // Two product pages, a sign-in, a checkout and an order: about 25 s on an idle laptop, twice that on a busy CI box.
  test.setTimeout(120_000);
  const [shared, other] = affordable(await listProducts(page.request), 2) as [ApiProduct, ApiProduct];
  // The account already has one of `shared` in its cart; then this browser signs out and is a guest.
  const shopper = await signUp();
  const add = await page.request.post('/api/cart/add', { data: { productId: shared._id, quantity: 1 } });
  expect(add.status(), await add.text()).toBe(200);
  await page.context().clearCookies();

  await addOnItsPage(page, shared, 1);
  await addOnItsPage(page, other, 2);
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  await page.getByTestId('cart-button').click();
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer.getByRole('listitem')).toHaveCount(2);
  await expect(drawer.getByTestId('secure-checkout')).toHaveCount(0);
  await drawer.getByRole('link', { name: 'Sign in to place your order' }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout$/);

  await waitForHydration(page);
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/checkout');
  // The notice comes once the page has hydrated (its code is loaded only then).
  await waitForHydration(page);

  const notice = page.getByTestId('cart-merge-notice');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('heading')).toHaveText('We added the items from before you signed in to your cart');
  const items = notice.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(shared.title);
  await expect(items.nth(0)).toContainText('your cart already had 1, so it now has 2.');
  await expect(items.nth(1)).toContainText(other.title);
  await expect(items.nth(1)).toContainText('2 added to your cart.');
  await expectNoSeriousA11yViolations(page);

  const cart = await getData<Cart>(page.request, '/api/cart');
  expect(Object.fromEntries(cart.items.map((line) => [line.product._id, line.quantity]))).toEqual({
    [shared._id]: 2,
    [other._id]: 2,
  });

  await notice.getByRole('button', { name: 'Close this notice' }).click();
  await expect(notice).toHaveCount(0);

  // The order, with the merged quantities. Name, email and phone come from the account.
  await expect(page.getByTestId('order-summary')).toBeVisible();
  await page.getByLabel('Street Address', { exact: true }).fill('12 MG Road, Shivajinagar');
  await page.getByLabel('City', { exact: true }).fill('Pune');
  await page.getByLabel('State', { exact: true }).selectOption('Maharashtra');
  await page.getByLabel('ZIP Code', { exact: true }).fill('411005');
  await page.getByTestId('complete-order').click();
  await expect(page.getByRole('dialog', { name: 'Order Placed Successfully!' })).toBeVisible();
  const orders = await getData<Order[]>(page.request, '/api/orders/my');
  expect(orders).toHaveLength(1);
  expect(Object.fromEntries(orders[0]!.orderItems.map((line) => [line.product._id, line.quantity]))).toEqual({
    [shared._id]: 2,
    [other._id]: 2,
  });

  // The notice was shown once: the next page has none.
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByTestId('cart-merge-notice')).toHaveCount(0);
});

test('signing out leaves an empty guest cart and nothing of the account in the tab @any-viewport', async ({
  page,
  signUp,
}) => {
  const [product] = affordable(await listProducts(page.request), 1) as [ApiProduct];
  await signUp();
  await page.request.post('/api/cart/add', { data: { productId: product._id, quantity: 1 } });
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // Something the tab kept for the account, as the cart's checkout keeps its draft.
  await page.evaluate(() => sessionStorage.setItem('shop.example', 'kept for the account'));

  // The phone project (the only one running @any-viewport tests) signs out from the side menu.
  await page.getByTestId('mobile-menu-button').click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await waitForHydration(page);

  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('shop.example'))).toBeNull();
  const cookies = (await page.context().cookies()).map((c) => c.name);
  expect(cookies).not.toContain('token-admin-ecom');
  expect(cookies).not.toContain('shop_guest_cart');
  const cart = await getData<Cart>(page.request, '/api/cart');
  expect(cart.items).toEqual([]);
});
