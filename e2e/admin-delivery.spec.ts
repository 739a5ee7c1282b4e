/**
 * The owner's lever on parcels that come back (rule:cod-by-pin, rule:rto-rates, rule:audit-log), in a real browser
 * against the real server: two orders to one PIN ship and both come back (none is delivered: a delivery would change
 * the dashboard's cash collected today, which e2e/admin-day.spec.ts measures at the same time); a staff member opens
 * /admin/cash, turns Cash on Delivery off for that PIN from the RTO table with a reason (suggested from its RTO rate,
 * then edited), finds it on /admin/delivery's "Cash on Delivery off" list with their name, and a shopper asking
 * GET /api/delivery/{pin} is told cash is not available there (and an order there is refused). The staff member then
 * turns it back on from the list, and the shopper may pay cash again. /admin/delivery passes axe, and the fourteen
 * back-office sections still fit a 1366 px laptop.
 */
import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';
import { placeOrder } from './support/orders';
import { createOwnProduct, staffPage } from './support/staff';

interface DeliveryAnswer {
  serviceable: boolean;
  cod: { available: boolean; reason: string | null };
}

/**
 * A PIN no other spec orders to (the e2e shop's seed has no orders, so the RTO table shows only what the specs ship),
 * Raipur's head post office: Chhattisgarh, the rest of India from the Bengaluru warehouse.
 */
const pin = '492001';
const address = {
  fullName: 'Kavita Sahu',
  phone: '9826012345',
  addressLine: '7 Jail Road',
  city: 'Raipur',
  pincode: pin,
  state: 'Chhattisgarh',
};

async function codAt(request: APIRequestContext): Promise<DeliveryAnswer> {
  const answer = await request.get(`/api/delivery/${pin}`);
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: DeliveryAnswer }).data;
}

test.describe('staff turn Cash on Delivery off for a PIN from the RTO table @desktop-only', () => {
  test('with a reason; the PIN is listed with their name, and a shopper there cannot pay cash', async ({
    page,
    browser,
    baseURL,
    signUp,
  }) => {
    test.setTimeout(120_000);
    const product = await createOwnProduct(page.request, baseURL!, 4);
    await signUp();
    expect((await codAt(page.request)).cod.available).toBe(true);
    const first = await placeOrder(page, [{ product, quantity: 1 }], address);
    const second = await placeOrder(page, [{ product, quantity: 1 }], address);

    // Staff ship both and both come back (RTO 100%).
    const staff = await staffPage(browser, baseURL!);
    const move = async (orderId: string, from: string, to: string, extra: Record<string, string> = {}) => {
      const moved = await staff.request.post(`/api/admin/orders/${orderId}/status`, { data: { from, to, ...extra } });
      expect(moved.status(), await moved.text()).toBe(200);
    };
    for (const order of [first, second]) {
      await move(order._id, 'Placed', 'Processing');
      await move(order._id, 'Processing', 'In Transit', {
        courierName: 'Delhivery',
        trackingNumber: `RP${order.orderNumber}`,
      });
      await move(order._id, 'In Transit', 'Returned', { note: 'Refused at the door' });
    }

    await staff.goto('/admin/cash');
    await waitForHydration(staff);
    const byPin = staff.getByRole('table', { name: 'By PIN code (20 that shipped most)' });
    const row = byPin.getByRole('row').filter({ has: staff.getByRole('rowheader', { name: pin, exact: true }) });
    await expect(row).toContainText('100.0%');

    // One click asks for the reason, suggested from the row's figures; the staff member adds to it.
    await row.getByRole('button', { name: `Turn off COD for ${pin}` }).click();
    const form = staff.getByRole('form', { name: `Turn off Cash on Delivery for ${pin}` });
    const reason = form.getByLabel('Reason (for staff)');
    await expect(reason).toHaveValue('RTO 100% over 90 days');
    await reason.fill('RTO 100% over 90 days, refused at the door');
    await form.getByRole('button', { name: 'Turn off COD' }).click();
    await expect(staff.getByText(`Cash on Delivery is off for ${pin}`)).toBeVisible();
    const offLink = row.getByRole('link', { name: `COD off for ${pin}: see the list` });
    await expect(offLink).toBeVisible();

    // The list on /admin/delivery has it, with the reason and the staff member's name.
    await offLink.click();
    await expect(staff).toHaveURL((url) => url.pathname === '/admin/delivery' && url.searchParams.get('codQ') === pin);
    await waitForHydration(staff);
    const list = staff.getByRole('region', { name: 'Cash on Delivery off' });
    const listed = list.getByRole('row').filter({ has: staff.getByRole('rowheader', { name: pin, exact: true }) });
    await expect(listed).toContainText('Raipur, Chhattisgarh');
    await expect(listed).toContainText('RTO 100% over 90 days, refused at the door');
    await expect(listed).toContainText('Shop Admin');
    await expectNoSeriousA11yViolations(staff);
    // The page opened at the list (#cod-off); the sections' row is at its top.
    await staff.evaluate(() => window.scrollTo(0, 0));
    const nav = staff.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link', { name: 'Delivery' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Audit log' })).toBeInViewport({ ratio: 1 });

    // The shopper asks about the PIN: no cash, in the shop's words, never the staff member's reason; an order is refused.
    const answer = await codAt(page.request);
    expect(answer).toMatchObject({
      serviceable: true,
      cod: { available: false, reason: `Cash on Delivery is not available for ${pin}` },
    });
    expect(JSON.stringify(answer)).not.toContain('refused at the door');
    const refused = await page.request.post('/api/orders/place', {
      data: {
        orderItems: [{ product: { _id: product._id }, quantity: 1 }],
        shippingAddress: address,
        paymentMethod: 'COD',
      },
    });
    expect(refused.status()).toBe(422);
    expect(await refused.json()).toMatchObject({ success: false, code: 'COD_NOT_AVAILABLE' });

    // Turned back on from the list: the row goes, and the shopper may pay cash again.
    await listed.getByRole('button', { name: `Turn COD back on for ${pin}` }).click();
    await expect(staff.getByText(`Cash on Delivery is back on for ${pin}`)).toBeVisible();
    await expect(listed).toHaveCount(0);
    expect((await codAt(page.request)).cod.available).toBe(true);
    await staff.context().close();
  });
});
