/**
 * What the service worker (service-worker.ts) and the pages (app/lib/service-worker.ts) agree on: the names of the
 * caches the worker keeps in the shopper's browser, and the messages a page sends it. No types of either side, so both
 * programs (the DOM one and the worker one) can import it.
 */

/** Pages and their `.data` answers a shopper has opened, and React Router's route manifests: network first. */
export const pagesCache = 'shop-pages';
/** Built scripts and styles (hashed names, never changed): cache first. */
export const assetsCache = 'shop-assets';
/** Product, category and banner images under /uploads (generated names, never changed): cache first. */
export const imagesCache = 'shop-images';
/** The icons, the favicon and the web app manifest: served from the cache, refreshed behind it. */
export const staticCache = 'shop-static';

/** Every cache the worker fills with what a shopper opened; signing out, or another shopper, empties the pages. */
export const shopCaches = [pagesCache, assetsCache, imagesCache, staticCache] as const;

/** Paths whose pages are never kept: the back office, reset links (a token in the path), files the crawlers read. */
const neverKeptPages = /^\/(admin|reset-password|api|uploads|sitemap|sitemaps|robots\.txt)(\/|\.|$)/;

/**
 * Whether a page's path may be kept. The path is first read the way the server routes it (decoded, any case, repeated
 * slashes as one; server/plugins/staff-guard.ts), so `/Admin/orders` or `/%61dmin` is never kept either; a path that
 * does not decode is not kept.
 */
export function isKeepablePath(pathname: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return !neverKeptPages.test(path.toLowerCase().replace(/\/{2,}/g, '/'));
}

/**
 * A page asks the worker to keep a page and the files it used: on the visit the worker was installed on (its own
 * requests went past the worker), and after a move inside the app (which fetched only the page's data). The worker
 * fetches the page only when it has no copy yet; online, pages always come from the network first.
 */
export interface KeepPageMessage {
  type: 'keep-page';
  url: string;
  files: string[];
}

/** A page asks which build the worker serves; the answer comes back on the message's port as a string. */
export interface VersionQuestion {
  type: 'version';
}

export type MessageToWorker = KeepPageMessage | VersionQuestion;

/** What a page this browser never kept says offline: the worker's offline page, and the app's error pages offline. */
export const offlineTitle = 'You are offline';
export const offlinePageText =
  'This page has not been saved on this device yet. Pages you opened before still work without a connection.';

/** Whether the phone asked to save data (Chrome's `navigator.connection.saveData`; in pages and in the worker). */
export function asksToSaveData(navigator: object): boolean {
  return (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
}
