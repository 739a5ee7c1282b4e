/**
 * A staff member's day in the back office (rule:staff-only, rule:admin-orders, rule:order-state-machine,
 * rule:order-status-mail, rule:courier-tracking, rule:stock-ledger), in a real browser against the real server:
 * sign in as staff → confirm two orders in bulk → ship one with a tracking number → the shopper sees In Transit
 * and the tracking link and gets the mail → deliver it → the dashboard's cash collected grows by its total;
 * ship and return the other → its stock comes back. Every admin page visited passes axe.
 */
import type { Page } from '@playwright/test';
import { getData, listProducts } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';
import { placeOrder } from './support/orders';
import { staffPage } from './support/staff';
import { waitForMail } from './support/mail-sink';

const address = {
  fullName: 'Ravi Kumar',
  phone: '9876543210',
  addressLine: '12 MG Road',
  city: 'Bengaluru',
  pincode: '560001',
  state: 'Karnataka',
};

/** The dashboard's cash collected today, in paise, as the page shows it. */
async function cashCollectedToday(page: Page): Promise<number> {
  await page.goto('/admin?range=today');
  const text = await page.getByTestId('kpi-cash-collected').textContent();
  return Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
}

test.describe('a staff member runs the day @desktop-only', () => {
  test('confirms in bulk, ships, delivers, returns; the shopper and the dashboard follow', async ({
    page,
    browser,
    baseURL,
    signUp,
  }) => {
    test.setTimeout(120_000);
    const shopper = await signUp();
    const product = (await listProducts(page.request)).find((p) => p.stock >= 10)!;
    expect(product, 'a product with stock').toBeDefined();

    // The shopper places two cash-on-delivery orders through the API.
    const shipped = await placeOrder(page, [{ product, quantity: 1 }], address);
    const returned = await placeOrder(page, [{ product, quantity: 2 }], address);
    const stockAfterOrders = (await getData<{ stock: number }>(page.request, `/api/product/${product._id}`)).stock;

    const staff = await staffPage(browser, baseURL!);
    await expectNoSeriousA11yViolations(staff);
    const cashBefore = await cashCollectedToday(staff);

    // Confirm both in bulk from the order list, found by the shopper's email typed in its search box.
    await staff.goto('/admin/orders');
    await waitForHydration(staff);
    const filters = staff.getByRole('search', { name: 'Search and filter orders' });
    await filters.getByLabel('Search').fill(shopper.email);
    await filters.getByLabel('Search').press('Enter');
    await expect(staff).toHaveURL(
      (url) => url.pathname === '/admin/orders' && url.searchParams.get('q') === shopper.email,
    );
    await expect(staff.getByRole('row', { name: new RegExp(`#${shipped.orderNumber}\\b`) })).toBeVisible();
    await expectNoSeriousA11yViolations(staff);
    for (const order of [shipped, returned]) await staff.getByLabel(`Select order #${order.orderNumber}`).check();
    await staff.getByRole('button', { name: 'Confirm selected' }).click();
    await expect(staff.getByRole('region', { name: 'Bulk results' }).getByText(/^Moved:/)).toHaveCount(2);
    await expect(staff.getByRole('row', { name: new RegExp(`#${shipped.orderNumber}\\b`) })).toContainText(
      'Processing',
    );
    await expect(staff.getByRole('row', { name: new RegExp(`#${returned.orderNumber}\\b`) })).toContainText(
      'Processing',
    );

    // Ship the first with Delhivery and a tracking number.
    const ship = async (orderId: string, tracking: string) => {
      await staff.goto(`/admin/orders/${orderId}`);
      await waitForHydration(staff);
      await staff.getByRole('button', { name: 'Ship', exact: true }).click();
      const form = staff.getByRole('form', { name: /Ship: order becomes In Transit/ });
      await form.getByLabel('Courier').selectOption('Delhivery');
      await form.getByLabel('Tracking number').fill(tracking);
      await form.getByRole('button', { name: 'Ship', exact: true }).click();
      await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(staff.getByText('In Transit').first()).toBeVisible();
    };
    const mailSince = Date.now();
    await ship(shipped._id, 'DLV7001234');
    await expectNoSeriousA11yViolations(staff);

    // The shopper sees In Transit with the courier's tracking link, and gets the mail.
    await page.goto(`/order/${shipped._id}`);
    await expect(page.getByText('In Transit').first()).toBeVisible();
    const track = page.getByRole('link', { name: /Track Package/ });
    await expect(track).toHaveAttribute('href', 'https://www.delhivery.com/track-v2/package/DLV7001234');
    const mail = await waitForMail(shopper.email, { since: mailSince });
    expect(mail.subject).toBe(`Order #${shipped.orderNumber} has shipped`);
    expect(mail.text).toContain('DLV7001234');

    // Deliver it: the dashboard's cash collected grows by its total.
    await staff.goto(`/admin/orders/${shipped._id}`);
    await waitForHydration(staff);
    await staff.getByRole('button', { name: 'Mark delivered', exact: true }).click();
    await staff
      .getByRole('form', { name: /Mark delivered: order becomes Delivered/ })
      .getByRole('button', { name: 'Mark delivered', exact: true })
      .click();
    await expect(staff.getByText('Delivered').first()).toBeVisible();
    await expect.poll(() => cashCollectedToday(staff)).toBe(cashBefore + Math.round(shipped.totalAmount * 100));
    await expectNoSeriousA11yViolations(staff);

    // Ship the second, then the courier brings it back: its two units return to stock.
    await ship(returned._id, 'DLV7005678');
    await staff.getByRole('button', { name: 'Mark returned (RTO)', exact: true }).click();
    const rto = staff.getByRole('form', { name: /Mark returned \(RTO\): order becomes Returned/ });
    await rto.getByRole('textbox', { name: 'Reason', exact: true }).fill('Customer refused the parcel');
    await rto.getByRole('button', { name: 'Mark returned (RTO)', exact: true }).click();
    await expect(staff.getByText('Returned').first()).toBeVisible();
    await expect
      .poll(async () => (await getData<{ stock: number }>(page.request, `/api/product/${product._id}`)).stock)
      .toBe(stockAfterOrders + 2);

    // The other back-office pages pass axe too.
    for (const path of ['/admin/confirmations', '/admin/stock', '/admin/audit', '/admin/couriers', '/admin/cash']) {
      await staff.goto(path);
      await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(staff);
    }
    // And so do one product's stock ledger and the printed documents, one order's and many at once.
    await staff.goto(`/admin/stock/${product._id}`);
    await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(staff);
    const both = `${shipped._id},${returned._id}`;
    for (const [path, title, count] of [
      [`/admin/orders/${shipped._id}/invoice`, 'Tax Invoice', 1],
      [`/admin/orders/${shipped._id}/packing-slip`, 'Packing slip', 1],
      [`/admin/print?kind=invoice&ids=${both}`, 'Tax Invoice', 2],
      [`/admin/print?kind=slip&ids=${both}`, 'Packing slip', 2],
    ] as const) {
      await staff.goto(path);
      await expect(staff.getByRole('heading', { name: title, exact: true })).toHaveCount(count);
      await expectNoSeriousA11yViolations(staff);
    }
    await staff.context().close();
  });
});
