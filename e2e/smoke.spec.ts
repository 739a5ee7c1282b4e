import type { Request } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';
import { preloadsAfterFirstPaint } from './support/page-marks';

test('the home page is server-rendered, hydrates, and has its own CSP', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'nonce-");
  await waitForHydration(page);
  await expect(page.locator('header')).toBeVisible();
});

test('the page scripts are fetched only after the first paint, each once, and the page then hydrates (docs/how-a-page-loads.md)', async ({
  page,
}) => {
  for (const path of ['/', '/products', '/login']) {
    const scriptRequests: string[] = [];
    const onRequest = (request: Request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) scriptRequests.push(pathname);
    };
    page.on('request', onRequest);
    // The stylesheet is held back: a browser paints nothing before it, so no script may be asked for until it comes.
    let releaseStylesheet = () => {};
    const stylesheetHeld = new Promise<void>((held) => {
      void page.route(/\/assets\/root-[^/]+\.css$/, async (route) => {
        held();
        await new Promise<void>((release) => (releaseStylesheet = release));
        await route.continue();
      });
    });
    const response = await page.goto(path, { waitUntil: 'commit' });
    const html = (await response?.text()) ?? '';
    await stylesheetHeld;
    // Without the wait the preload scanner asks for every script within milliseconds of the HTML.
    await page.waitForTimeout(500);
    expect(scriptRequests, path).toEqual([]);

    const preloads = preloadsAfterFirstPaint(html);
    expect(preloads.length, path).toBeGreaterThan(3);
    releaseStylesheet();
    await waitForHydration(page);
    for (const href of preloads)
      expect(
        scriptRequests.filter((requested) => requested === href),
        `${path} ${href}`,
      ).toHaveLength(1);
    page.off('request', onRequest);
    await page.unrouteAll();
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
