/**
 * A new deploy (ADR 0040): the new build's service worker takes over an open page, and the page loads its next page
 * whole instead of moving inside the app on the old build's JavaScript; nothing reloads before that. Playwright cannot
 * route a worker's own update check, so the test changes the worker file this run serves (and puts it back): this
 * spec runs in the `home-content` project, after every other spec, so no other page meets that worker.
 */
import fs from 'node:fs';
import path from 'node:path';
import { waitUntilKept } from './support/offline';
import { expect, test, waitForHydration } from './support/fixtures';

test.use({ serviceWorkers: 'allow' });

test('a new deploy moves an open page onto the new build at its next move, not before', async ({ page }) => {
  await page.goto('/products');
  await waitForHydration(page);
  await waitUntilKept(page);
  const version = await page.evaluate(() => window.__reactRouterManifest?.version);
  expect(version).toMatch(/^[0-9a-f]+$/);

  // The same build: a move stays inside the app (an object on the page's window survives it).
  const markDocument = () => page.evaluate(() => ((window as { documentMark?: number }).documentMark = 1));
  const documentMark = () => page.evaluate(() => (window as { documentMark?: number }).documentMark);
  await markDocument();
  await page.locator('a[href^="/product/"]').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await waitForHydration(page);
  expect(await documentMark()).toBe(1);

  // A deploy: the server's worker script now names another build.
  const workerFile = path.resolve('e2e/.run', process.env.E2E_PORT!, 'build', 'client', 'sw.js');
  const original = fs.readFileSync(workerFile, 'utf8');
  const nextVersion = version!.replace(/./g, (c) => (c === 'f' ? 'e' : 'f'));
  expect(original).toContain(JSON.stringify(version));
  try {
    fs.writeFileSync(workerFile, original.replaceAll(JSON.stringify(version), JSON.stringify(nextVersion)));
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const changed = new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
      await registration!.update();
      await changed;
    });
  } finally {
    fs.writeFileSync(workerFile, original);
  }
  // Nothing reloads by itself: the shopper may be typing.
  await page.waitForTimeout(1500);
  expect(await documentMark()).toBe(1);

  // The next move loads the new build's page whole.
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await waitForHydration(page);
  expect(await documentMark()).toBeUndefined();
});
