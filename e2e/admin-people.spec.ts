/**
 * Staff look after people in the back office (rule:admin-customers, rule:disabled-accounts, rule:review-moderation,
 * rule:contact-inbox), in a real browser against the real server: staff disable a shopper who is signed in
 * elsewhere → the shopper's next page shows them signed out and signing in shows the disabled message → staff
 * enable the account → signing in works; staff hide a review → the product page no longer shows it and its
 * review count drops; a contact-form message reaches the inbox and is marked handled. Every admin page visited
 * passes axe.
 */
import type { Page } from '@playwright/test';
import { getData, listProducts } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';
import { staffPage } from './support/staff';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login?redirectTo=%2Fprofile');
  await waitForHydration(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test.describe('staff look after customers, reviews and messages @desktop-only', () => {
  // The refused sign-in answers 403, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test('a disabled shopper is signed out at once and cannot sign in until enabled', async ({
    page,
    browser,
    baseURL,
    signUp,
  }) => {
    test.setTimeout(90_000);
    const shopper = await signUp({ fullName: `Disha Disabled ${Date.now().toString(36)}` });
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile$/);

    const staff = await staffPage(browser, baseURL!);
    await staff.goto('/admin/customers');
    await waitForHydration(staff);
    await expectNoSeriousA11yViolations(staff);
    await staff.getByLabel('Name, email or phone').fill(shopper.email);
    await staff.getByRole('button', { name: 'Search', exact: true }).click();
    await staff.waitForURL(/\/admin\/customers\?q=/);
    await staff.getByRole('link', { name: shopper.fullName }).click();
    await staff.waitForURL(`**/admin/customers/${shopper.id}`);
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText(shopper.fullName);
    await expectNoSeriousA11yViolations(staff);

    // Disable, after the confirmation.
    await staff.getByRole('button', { name: 'Disable account' }).click();
    const confirm = staff.getByRole('form', { name: 'Confirm disabling the account' });
    await confirm.getByLabel('Note for the audit log (optional)').fill('Fake orders');
    await expectNoSeriousA11yViolations(staff);
    await confirm.getByRole('button', { name: 'Yes, disable' }).click();
    await expect(toast(staff, 'The account is disabled.')).toBeVisible();
    await expect(staff.getByText(/Disabled since/)).toBeVisible();

    // The shopper's next page: signed out.
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile/);
    await signInThroughForm(page, shopper.email, shopper.password);
    await expect(toast(page, 'This account has been disabled. Please contact us.')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    // Enabled again: the shopper signs in.
    await staff.getByRole('button', { name: 'Enable account' }).click();
    await staff
      .getByRole('form', { name: 'Confirm enabling the account' })
      .getByRole('button', { name: 'Yes, enable' })
      .click();
    await expect(toast(staff, 'The account is enabled.')).toBeVisible();
    await expect(staff.getByText('Active: this customer can sign in and order.')).toBeVisible();
    await signInThroughForm(page, shopper.email, shopper.password);
    await page.waitForURL('**/profile');

    // The audit log names both changes.
    await staff.goto(`/admin/audit?entityId=${shopper.id}`);
    await expect(staff.getByText('customer.disable')).toBeVisible();
    await expect(staff.getByText('customer.enable')).toBeVisible();
    await staff.context().close();
  });

  test('a hidden review leaves the product page and its count', async ({ page, browser, baseURL, signUp }) => {
    test.setTimeout(90_000);
    await signUp();
    // A product few other specs touch: one of the later ones in the list.
    const products = await listProducts(page.request);
    const product = products[products.length - 1 - Math.floor(Math.random() * 10)]!;
    const comment = `Stitching came apart after one wash ${Date.now().toString(36)}`;
    const written = await page.request.post(`/api/product/${product._id}/review`, { data: { rating: 1, comment } });
    expect(written.status(), await written.text()).toBe(201);
    const countOf = async () =>
      (await getData<{ ratings: { totalReviews: number } }>(page.request, `/api/product/${product._id}`)).ratings
        .totalReviews;
    const before = await countOf();

    await page.goto(`/product/${product._id}`);
    await expect(page.getByText(comment)).toBeVisible();
    await expect(page.getByTestId('product-review-count')).toContainText(String(before));

    const staff = await staffPage(browser, baseURL!);
    await staff.goto(`/admin/reviews?productId=${product._id}&rating=1`);
    await waitForHydration(staff);
    const row = staff.getByTestId('admin-review-row').filter({ hasText: comment });
    await expect(row).toContainText('Shown');
    await expectNoSeriousA11yViolations(staff);
    await row.getByRole('button', { name: /^Hide the review/ }).click();
    await expect(toast(staff, 'The review is hidden.')).toBeVisible();
    await expect(row).toContainText('Hidden');
    await expect(row.getByRole('button', { name: /^Show the review/ })).toBeVisible();
    await expectNoSeriousA11yViolations(staff);

    await page.reload();
    // A product whose only review this was shows that it has none.
    await expect(page.getByTestId('product-review-count')).toContainText(
      before - 1 === 0 ? 'No reviews yet' : String(before - 1),
    );
    await expect(page.getByText(comment)).toHaveCount(0);
    expect(await countOf()).toBe(before - 1);
    await staff.context().close();
  });

  test('a contact message reaches the inbox and is marked handled', async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    const comment = `Do you deliver to Kochi on Sundays? ${Date.now().toString(36)}`;
    await page.goto('/');
    await waitForHydration(page);
    const section = page.getByTestId('contact');
    await section.getByLabel('Name').fill('Meera Iyer');
    await section.getByLabel('Email').fill('meera.iyer@example.test');
    await section.getByLabel('Mobile').fill('9876543210');
    await section.getByLabel('Message').fill(comment);
    await section.getByRole('button', { name: 'Send Message' }).click();
    await expect(section.getByTestId('contact-sent')).toContainText('Message Sent!');

    const staff = await staffPage(browser, baseURL!);
    await staff.goto('/admin/messages');
    await waitForHydration(staff);
    const card = staff.getByTestId('inbox-message').filter({ hasText: comment });
    await expect(card).toContainText('Meera Iyer');
    await expect(card).toContainText('meera.iyer@example.test');
    await expect(card.getByRole('link', { name: 'Reply to Meera Iyer by email' })).toHaveAttribute(
      'href',
      /^mailto:meera\.iyer@example\.test\?subject=/,
    );
    await expectNoSeriousA11yViolations(staff);

    await card.getByRole('button', { name: 'Mark handled: the message from Meera Iyer' }).click();
    await expect(toast(staff, 'Marked handled.')).toBeVisible();
    // Gone from the New tab (other specs may send messages meanwhile, so the tab's count is not compared).
    await expect(card).toHaveCount(0);

    await staff
      .getByRole('navigation', { name: 'Message status' })
      .getByRole('link', { name: /^Handled/ })
      .click();
    await staff.waitForURL('**/admin/messages?status=handled');
    const handled = staff.getByTestId('inbox-message').filter({ hasText: comment });
    await expect(handled).toContainText(/Handled by .+ on /);
    await expect(handled.getByRole('button', { name: 'Mark new: the message from Meera Iyer' })).toBeVisible();
    await expectNoSeriousA11yViolations(staff);
    await staff.context().close();
  });
});
