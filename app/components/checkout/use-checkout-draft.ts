import { useSyncExternalStore } from 'react';
import {
  checkoutDraftVersion,
  loadCheckoutDraft,
  subscribeCheckoutDraft,
  type CheckoutDraft,
} from '../../lib/checkout-draft';

let cached: { version: number; draft: CheckoutDraft | null } | null = null;

/** The stored draft, parsed once per change (useSyncExternalStore needs a stable snapshot). */
function currentDraft(): CheckoutDraft | null {
  const version = checkoutDraftVersion();
  if (!cached || cached.version !== version) cached = { version, draft: loadCheckoutDraft() };
  return cached.draft;
}

/**
 * The checkout draft in sessionStorage: undefined while not known yet (on the server and
 * during hydration, since storage is browser-only), then the draft or null. Arriving by a
 * client-side navigation, the draft is known at the first render, so nothing flashes.
 */
export function useCheckoutDraft(): CheckoutDraft | null | undefined {
  return useSyncExternalStore(subscribeCheckoutDraft, currentDraft, () => undefined);
}
