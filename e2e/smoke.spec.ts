import type { Page, Request } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';
import { preloadsAfterFirstPaint } from './support/page-marks';

// Headers, the order of a page's requests and a status code do not depend on the screen: each test runs once, at the
// phone (@any-viewport, playwright.config.ts).

/**
 * Resolves once the browser has read the page's HTML up to its scripts, and every request that reading started has
 * reached the test. With the stylesheet held, the parser stops at the first script, which comes after the footer, so
 * the footer in the document means the head (where module preloads would be) and the body are read. A request the
 * page makes after that reaches the browser's network side after the ones the reading started, so once the test has
 * seen it, it has seen them too.
 */
async function htmlReadUpToItsScripts(page: Page) {
  await page.waitForFunction(() => document.querySelector('[data-testid="site-footer"]') !== null, undefined, {
    // While the stylesheet is held the page draws no frame, so the check runs on a timer rather than on frames.
    polling: 50,
  });
  const marker = '/e2e-after-html';
  await page.route(
    (url) => url.pathname === marker,
    (route) => route.fulfill({ status: 204 }),
  );
  await Promise.all([
    page.waitForRequest((request) => new URL(request.url()).pathname === marker),
    page.evaluate((url) => void fetch(url), marker),
  ]);
}

test('the home page is server-rendered, hydrates, and has its own CSP @any-viewport', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'nonce-");
  await waitForHydration(page);
  await expect(page.locator('header')).toBeVisible();
});

test('the page scripts are fetched only after the first paint, each once, and the page then hydrates (docs/how-a-page-loads.md) @any-viewport', async ({
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
    // Left in the HTML, module preloads would be asked for as soon as the browser read them (the preload scanner).
    await htmlReadUpToItsScripts(page);
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
    // Chunks a hydrated page asks for a moment later (the wishlist's hearts) belong to it, not to the next page's
    // record: the next page is opened once this one is quiet.
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    await page.unrouteAll();
  }
});

test.describe('unknown paths @any-viewport', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  test('answer 404 with Page Not Found', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});

test.describe('uncaught errors @any-viewport', () => {
  // The console guard lets this one through, so the test can show that such a rejection is still reported.
  test.use({ allowedConsoleErrors: [/^pageerror: a real fault$/] });

  test('a request the app cancelled is not reported as an uncaught error; any other rejection still is', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const reported: string[] = [];
    page.on('pageerror', (err) => reported.push(`${err.name}: ${err.message}`));
    // React Router's superseded navigations leave exactly such rejections unhandled (app/lib/cancelled-request-rejections.ts).
    await page.evaluate(() => {
      const controller = new AbortController();
      controller.abort();
      void Promise.reject(controller.signal.reason);
      void Promise.reject(new Error('a real fault'));
    });
    await expect.poll(() => reported).toContain('Error: a real fault');
    expect(reported).toEqual(['Error: a real fault']);
  });
});
