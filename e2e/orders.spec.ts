/**
 * My Orders and the order page (/orders, /order/{id}; rule:my-orders, rule:order-page,
 * rule:order-statuses, rule:order-progress, rule:sign-in-required, rule:failures-shown,
 * rule:cancel-window) through the real server and a real browser. Every test signs up its
 * own shopper and places its orders through the API; the expected figures are the server's own
 * answers (GET /api/orders/my, GET /api/orders/{id}, GET /api/product/{id}).
 *
 * The figures, the cards and the cancel dialog are the same at every width, so those tests run once, at the phone
 * (@any-viewport, playwright.config.ts); the order page (Track Package scrolls the timeline into view) and the list's
 * axe check run at both sizes.
 */
import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { formatRupees } from '../domain/shared/money';
import { type ApiProduct, getData } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';
import { placeOrder } from './support/orders';
import { createOwnProduct } from './support/staff';
import type { Order } from '../domain/views/orders';

type ApiOrder = Order;

const money = (rupees: number) => formatRupees(rupees, 2);

/**
 * In-stock products from a random later page of the catalog: other specs order the first
 * products of the list, and parallel tests should not share a product whose stock one of them checks.
 */
async function inStockProducts(page: Page, n: number): Promise<ApiProduct[]> {
  const listPage = 2 + crypto.randomInt(3);
  const { products } = await getData<{ products: ApiProduct[] }>(page, `/api/product?limit=50&page=${listPage}`);
  const usable = products.filter((p) => p.stock >= 5);
  expect(usable.length).toBeGreaterThanOrEqual(n);
  const start = crypto.randomInt(usable.length - n + 1);
  return usable.slice(start, start + n);
}

async function cancelViaApi(page: Page, orderId: string) {
  const response = await page.request.post(`/api/orders/${orderId}/cancel`);
  expect(response.status(), await response.text()).toBe(200);
}

/** Path and query of the page's address, to compare with the app's own links. */
const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

const stockOf = async (page: Page, productId: string) =>
  (await getData<ApiProduct>(page, `/api/product/${productId}`)).stock;

test.describe('/orders', () => {
  test('shows counters over all the shopper’s orders and one card per order as the server has it @any-viewport', async ({
    page,
    signUp,
  }) => {
    await signUp();
    const [a, b, c] = await inStockProducts(page, 3);
    await placeOrder(page, [{ product: a!, quantity: 1 }]);
    await placeOrder(page, [
      { product: b!, quantity: 2 },
      { product: c!, quantity: 1 },
    ]);
    const third = await placeOrder(page, [{ product: c!, quantity: 1 }]);
    await cancelViaApi(page, third._id);
    const orders = await getData<ApiOrder[]>(page, '/api/orders/my');
    expect(orders).toHaveLength(3);

    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    const count = (status: string) => String(orders.filter((o) => o.orderStatus === status).length);
    const counters = page.getByTestId('order-counters');
    await expect(counters.getByText('Total Orders')).toBeVisible();
    await expect(page.getByTestId('order-counter-total')).toHaveText('3');
    await expect(page.getByTestId('order-counter-placed')).toHaveText(count('Placed'));
    await expect(page.getByTestId('order-counter-delivered')).toHaveText(count('Delivered'));
    await expect(page.getByTestId('order-counter-processing')).toHaveText(count('Processing'));
    expect(count('Placed')).toBe('2');

    // Newest first, as the API lists them.
    const cards = page.getByTestId('order-card');
    await expect(cards).toHaveCount(3);
    for (const [index, order] of orders.entries()) {
      const card = cards.nth(index);
      await expect(card).toHaveAttribute('data-order-id', order._id);
      await expect(card.getByTestId('order-card-link')).toHaveText(`Order #${order.orderNumber}`);
      await expect(card.getByTestId('order-card-status')).toHaveText(order.orderStatus);
      await expect(card.getByTestId('order-card-item-count')).toHaveText(
        `${order.itemCount} ${order.itemCount === 1 ? 'item' : 'items'}`,
      );
      await expect(card.getByTestId('order-card-total')).toHaveText(money(order.totalAmount));
      await expect(card.getByTestId('order-card-payment')).toHaveText('Cash on Delivery');
      // Indian date format, in India's time zone: '21 Nov 2026'.
      const date = new Intl.DateTimeFormat('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      }).format(new Date(order.createdAt));
      await expect(card.getByTestId('order-card-date')).toHaveText(date);
      const lines = card.getByTestId('order-line');
      await expect(lines).toHaveCount(order.orderItems.length);
      for (const [i, line] of order.orderItems.entries()) {
        await expect(lines.nth(i).getByTestId('order-line-title')).toHaveText(line.product.title);
        await expect(lines.nth(i).getByTestId('order-line-quantity')).toHaveText(`Qty: ${line.quantity}`);
        await expect(lines.nth(i).getByTestId('order-line-price')).toHaveText(money(line.price * line.quantity));
        await expect(lines.nth(i).locator('img')).toHaveAttribute('src', /^\/uploads\//);
      }
    }
    // Cancelled is a status of its own (rule:order-statuses), with its own badge colour.
    const cancelledCard = page.locator(`[data-order-id="${third._id}"]`);
    await expect(cancelledCard.getByTestId('order-card-status')).toHaveText('Cancelled');
    await expect(cancelledCard.getByTestId('order-card-status')).toHaveClass(/bg-red-100/);

    // A card opens its order.
    await waitForHydration(page);
    await cards.nth(1).click();
    await expect.poll(() => pathOf(page)).toBe(`/order/${orders[1]!._id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${orders[1]!.orderNumber}` })).toBeVisible();
  });

  test('a shopper without orders sees zeros and a way to the products @any-viewport', async ({ page, signUp }) => {
    await signUp();
    await page.goto('/orders');
    await expect(page.getByTestId('order-counter-total')).toHaveText('0');
    await expect(page.getByTestId('order-card')).toHaveCount(0);
    const empty = page.getByTestId('orders-empty');
    await expect(empty.getByText('No orders yet')).toBeVisible();
    await waitForHydration(page);
    await empty.getByRole('link', { name: 'Start Shopping' }).click();
    await expect.poll(() => pathOf(page)).toBe('/products');
  });

  test('is private: noindex, and accessible', async ({ page, signUp }) => {
    await signUp();
    const [product] = await inStockProducts(page, 1);
    await placeOrder(page, [{ product: product!, quantity: 1 }]);
    await page.goto('/orders');
    await expect(page.getByTestId('order-card')).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page).toHaveTitle(/My Orders/);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('/order/{id}', () => {
  test('shows the items, summary, address, timeline and progress of the shopper’s order', async ({ page, signUp }) => {
    await signUp();
    const candidates = await inStockProducts(page, 6);
    // One product with options to choose (size, colour ...), so the page has options to show.
    const first =
      candidates.find((p) => p.sizes.length + p.colors.length + p.specs.length + p.rams.length + p.weight.length > 0) ??
      candidates[0];
    const second = candidates.find((p) => p !== first);
    // The first value of each option the product offers, as the product page preselects them.
    const options = Object.fromEntries(
      (['sizes', 'colors', 'specs', 'rams', 'weight'] as const).flatMap((f) =>
        first![f].length > 0 ? [[f, first![f][0]!]] : [],
      ),
    );
    const placed = await placeOrder(page, [
      { product: first!, quantity: 2, options },
      { product: second!, quantity: 1 },
    ]);
    const order = await getData<ApiOrder>(page, `/api/orders/${placed._id}`);

    await page.goto(`/order/${order._id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Placed');

    // Items with image, title, options, quantity and price.
    const lines = page.getByTestId('order-items').getByTestId('order-line');
    await expect(lines).toHaveCount(2);
    for (const [i, line] of order.orderItems.entries()) {
      const row = lines.nth(i);
      await expect(row.getByTestId('order-line-title')).toHaveText(line.product.title);
      await expect(row.getByTestId('order-line-quantity')).toHaveText(`Qty: ${line.quantity}`);
      await expect(row.getByTestId('order-line-price')).toHaveText(money(line.price * line.quantity));
      await expect(row.locator('img')).toHaveAttribute('src', /^\/uploads\//);
    }
    const labels: [keyof ApiOrder['orderItems'][number], string][] = [
      ['sizes', 'Size'],
      ['specs', 'Storage'],
      ['rams', 'RAM'],
      ['colors', 'Colour'],
      ['weight', 'Weight'],
      ['material', 'Material'],
    ];
    for (const [i, line] of order.orderItems.entries()) {
      const chosen = labels.flatMap(([f, label]) => (line[f] ? [`${label}: ${line[f]}`] : []));
      if (chosen.length > 0)
        await expect(lines.nth(i).getByTestId('order-line-options')).toHaveText(chosen.join(' · '));
      else await expect(lines.nth(i).getByTestId('order-line-options')).toHaveCount(0);
    }

    // Summary: the server's figures, no sample tax or fixed shipping (rule:order-page).
    const summary = page.getByTestId('order-summary');
    await expect(summary.getByTestId('order-subtotal')).toHaveText(money(order.subtotal));
    await expect(summary.getByTestId('order-savings')).toHaveText(
      order.savings > 0 ? `-${money(order.savings)}` : money(0),
    );
    await expect(summary.getByTestId('order-shipping')).toHaveText(
      order.shipping === 0 ? 'Free' : money(order.shipping),
    );
    await expect(summary.getByTestId('order-total')).toHaveText(money(order.totalAmount));
    await expect(summary.getByTestId('order-payment')).toHaveText('Cash on Delivery');
    await expect(summary).not.toContainText('Tax');
    await expect(summary).not.toContainText('29.99');

    // Shipping address.
    const addressCard = page.getByTestId('order-address');
    for (const value of Object.values(order.shippingAddress)) await expect(addressCard).toContainText(value);

    // Timeline from the real status history, and the progress bar (10% while Placed).
    const steps = page.getByTestId('timeline-step');
    await expect(steps).toHaveCount(order.statusHistory.length);
    await expect(steps.first().getByTestId('timeline-status')).toHaveText('Placed');
    await expect(steps.first()).toContainText('Order placed');
    await expect(page.getByTestId('order-progress')).toHaveAttribute('aria-valuenow', '10');

    await waitForHydration(page);
    // Track Package brings the timeline into view and gives it the focus.
    await page.getByTestId('track-package').click();
    await expect(page.getByTestId('order-timeline')).toBeFocused();
    await expect(page.getByTestId('order-timeline')).toBeInViewport();

    // Contact Support opens the shop's chat with the order number in the greeting.
    const support = page.getByTestId('contact-support');
    await expect(support).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\d+\\?text=.*${order.orderNumber}`));
    await expect(support).toHaveAttribute('target', '_blank');

    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoSeriousA11yViolations(page);
  });

  test('Cancel Order cancels it, removes the button and returns the stock @any-viewport', async ({
    page,
    signUp,
    baseURL,
  }) => {
    await signUp();
    // A product of this test's own: parallel specs order the seeded ones, which would move the stock it checks.
    const product = await createOwnProduct(page.request, baseURL!, 10);
    const before = await stockOf(page, product._id);
    expect(before).toBe(10);
    const order = await placeOrder(page, [{ product, quantity: 2 }]);
    expect(await stockOf(page, product._id)).toBe(before - 2);

    await page.goto(`/order/${order._id}`);
    await waitForHydration(page);
    const cancel = page.getByTestId('cancel-order');
    await cancel.click();
    const dialog = page.getByRole('alertdialog', { name: `Cancel order #${order.orderNumber}?` });
    await expect(dialog).toBeVisible();
    // Keep Order has the focus first, so Enter or Escape keep the order.
    await expect(dialog.getByRole('button', { name: 'Keep Order' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();

    await cancel.click();
    await dialog.getByRole('button', { name: 'Yes, Cancel Order' }).click();
    await expect(page.getByText('Order cancelled')).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(page.getByTestId('cancel-order')).toHaveCount(0);
    await expect(page.getByTestId('order-cancelled')).toContainText('This order was cancelled');
    await expect(page.getByTestId('order-progress')).toHaveCount(0);
    await expect(page.getByTestId('timeline-status').last()).toHaveText('Cancelled');

    expect(await stockOf(page, product._id)).toBe(before);
    expect((await getData<ApiOrder>(page, `/api/orders/${order._id}`)).orderStatus).toBe('Cancelled');

    // The same after a reload: the page shows the server's state.
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(page.getByTestId('cancel-order')).toHaveCount(0);
  });

  test.describe('when the server refuses the cancel @any-viewport', () => {
    test.use({ allowedConsoleErrors: [/status of 409/] });

    test('shows the server’s reason and the order’s real state', async ({ page, signUp }) => {
      await signUp();
      const [product] = await inStockProducts(page, 1);
      const order = await placeOrder(page, [{ product: product!, quantity: 1 }]);
      await page.goto(`/order/${order._id}`);
      await waitForHydration(page);
      // Cancelled meanwhile (another tab): the page still offers Cancel Order.
      await cancelViaApi(page, order._id);
      await page.getByTestId('cancel-order').click();
      await page.getByRole('button', { name: 'Yes, Cancel Order' }).click();
      await expect(page.getByText('This order is already cancelled.')).toBeVisible();
      await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
      await expect(page.getByTestId('cancel-order')).toHaveCount(0);
    });
  });

  test.describe('that is not the shopper’s @any-viewport', () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('is Page Not Found with HTTP 404, as are unknown and malformed ids', async ({ page, signUp }) => {
      await signUp();
      const [product] = await inStockProducts(page, 1);
      const theirs = await placeOrder(page, [{ product: product!, quantity: 1 }]);
      await cancelViaApi(page, theirs._id);

      // Another shopper signs in on this browser.
      await signUp();
      for (const id of [theirs._id, crypto.randomUUID(), 'not-an-order-id']) {
        const response = await page.goto(`/order/${id}`);
        expect(response?.status(), id).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
        await expect(page.getByText(`#${theirs.orderNumber}`)).toHaveCount(0);
      }
    });
  });
});

test.describe('a guest @any-viewport', () => {
  test('opening /orders, /order/{id} or /profile is sent to sign in and back', async ({ page }) => {
    const orderId = crypto.randomUUID();
    for (const path of ['/orders', `/order/${orderId}`, '/profile', '/orders?page=2']) {
      await page.goto(path);
      await expect.poll(() => pathOf(page)).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
  });
});
