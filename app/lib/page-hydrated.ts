/**
 * Whether this page load's server markup has been hydrated. Before that, a part that waits for something (the home
 * page's carousels wait to be seen, docs/how-a-page-loads.md) can keep the server's markup: React keeps the HTML of a
 * Suspense boundary whose content suspends while it hydrates. After it, a page shown by a move within the app has no
 * server markup to stand in, so such a part renders at once.
 */
let hydrated = false;

/** Called by the root layout once the page has committed its hydration. */
export function markPageHydrated(): void {
  hydrated = true;
}

export function pageHasHydrated(): boolean {
  return hydrated;
}
