/**
 * A guest's tap on a heart (Save for later needs an account): the product is kept here, the guest signs in or signs
 * up, the login page brings them back to the page they tapped on, and that page's hearts save it
 * (components/wishlist/save-button.tsx).
 *
 * Why sessionStorage: the tap is one tab's intent, for the next minutes. It is not sent to the server (the guest has
 * no account to save it in yet), it is not in a URL (a link could not make a shopper save something, and the login
 * redirect stays a plain path), it ends with the tab, and it is thrown away after `pendingSaveLifetimeMs`, so a guest
 * who gives up on signing in does not find the product saved at some later sign-in.
 */
import { pendingSaveKey } from './pending-save-key';

/** Long enough to sign up (a new account, a password, a typo or two); short enough to be the same errand. */
export const pendingSaveLifetimeMs = 30 * 60 * 1000;

interface PendingSave {
  productId: string;
  at: number;
}

/** Keeps the product the guest tapped (the last one wins). Storage blocked: nothing is kept, the tap still signs in. */
export function keepPendingSave(productId: string, now = Date.now()): void {
  try {
    sessionStorage.setItem(pendingSaveKey, JSON.stringify({ productId, at: now } satisfies PendingSave));
  } catch {
    // Private mode or storage off: the shopper taps the heart again after signing in.
  }
}

/**
 * Takes the pending save out of storage (so one page's many hearts perform it once): the product id when it is
 * recent, else null.
 */
export function takePendingSave(now = Date.now()): string | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(pendingSaveKey);
    if (raw === null) return null;
    sessionStorage.removeItem(pendingSaveKey);
  } catch {
    return null;
  }
  try {
    const found = JSON.parse(raw) as Partial<PendingSave>;
    if (typeof found.productId !== 'string' || typeof found.at !== 'number') return null;
    if (found.at > now || now - found.at > pendingSaveLifetimeMs) return null;
    return found.productId;
  } catch {
    return null;
  }
}
