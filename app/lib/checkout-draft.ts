/**
 * The order data the browser hands to /checkout (rule:checkout-order-data, rule:buy-now,
 * rule:secure-checkout): Buy Now on the product page and Secure Checkout in the cart drawer both
 * build it, store it in sessionStorage, and the checkout page reads it back.
 *
 * Money here is rupees, as the API shows it. The figures come from the one pricing module
 * (domain/shared/pricing.ts, rule:free-shipping and rule:buy-now-pricing), so what the shopper sees
 * before checkout is what the server will charge; the server still recomputes everything
 * (rule:server-prices-orders).
 */
import { lineIdentityFields } from '../../domain/shared/line-options';
import { salePriceRupees, totalsOfRupeeLines, type ShippingRule } from '../../domain/shared/pricing';

export interface CheckoutDraftItem {
  productId: string;
  title: string;
  /** The product's first picture (site-relative URL), or '' when it has none. */
  image: string;
  /** Original unit price in rupees. */
  price: number;
  /** Unit price after the discount, in rupees (price - price * discount / 100, to the paisa). */
  salePrice: number;
  /** Percent. */
  discount: number;
  quantity: number;
  colors: string;
  sizes: string;
  specs: string;
  weight: string;
  rams: string;
  /** The product's own material (part of what makes a line, domain/shared/line-options.ts). */
  material: string;
}

export interface CheckoutDraft {
  /** Where the shopper came from: Buy Now on one product, or the whole cart. */
  source: 'buy-now' | 'cart';
  items: CheckoutDraftItem[];
  /** Sum of original price * quantity. */
  subtotal: number;
  /** Sum of price * discount / 100 * quantity. */
  savings: number;
  shipping: number;
  /** subtotal - savings + shipping (rule:order-totals). */
  total: number;
}

/** The sessionStorage key; one draft at a time (the newest Buy Now or cart checkout wins). */
export const checkoutDraftKey = 'shop:checkout-draft';

/** A line before pricing: the product facts and the shopper's choices. */
export type CheckoutDraftLine = Omit<CheckoutDraftItem, 'salePrice'>;

/**
 * Prices the lines with the shop's real discounts and its one shipping rule: free when the
 * subtotal is above the threshold, else the flat fee (rule:free-shipping). rule:buy-now-pricing:
 * Buy Now uses the product's real discount, not a fixed 10%.
 */
export function buildCheckoutDraft(
  source: CheckoutDraft['source'],
  lines: readonly CheckoutDraftLine[],
  rule: ShippingRule,
): CheckoutDraft {
  const totals = totalsOfRupeeLines(lines, rule);
  return {
    source,
    items: lines.map((line) => ({
      ...line,
      salePrice: salePriceRupees(line.price, line.discount),
    })),
    subtotal: totals.subtotal,
    savings: totals.savings,
    shipping: totals.shipping,
    total: totals.total,
  };
}

/*
 * A tiny store over the stored draft, so a page can follow it with useSyncExternalStore:
 * every save or clear in this tab bumps the version and tells the subscribers.
 */
let draftVersion = 0;
const draftListeners = new Set<() => void>();

function draftChanged() {
  draftVersion += 1;
  for (const listener of draftListeners) listener();
}

/** Subscribe to saves and clears of the draft in this tab. */
export function subscribeCheckoutDraft(listener: () => void): () => void {
  draftListeners.add(listener);
  return () => draftListeners.delete(listener);
}

/** Changes whenever this tab saves or clears the draft. */
export function checkoutDraftVersion(): number {
  return draftVersion;
}

/** Stores the draft for /checkout. Browser only (call it from an event handler). */
export function saveCheckoutDraft(draft: CheckoutDraft): void {
  window.sessionStorage.setItem(checkoutDraftKey, JSON.stringify(draft));
  draftChanged();
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function isDraftItem(v: unknown): v is CheckoutDraftItem {
  if (!v || typeof v !== 'object') return false;
  const i = v as Record<string, unknown>;
  return (
    isString(i.productId) &&
    isString(i.title) &&
    isString(i.image) &&
    isNumber(i.price) &&
    isNumber(i.salePrice) &&
    isNumber(i.discount) &&
    isNumber(i.quantity) &&
    lineIdentityFields.every((field) => isString(i[field]))
  );
}

/**
 * The stored draft, or null when there is none or it is not a draft (an old format, a hand
 * edit): the checkout page then has nothing to show rather than something wrong.
 * Browser only (call it from an effect).
 */
export function loadCheckoutDraft(): CheckoutDraft | null {
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(checkoutDraftKey);
  } catch {
    return null; // Storage blocked by the browser's privacy settings.
  }
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const d = parsed as Record<string, unknown>;
  if (d.source !== 'buy-now' && d.source !== 'cart') return null;
  if (!Array.isArray(d.items) || d.items.length === 0 || !d.items.every(isDraftItem)) return null;
  if (![d.subtotal, d.savings, d.shipping, d.total].every(isNumber)) return null;
  return parsed as CheckoutDraft;
}

/** Forgets the draft (after the order is placed). */
export function clearCheckoutDraft(): void {
  try {
    window.sessionStorage.removeItem(checkoutDraftKey);
  } catch {
    // Nothing stored when storage is blocked.
  }
  draftChanged();
}
