import type { CartMerge } from '../../domain/views/cart';

/**
 * What the guest cart's merge changed (ADR 0054), carried from the sign-in answer across the full page load that
 * follows it, to be shown once on the page the shopper lands on. sessionStorage: this tab only, gone with it.
 */
const storageKey = 'shop.cartMerge';

/** Keeps the report of a merge that changed something; a sign-in without a guest cart keeps nothing. */
export function keepCartMergeNotice(merge: CartMerge | null | undefined) {
  if (!merge || merge.lines.length === 0) return;
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(merge));
  } catch {
    // Storage off: the cart itself is merged; only the notice of it is lost.
  }
}

/** The kept report, taken out of storage: it shows once. */
export function takeCartMergeNotice(): CartMerge | null {
  try {
    const raw = sessionStorage.getItem(storageKey);
    if (raw === null) return null;
    sessionStorage.removeItem(storageKey);
    const merge = JSON.parse(raw) as Partial<CartMerge>;
    return Array.isArray(merge.lines) && merge.lines.every((line) => typeof line?.sentence === 'string')
      ? (merge as CartMerge)
      : null;
  } catch {
    return null;
  }
}
