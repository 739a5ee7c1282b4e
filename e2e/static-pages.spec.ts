/**
 * The static pages (rule:policy-pages, rule:placeholder-pages, rule:page-not-found; rule:free-shipping): the
 * four policies, the about and contact placeholders, and the not-found page for every other path. Shipping
 * figures are the shop's configured ones (GET /api/settings), never numbers written here. These pages are one column
 * of text and links at every width, so each test runs once, at the phone (@any-viewport, playwright.config.ts).
 */
import type { Page } from '@playwright/test';
import { formatRupees } from '../domain/shared/money';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';

async function shippingSettings(page: Page) {
  const response = await page.request.get('/api/settings');
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { freeShippingThreshold: number; flatShippingFee: number } };
  return data;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

const policies = [
  { path: '/privacy-policy', heading: 'Privacy Policy', mentionsShipping: false, says: ['HttpOnly', '30 days'] },
  {
    path: '/terms-conditions',
    heading: 'Terms & Conditions',
    mentionsShipping: true,
    says: ['cash on delivery only', '2-5 business days'],
  },
  {
    path: '/refund-policy',
    heading: 'Refund & Return Policy',
    mentionsShipping: true,
    says: ['within 24 hours of placing it', 'within 7 days of delivery', '5-7 business days'],
  },
  {
    path: '/delete-account',
    heading: 'Delete Your Account',
    mentionsShipping: false,
    says: ['from the e-mail address you use to sign in', 'within 7 business days', 'within 30 days'],
  },
];

for (const policy of policies) {
  test(`${policy.path} answers 200 with its heading, the shop’s real figures and indexable meta @any-viewport`, async ({
    page,
  }) => {
    const settings = await shippingSettings(page);
    const response = await page.goto(policy.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: policy.heading })).toBeVisible();
    const text = page.getByTestId('policy-page');
    await expect(text).toContainText('Last updated:');
    for (const words of policy.says) await expect(text).toContainText(words);
    if (policy.mentionsShipping) {
      await expect(text).toContainText(`free on orders above ${formatRupees(settings.freeShippingThreshold)}`);
      await expect(text).toContainText(formatRupees(settings.flatShippingFee));
    }
    // The contact e-mail is the footer's.
    const email = await page.getByTestId('site-footer').getByRole('link', { name: /@/ }).textContent();
    await expect(text.getByRole('link', { name: email ?? '' }).first()).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${email}`),
    );

    await expect(page).toHaveTitle(new RegExp(policy.heading));
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${policy.path}$`));
    await expectNoSeriousA11yViolations(page);
  });
}

test('/about and /contact are placeholders with the words about and contact @any-viewport', async ({ page }) => {
  for (const [path, word, title] of [
    ['/about', 'about', /About Us/],
    ['/contact', 'contact', /Contact Us/],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('main')).toHaveText(word);
    await expect(page).toHaveTitle(title);
  }
});

test.describe('an unknown path @any-viewport', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('answers 404 with Page Not Found, Go Home and Shop Now', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');

    await waitForHydration(page);
    await page.getByRole('link', { name: 'Shop Now' }).click();
    await expect.poll(() => pathOf(page)).toBe('/products');

    await page.goto('/another/missing/page');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
  });
});

test('the footer’s policy links reach their pages @any-viewport', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const policiesNav = page.getByTestId('site-footer').getByRole('navigation', { name: 'Policies' });
  for (const [name, path, heading] of [
    ['Privacy Policy', '/privacy-policy', 'Privacy Policy'],
    ['Terms & Conditions', '/terms-conditions', 'Terms & Conditions'],
    ['Refund Policy', '/refund-policy', 'Refund & Return Policy'],
  ] as const) {
    await policiesNav.getByRole('link', { name }).click();
    await expect.poll(() => pathOf(page)).toBe(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});
