import { expect, test, waitForHydration } from './support/fixtures';

test('the home page is server-rendered, hydrates, and has its own CSP', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'nonce-");
  await waitForHydration(page);
  await expect(page.locator('header')).toBeVisible();
});

test('the page scripts are fetched at low priority, after the stylesheet and the largest image', async ({
  request,
}) => {
  for (const path of ['/', '/products', '/login']) {
    const html = await (await request.get(path)).text();
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length, path).toBeGreaterThan(3);
    expect(
      preloads.filter((tag) => !tag.includes('fetchpriority="low"')),
      path,
    ).toEqual([]);
  }
});

test.describe('unknown paths', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  test('answer 404 with Page Not Found', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});
