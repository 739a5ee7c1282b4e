/**
 * The page's side of the service worker (app/service-worker/service-worker.ts, ADR 0040): registering it, telling it
 * what to keep that it could not see, keeping one shopper's pages from the next, and moving a page onto a new build.
 */
import { asksToSaveData, pagesCache, type KeepPageMessage, type VersionQuestion } from '../service-worker/protocol';
import { forgetLastKnownCart } from './last-known-cart';

declare global {
  interface Window {
    /** React Router's manifest of the build this page runs; its version changes with every build. */
    __reactRouterManifest?: { version?: string };
  }
}

/** Whose pages the worker's cache holds ('' for a guest), so another shopper's sign-in empties it first. */
const pagesOwnerKey = 'shop.pagesOwner';
/** How often a page left open asks whether a new worker (a new deploy) exists. */
const updateCheckEveryMs = 5 * 60_000;

let newBuildWaiting = false;
let lastUpdateCheck = Date.now();

function workerContainer(): ServiceWorkerContainer | undefined {
  return import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? navigator.serviceWorker
    : undefined;
}

function post(worker: ServiceWorker, message: KeepPageMessage) {
  worker.postMessage(message);
}

/** The build the worker serves, or undefined when it does not answer within 3 seconds. */
function askVersion(worker: ServiceWorker): Promise<string | undefined> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(undefined), 3000);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(typeof event.data === 'string' ? event.data : undefined);
    };
    const question: VersionQuestion = { type: 'version' };
    worker.postMessage(question, [channel.port2]);
  });
}

/**
 * The worker was installed during this visit, so this page and its files came past it: ask it to keep them, so the
 * page works offline from the first visit on.
 */
function keepThisPageAndFiles(worker: ServiceWorker) {
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(window.location.origin));
  post(worker, { type: 'keep-page', url: window.location.href, files });
}

/**
 * Registers the worker after the page has loaded (it must not compete with the page's own first requests), once per
 * page. When a worker takes over this page: if it is a new build, this page's JavaScript is stale and it reloads at
 * its next move (`isNewBuildWaiting`); if it is this page's build (the first visit), it keeps this page.
 */
export function startServiceWorker() {
  const container = workerContainer();
  if (!container) return;
  const pageVersion = window.__reactRouterManifest?.version;
  // A worker of another build (or one that does not answer) means this page's JavaScript may be stale; loading the
  // next page whole costs one page load at worst.
  const compare = async (worker: ServiceWorker) => {
    const version = await askVersion(worker);
    const sameBuild = version !== undefined && version === pageVersion;
    if (!sameBuild) newBuildWaiting = true;
    return sameBuild;
  };
  // A page served by a worker already running: its HTML may be a kept copy of an older build.
  if (container.controller) void compare(container.controller);
  container.addEventListener('controllerchange', () => {
    const worker = container.controller;
    if (!worker) return;
    void compare(worker).then((sameBuild) => {
      if (sameBuild) keepThisPageAndFiles(worker);
    });
  });
  const register = () => {
    container.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => {
      // A browser that refuses workers (private mode, storage off) still has the whole shop online.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** True once a new build's worker has taken over this page: its next move should load the new build's page whole. */
export function isNewBuildWaiting(): boolean {
  return newBuildWaiting;
}

/**
 * After a move inside the app (the worker kept only the page's data), ask the worker to keep the page itself, so that
 * opening it again offline works; and now and then ask whether a new deploy exists.
 */
export function keepPageAfterMove() {
  const container = workerContainer();
  const worker = container?.controller;
  if (!container || !worker) return;
  // Each address not yet kept costs one more page render on the server and its bytes on the phone's data plan;
  // a shopper who asked to save data keeps only the pages they loaded whole.
  if (!asksToSaveData(navigator)) post(worker, { type: 'keep-page', url: window.location.href, files: [] });
  if (Date.now() - lastUpdateCheck > updateCheckEveryMs) {
    lastUpdateCheck = Date.now();
    void container.getRegistration().then((registration) => registration?.update().catch(() => undefined));
  }
}

/** Empties what the worker kept of a shopper's pages, and their last known cart (signing out, another shopper). */
export async function forgetShopperPages() {
  forgetLastKnownCart();
  if (typeof caches !== 'undefined') await caches.delete(pagesCache).catch(() => false);
}

/**
 * Pages signed in show a shopper's name, cart and orders; kept for offline use, they must never be shown to the next
 * person on this browser. Whenever the page's shopper is not the one whose pages are kept, they are forgotten first.
 */
export async function forgetPagesOfOtherShoppers(userId: string | null) {
  const owner = userId ?? '';
  let kept: string | null = null;
  try {
    kept = localStorage.getItem(pagesOwnerKey);
  } catch {
    // Without storage, whose pages are kept cannot be known: keep none of them.
    await forgetShopperPages();
    return;
  }
  if (kept === owner) return;
  await forgetShopperPages();
  try {
    localStorage.setItem(pagesOwnerKey, owner);
  } catch {
    // Storage full: the next page forgets again, which only costs the kept pages.
  }
}
