import { expect, test, waitForHydration } from './support/fixtures';

test('the home page is server-rendered, hydrates, and has its own CSP', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'nonce-");
  await waitForHydration(page);
  await expect(page.locator('header')).toBeVisible();
});

test.describe('unknown paths', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  test('answer 404 with Page Not Found', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});
