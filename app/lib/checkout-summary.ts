/**
 * What /checkout shows and sends (rule:checkout-summary, rule:checkout-order-data): the items
 * with their options and the figures, from one of two sources. A Buy
 * Now draft (one product, priced by the product page with the shop's pricing code) wins;
 * otherwise the live cart, priced by the server (rule:free-shipping, rule:buy-now-pricing,
 * rule:server-prices-orders).
 */
import { identityOptionsOf, lineKey } from '../../domain/shared/line-options';
import type { ShippingRule } from '../../domain/shared/pricing';
import { titleIn } from '../../domain/shared/product-text';
import type { ShopLanguage } from '../../domain/shared/shop-language';
import type { Cart, CartItem } from '../../domain/views/cart';
import {
  buildCheckoutDraft,
  type CheckoutDraft,
  type CheckoutDraftItem,
  type CheckoutDraftLine,
} from './checkout-draft';

export interface SummaryItem extends CheckoutDraftItem {
  /** Stable React key: the cart line's id, or the product and its options. */
  key: string;
  /** Units in stock when known (the cart's lines carry it), for rule:stock-warning. */
  stock?: number;
}

export interface CheckoutSummary {
  source: CheckoutDraft['source'];
  items: SummaryItem[];
  subtotal: number;
  /** Shown as Discount on the checkout page. */
  savings: number;
  shipping: number;
  total: number;
  /** Units, as the success popup counts them. */
  itemCount: number;
}

/** The cart as GET /api/cart and the root loader give it (domain/views/cart.ts). */
export type LiveCart = Pick<Cart, 'items' | 'summary'>;

/** A cart line as a checkout line: the product facts (its title in the page's language) and the shopper's choices. */
function draftLineFromCart(line: CartItem, language: ShopLanguage): CheckoutDraftLine {
  return {
    productId: line.product._id,
    title: titleIn(line.product, language),
    image: line.product.images[0] ?? '',
    price: line.product.price,
    discount: line.product.discount,
    quantity: line.quantity,
    ...identityOptionsOf(line),
  };
}

/** The live cart with the server's own figures. */
export function summaryFromCart(cart: LiveCart, language: ShopLanguage): CheckoutSummary {
  return {
    source: 'cart',
    items: cart.items.map((line) => ({
      ...draftLineFromCart(line, language),
      key: line._id,
      salePrice: line.price,
      stock: line.product.stock,
    })),
    subtotal: cart.summary.subtotal,
    savings: cart.summary.savings,
    shipping: cart.summary.shipping,
    total: cart.summary.total,
    itemCount: cart.summary.itemCount,
  };
}

/** A stored draft (Buy Now) as the page shows it. */
export function summaryFromDraft(draft: CheckoutDraft, stock?: number): CheckoutSummary {
  return {
    source: draft.source,
    items: draft.items.map((item) => ({
      ...item,
      key: lineKey(item.productId, item),
      stock,
    })),
    subtotal: draft.subtotal,
    savings: draft.savings,
    shipping: draft.shipping,
    total: draft.total,
    itemCount: draft.items.reduce((n, item) => n + item.quantity, 0),
  };
}

/**
 * rule:secure-checkout "Secure Checkout keeps the order summary": the cart's lines at the
 * quantities the shopper sees, priced with the shop's pricing code. It also replaces an
 * older Buy Now draft, so /checkout shows the cart the shopper just chose to check out.
 */
export function cartCheckoutDraft(
  lines: readonly (LiveCart['items'][number] & { quantity: number })[],
  rule: ShippingRule,
  language: ShopLanguage,
): CheckoutDraft {
  return buildCheckoutDraft(
    'cart',
    lines.map((line) => draftLineFromCart(line, language)),
    rule,
  );
}
