import type { Page } from '@playwright/test';

/**
 * Holds back, by `delayMs`, every script of the site the page `path` does not name in its own HTML (its entry and its
 * modulepreload links): the chunks a page fetches later (React.lazy parts, what a tap loads), as a slow phone's
 * network would. Returns how many it held back. For proving that a control the server drew answers a tap made as soon
 * as the page has hydrated: React hydrates a lazy boundary only once its chunk is in and drops a tap that lands on it
 * before then.
 */
export async function slowLateChunks(page: Page, path: string, delayMs: number): Promise<{ held: () => number }> {
  const html = await (await page.request.get(path)).text();
  // Every script path the HTML holds: the modulepreload links and the inline module that imports the entry and routes.
  const named = new Set([...html.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)].map((match) => match[1]!));
  let held = 0;
  await page.route(
    (url) => url.pathname.endsWith('.js') && url.pathname.startsWith('/assets/'),
    async (route) => {
      if (!named.has(new URL(route.request().url()).pathname)) {
        held += 1;
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
      await route.continue();
    },
  );
  return { held: () => held };
}
