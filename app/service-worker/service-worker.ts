/**
 * The shop's service worker (issue 15, ADR 0040), built to /sw.js by scripts/build-service-worker.ts at the end of
 * `npm run build`. It keeps, in the shopper's own browser, what they opened, and serves it when the network is gone:
 *
 * - pages, their `.data` answers and React Router's route manifests: network first, so online a shopper always sees
 *   today's page; the kept copy only when the network fails (never on a slow answer: a stale price is worse);
 * - built scripts and styles, and /uploads images: cache first (their names change whenever their bytes do);
 * - icons and the web app manifest: from the cache, refreshed behind it;
 * - a page never opened, offline: a short page that says so.
 *
 * Nothing else passes through it: the API, writes and other sites go to the network as if there were no worker, so an
 * action that needs the server fails offline and the page says so (app/lib/api.ts). Back-office pages and reset links
 * are never kept (the files they load are hashed code and images, kept like any other).
 *
 * A new build installs at once and takes over open pages; a page running another build's JavaScript loads its next
 * page whole (app/lib/service-worker.ts).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { Route, Router } from 'workbox-routing';
import type { WorkboxPlugin } from 'workbox-core';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import {
  asksToSaveData,
  assetsCache,
  imagesCache,
  isKeepablePath,
  offlinePageText,
  offlineTitle,
  pagesCache,
  staticCache,
  type KeepPageMessage,
  type MessageToWorker,
} from './protocol';

declare const self: ServiceWorkerGlobalScope;
/** React Router's manifest version of the build this worker belongs to (defined at build time). */
declare const SHOP_BUILD_VERSION: string;
/** The built files every page needs (the root's styles and scripts), fetched when the worker installs. */
declare const SHOP_SHELL_FILES: string[];
/** Every shopper page's code beyond the shell (never the back office's), fetched when the worker installs. */
declare const SHOP_PAGE_FILES: string[];
/** The root's stylesheets, for the offline page. */
declare const SHOP_SHELL_STYLES: string[];

const day = 24 * 60 * 60;
const onlyWhole = new CacheableResponsePlugin({ statuses: [200] });
/**
 * A redirected answer is another address's page (a signed-in shopper asking for /login gets the home page): kept
 * under the address asked for, it would show the wrong page, and a navigation may not be answered with it at all.
 */
const notRedirected: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.redirected ? null : response),
};

// Limits keep a cheap phone's storage in check; purgeOnQuotaError empties a cache rather than failing when the
// browser is short of room.
const pageStrategy = new NetworkFirst({
  cacheName: pagesCache,
  plugins: [
    onlyWhole,
    notRedirected,
    new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * day, purgeOnQuotaError: true }),
  ],
  // A page answer varies by Accept-Encoding; the copy is whole whatever the encoding it came in.
  matchOptions: { ignoreVary: true },
});
const assetStrategy = new CacheFirst({
  cacheName: assetsCache,
  plugins: [onlyWhole, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * day, purgeOnQuotaError: true })],
});
const imageStrategy = new CacheFirst({
  cacheName: imagesCache,
  plugins: [onlyWhole, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * day, purgeOnQuotaError: true })],
});
const staticStrategy = new StaleWhileRevalidate({ cacheName: staticCache, plugins: [onlyWhole] });

const staticFile = /^\/(icons\/|manifest\.webmanifest$)/;

/** The strategy for a file a page loaded (a script, a style, an image, an icon), or none. */
function fileStrategy(url: URL): Strategy | undefined {
  if (url.origin !== self.location.origin) return undefined;
  if (url.pathname.startsWith('/assets/')) return assetStrategy;
  if (url.pathname.startsWith('/uploads/')) return imageStrategy;
  if (staticFile.test(url.pathname)) return staticStrategy;
  return undefined;
}

function isKeptPage(url: URL): boolean {
  return url.origin === self.location.origin && isKeepablePath(url.pathname);
}

/** A client-side move's loader data (`/product/7.data`, `/_root.data`). The route manifest is an asset (ADR 0043). */
function isPageData(url: URL): boolean {
  return url.pathname.endsWith('.data');
}

const router = new Router();
router.registerRoute(new Route(({ url, request }) => request.mode === 'navigate' && isKeptPage(url), pageStrategy));
router.registerRoute(new Route(({ url }) => isPageData(url) && isKeptPage(url), pageStrategy));
router.registerRoute(
  new Route(
    ({ url }) => fileStrategy(url) !== undefined,
    ({ url, event, request }) => fileStrategy(url)!.handle({ event, request }),
  ),
);
router.setCatchHandler(async ({ request }) => (request.mode === 'navigate' ? offlinePage() : Response.error()));
router.addFetchListener();

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What a shopper sees offline on a page this browser never kept: what happened, and the way back. */
function offlinePage(): Response {
  const styles = SHOP_SHELL_STYLES.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const button = 'mt-6 inline-block rounded-lg bg-indigo-600 px-5 py-2.5 font-semibold text-white hover:bg-indigo-700';
  const html = `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${offlineTitle}</title>${styles}</head>
<body class="min-h-screen bg-gray-50 font-sans text-gray-900 antialiased">
<main class="mx-auto max-w-xl px-4 py-24 text-center">
<h1 class="text-2xl font-bold">${offlineTitle}</h1>
<p class="mt-2 text-gray-600">${escapeHtml(offlinePageText)}</p>
<a href="" class="${button}">Try again</a>
<p><a href="/" class="mt-4 inline-block font-semibold text-indigo-700 underline">Go to the home page</a></p>
</main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy':
        "default-src 'self'; script-src 'none'; style-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'",
    },
  });
}

/** Keeps a page the worker did not see being fetched, and the files it used (see KeepPageMessage). */
async function keepPage(event: ExtendableEvent, message: KeepPageMessage): Promise<void> {
  const page = new URL(message.url, self.location.origin);
  page.hash = '';
  if (isKeptPage(page)) {
    const kept = await (await caches.open(pagesCache)).match(page.href, { ignoreVary: true });
    if (!kept) {
      await pageStrategy
        .handle({ event, request: new Request(page.href, { credentials: 'same-origin' }) })
        .catch(() => undefined);
    }
  }
  const files = message.files.slice(0, 200).flatMap((file) => {
    const url = new URL(file, self.location.origin);
    const strategy = fileStrategy(url);
    return strategy ? [strategy.handle({ event, request: url.href }).catch(() => undefined)] : [];
  });
  await Promise.all(files);
}

self.addEventListener('message', (event) => {
  const message = event.data as MessageToWorker | undefined;
  if (message?.type === 'version') event.ports[0]?.postMessage(SHOP_BUILD_VERSION);
  else if (message?.type === 'keep-page' && typeof message.url === 'string' && Array.isArray(message.files)) {
    event.waitUntil(keepPage(event, message));
  }
});

self.addEventListener('install', (event) => {
  // The shell (already in the browser's HTTP cache from the page that registered the worker) gives the offline page
  // its styles; the pages' code (about 90 kB) lets an offline move to a page never opened end on the offline page,
  // where React Router would otherwise reload the page the shopper is on. A shopper who asked their phone to save
  // data gets only the shell. Then take over without waiting for old tabs to close.
  const files = asksToSaveData(navigator) ? SHOP_SHELL_FILES : [...SHOP_SHELL_FILES, ...SHOP_PAGE_FILES];
  event.waitUntil(
    Promise.all(files.map((file) => assetStrategy.handle({ event, request: file }))).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  // Open pages come under this worker now; app/lib/service-worker.ts decides whether they must reload. (No navigation
  // preload: a back-office page, which the worker leaves alone, would then be fetched twice.)
  event.waitUntil(self.clients.claim());
});
