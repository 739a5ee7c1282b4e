import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { CartMerge } from '../../../domain/views/cart';
import { takeCartMergeNotice } from '../../lib/cart-merge-notice';

/** The notice's code is loaded only when a sign-in left a report to show: every other page load goes without it. */
const CartMergeNotice = lazy(() => import('./cart-merge-notice').then((m) => ({ default: m.CartMergeNotice })));

/**
 * The report this page load found, taken out of storage once as the page's code loads, never while rendering: React
 * may render the notice, throw that render away (a more urgent update, a suspended sibling) and render it again, and a
 * report taken inside that first render would be gone by the second.
 */
let report: CartMerge | null = typeof window !== 'undefined' ? takeCartMergeNotice() : null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Closing the notice ends it for this page load too (another mount of the slot shows nothing). */
function dismiss() {
  report = null;
  for (const listener of listeners) listener();
}

/**
 * Where the guest cart's merge notice shows (ADR 0054), on the page a sign-in led to. The server and the hydration
 * render nothing here; the notice comes right after.
 */
export function CartMergeNoticeSlot() {
  const merge = useSyncExternalStore(
    subscribe,
    () => report,
    () => null,
  );
  return merge ? (
    <Suspense fallback={null}>
      <CartMergeNotice merge={merge} onClose={dismiss} />
    </Suspense>
  ) : null;
}
