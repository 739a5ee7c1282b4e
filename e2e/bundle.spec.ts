/**
 * Issue 15: back-office code never loads on a shopper's page. Read from the report of the build this run serves
 * (e2e/support/start-server.ts builds with bench/bundle-report-plugin.ts); a page's first load is counted as
 * `npm run bundle-report` counts it (bench/first-load.ts). Its styles neither: the back office has a sheet of its own
 * (app/admin.css).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { ChunkReport } from '../bench/bundle-report-plugin';
import {
  firstLoadCapKb,
  firstLoadOf,
  firstLoadSlackKb,
  isBackOfficeModule,
  recordedFirstLoadKb,
  shopperPages,
} from '../bench/first-load';
import { signInAsStaff } from './support/staff';

const reportFile = path.resolve('e2e/.run', process.env.E2E_PORT!, 'build', 'client-bundle-report.json');

test('no shopper page loads a back-office module at first load @desktop-only', () => {
  const chunks = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as ChunkReport[];
  // The check can see back-office code: the back office's own product list loads plenty of it.
  const backOffice = firstLoadOf(chunks, 'app/routes/admin/products.tsx');
  expect(backOffice.chunks.flatMap((c) => c.modules).filter((m) => isBackOfficeModule(m.id)).length).toBeGreaterThan(0);

  for (const [page, routeModule] of shopperPages) {
    const { chunks: loaded, gzipBytes } = firstLoadOf(chunks, routeModule);
    expect(gzipBytes, page).toBeGreaterThan(0);
    const backOfficeModules = loaded.flatMap((c) => c.modules.map((m) => m.id)).filter(isBackOfficeModule);
    expect(backOfficeModules, page).toEqual([]);
  }
});

test('every shopper page holds at most its recorded first-load JavaScript, and under the cap @desktop-only', () => {
  const chunks = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as ChunkReport[];
  for (const [page, routeModule] of shopperPages) {
    const kB = firstLoadOf(chunks, routeModule).gzipBytes / 1024;
    const recorded = recordedFirstLoadKb[page];
    expect(recorded, `${page} has a recorded figure in bench/first-load.ts`).toBeGreaterThan(0);
    expect(kB, `${page}: ${kB.toFixed(1)} kB against ${recorded} kB recorded`).toBeLessThanOrEqual(
      recorded! + firstLoadSlackKb,
    );
    expect(kB, page).toBeLessThanOrEqual(firstLoadCapKb);
  }
});

test('the toast library is in no first load, and comes once the page has hydrated, before any toast @desktop-only', async ({
  page,
}) => {
  // ADR 0046: react-hot-toast and its CSS-in-JS engine build styles as they are evaluated, work no first paint needs.
  const chunks = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as ChunkReport[];
  const isToastLibrary = (id: string) => /[\\/]node_modules[\\/](react-hot-toast|goober)[\\/]/.test(id);
  // The check can see it: the build holds it, in a chunk of its own.
  expect(chunks.filter((c) => c.modules.some((m) => isToastLibrary(m.id))).map((c) => c.file)).toEqual([
    expect.stringMatching(/^assets\/toast-library-/),
  ]);
  for (const [shown, routeModule] of shopperPages) {
    const loaded = firstLoadOf(chunks, routeModule).chunks.flatMap((c) => c.modules.map((m) => m.id));
    expect(loaded.filter(isToastLibrary), shown).toEqual([]);
  }

  // Loaded without a toast, so a toast shows at once later, offline too (the worker keeps what the page loaded).
  const toastLibrary = page.waitForResponse(/\/assets\/toast-library-[^/]+\.js$/);
  await page.goto('/products');
  expect((await toastLibrary).status()).toBe(200);
  await expect(page.locator('[data-rht-toaster]')).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
});

/** The page's stylesheets, in document order: where each is and what it holds. */
async function stylesheets(page: Page): Promise<{ href: string; css: string }[]> {
  const hrefs = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  return Promise.all(hrefs.map(async (href) => ({ href, css: await (await page.request.get(href)).text() })));
}

/** A class only the back office uses (its invoice and packing slip tables). */
const backOfficeOnlyRule = '.border-collapse{';

test('a shopper page loads no back-office styles; the back office adds its own sheet last @desktop-only', async ({
  page,
}) => {
  for (const path of ['/', '/products', '/login']) {
    await page.goto(path);
    const sheets = await stylesheets(page);
    expect(sheets.length, path).toBeGreaterThan(0);
    for (const { href, css } of sheets) expect(css.includes(backOfficeOnlyRule), `${path}: ${href}`).toBe(false);
  }
  const shopSheet = (await stylesheets(page))[0]!.href;

  // The back office, its layout and a printed document outside it: the shop's sheet first, the back office's last.
  await signInAsStaff(page, '/admin');
  for (const path of ['/admin', '/admin/print']) {
    await page.goto(path);
    const sheets = await stylesheets(page);
    expect(sheets[0]!.href, path).toBe(shopSheet);
    expect(sheets.at(-1)!.css.includes(backOfficeOnlyRule), path).toBe(true);
  }

  // Its classes style the page, and the order within its sheet decides (a class shown from lg up is shown at lg).
  const styled = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.innerHTML = '<table class="border-collapse"></table><div class="hidden lg:flex"></div>';
    document.body.append(probe);
    const [table, shownAtLg] = [...probe.children].map((element) => getComputedStyle(element));
    return { borderCollapse: table!.borderCollapse, display: shownAtLg!.display, width: window.innerWidth };
  });
  expect(styled.width).toBeGreaterThanOrEqual(1024);
  expect(styled).toMatchObject({ borderCollapse: 'collapse', display: 'flex' });
});

test("the browser runs React's own react-dom and one copy of React Router @desktop-only", () => {
  // The storefront is React itself (docs/how-a-page-loads.md): the build holds react-dom's own client, no stand-in.
  const chunks = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as ChunkReport[];
  const modules = chunks.flatMap((c) => c.modules.map((m) => m.id));
  expect(
    modules.some((id) => /[\\/]node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/.test(id)),
  ).toBe(true);
  expect(modules.filter((id) => /[\\/]node_modules[\\/]@?preact/.test(id))).toEqual([]);
  // A second copy of the router (another of its builds beside the first) would be a second router.
  const routerBuilds = new Set(
    modules.flatMap((id) => /[\\/]node_modules[\\/]react-router[\\/](dist[\\/][^\\/]+)[\\/]/.exec(id)?.[1] ?? []),
  );
  expect(routerBuilds.size).toBe(1);
});
