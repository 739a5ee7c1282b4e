/** The service worker's kept pages, read in the page (ADR 0040), for the offline specs. */
import { expect, type Page } from '@playwright/test';
import { pagesCache } from '../../app/service-worker/protocol';

/** Whether the worker keeps a copy of this page (`path`, or the page's own address). */
export async function isKept(page: Page, path?: string): Promise<boolean> {
  const url = path === undefined ? page.url() : new URL(path, page.url()).href;
  return page.evaluate(
    async ([cacheName, href]) =>
      navigator.serviceWorker.controller !== null &&
      (await (await caches.open(cacheName)).match(href, { ignoreVary: true })) !== undefined,
    [pagesCache, url] as const,
  );
}

/** Waits until the worker controls the page and keeps a copy of it. */
export async function waitUntilKept(page: Page) {
  await expect.poll(() => isKept(page), { message: `the worker keeps ${page.url()}` }).toBe(true);
}
