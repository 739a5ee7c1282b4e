/**
 * The owner checks orders on the move (issue: staff screens usable on a phone): on a 390 px phone every back-office
 * page fits the screen's width (wide tables scroll inside their own box, the page never scrolls sideways) and has no
 * serious or critical axe violation, the
 * sections stay reachable from the nav, and an order's phone number is a link that calls the shopper.
 */
import type { Page } from '@playwright/test';
import { listProducts } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { placeOrder } from './support/orders';
import { signInAsStaff } from './support/staff';

async function expectNoSidewaysScroll(page: Page, path: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${path} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
}

test.describe('the back office on a phone @phone-only', () => {
  test('every page fits the width and passes axe; an order calls its shopper with one tap', async ({
    page,
    signUp,
    baseURL,
  }) => {
    // About twenty pages, each checked with axe: 3-5 s a page on two shared cores.
    test.setTimeout(180_000);
    await signUp();
    const profile = await page.request.get('/api/auth/profile');
    const shopperId = ((await profile.json()) as { data: { _id: string } }).data._id;
    const product = (await listProducts(page.request)).find((p) => p.stock >= 5)!;
    const order = await placeOrder(page, [{ product, quantity: 1 }], {
      fullName: 'Meena Iyer',
      phone: '9812345670',
      addressLine: '4 Anna Salai',
      city: 'Chennai',
      pincode: '600002',
      state: 'Tamil Nadu',
    });

    // Staff sign in in a context of their own, on the same phone.
    const staff = await page.context().browser()!.newContext({
      baseURL,
      viewport: page.viewportSize()!,
      isMobile: true,
      hasTouch: true,
    });
    const phone = await staff.newPage();
    await signInAsStaff(phone);

    for (const path of [
      '/admin',
      '/admin/orders',
      '/admin/confirmations',
      '/admin/returns',
      '/admin/stock',
      '/admin/cash',
      '/admin/couriers',
      '/admin/delivery',
      '/admin/content',
      '/admin/categories',
      '/admin/audit',
      '/admin/products',
      '/admin/products/new',
      '/admin/products/import',
      `/admin/products/${product._id}`,
      `/admin/orders/${order._id}`,
      `/admin/stock/${product._id}`,
      '/admin/customers',
      `/admin/customers/${shopperId}`,
      '/admin/reviews',
      '/admin/messages?status=all',
    ]) {
      await phone.goto(path);
      await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(phone, path);
      // Every back-office page, in one place, so a new page cannot skip the accessibility bar.
      await expectNoSeriousA11yViolations(phone);
    }

    // The order page: the shopper's phone is a tel: link, visible without scrolling sideways.
    await phone.goto(`/admin/orders/${order._id}`);
    const call = phone.getByRole('link', { name: /98123\s?45670/ }).first();
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', /^tel:(\+91)?9812345670$/);

    // Every section is one tap away from the nav, which scrolls on its own when it is wider than the phone.
    const nav = phone.getByRole('navigation', { name: 'Back office' });
    await nav.getByRole('link', { name: 'Orders', exact: true }).tap();
    await phone.waitForURL('**/admin/orders');
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText(/Orders/);
    await staff.close();
  });
});
