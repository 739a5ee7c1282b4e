import { useCallback, useSyncExternalStore } from 'react';
import type { Cart } from '../../domain/views/cart';

/**
 * The last cart the server showed this shopper, kept in localStorage (issue 15, ADR 0040). Online, the root loader's
 * cart is always the newest, so this changes nothing. Offline, a page comes from the service worker's copy, taken
 * when the page was opened; if the cart changed after that (an item added on a later page), the kept cart is newer,
 * and the header and the cart drawer show it instead. Carts are compared by the server time of the answer that
 * carried them (the root loader's `renderedAt`), never by the phone's clock.
 */
interface KeptCart {
  userId: string;
  renderedAt: number;
  cart: Cart;
}

const storageKey = 'shop.lastKnownCart';
/** Tells this tab's readers that the kept cart changed (the `storage` event only reaches other tabs). */
const changeEvent = 'shop:last-known-cart';

function read(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

function parse(raw: string | null): KeptCart | null {
  if (!raw) return null;
  try {
    const kept = JSON.parse(raw) as Partial<KeptCart>;
    return typeof kept.userId === 'string' && typeof kept.renderedAt === 'number' && kept.cart
      ? (kept as KeptCart)
      : null;
  } catch {
    return null;
  }
}

function write(raw: string | null) {
  try {
    if (raw === null) localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, raw);
  } catch {
    return; // storage full or off: the page's own cart is shown, as without this
  }
  window.dispatchEvent(new Event(changeEvent));
}

/** The kept cart, parsed once per stored value: a snapshot stays the same object while the value does. */
let parsedFrom: string | null = null;
let parsed: KeptCart | null = null;
function keptNow(): KeptCart | null {
  const raw = read();
  if (raw !== parsedFrom) {
    parsedFrom = raw;
    parsed = parse(raw);
  }
  return parsed;
}

/** Keeps this cart unless a newer one of the same shopper is already kept. */
export function keepCart(userId: string, cart: Cart, renderedAt: number) {
  const kept = keptNow();
  if (kept && kept.userId === userId && kept.renderedAt >= renderedAt) return;
  write(JSON.stringify({ userId, renderedAt, cart } satisfies KeptCart));
}

export function forgetLastKnownCart() {
  write(null);
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(changeEvent, onChange);
  };
}

/**
 * The newer of the page's cart and the kept one of the same shopper. The server's render (and hydration) use the
 * page's cart; the kept one can only take over after hydration, so both render the same HTML. The store's snapshot is
 * the kept cart only while it is newer than the page's: every signed-in page keeps its own cart once hydrated, and
 * that write must not render the header, the footer and the page again for nothing (ADR 0044).
 */
export function useNewestCart(userId: string | null, pageCart: Cart | null, renderedAt: number): Cart | null {
  const newerKept = useCallback(() => {
    const kept = keptNow();
    return userId && kept && kept.userId === userId && kept.renderedAt > renderedAt ? kept : null;
  }, [userId, renderedAt]);
  const newer = useSyncExternalStore(subscribe, newerKept, () => null);
  return newer ? newer.cart : pageCart;
}
