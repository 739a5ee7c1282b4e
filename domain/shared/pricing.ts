/**
 * The one pricing code for cart, checkout, Buy Now and orders (rule:free-shipping,
 * rule:buy-now-pricing, rule:server-prices-orders; ADR 0003).
 * All money is integer paise; rupees appear only at the API edge (toRupees).
 */

export interface ShippingRule {
  /** Rupees: shipping is free when the subtotal is above this (rule:free-shipping). */
  freeShippingThreshold: number;
  /** Rupees charged below the threshold. */
  flatShippingFee: number;
}

export interface PricedLineInput {
  pricePaise: number;
  discount: number;
  quantity: number;
}

export interface Totals {
  subtotalPaise: number;
  savingsPaise: number;
  shippingPaise: number;
  totalPaise: number;
  itemCount: number;
}

export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);
/** Rupees with at most two decimals, as the API shows prices. */
export const toRupees = (paise: number): number => Math.round(paise) / 100;

/** Per-unit discount in paise: price * discount / 100, rounded to the paisa. */
export const unitSavingsPaise = (pricePaise: number, discount: number): number =>
  Math.round((pricePaise * discount) / 100);

/** Sale price = price - price * discount / 100 (rule:sale-price). */
export const salePricePaise = (pricePaise: number, discount: number): number =>
  pricePaise - unitSavingsPaise(pricePaise, discount);

/**
 * The sale price in rupees of a price in rupees, by the paise rule above: the one figure the
 * product card, the product page, the cart, the checkout and the order all show.
 */
export const salePriceRupees = (price: number, discount: number): number =>
  toRupees(salePricePaise(rupeesToPaise(price), discount));

/**
 * Subtotal = sum of price * quantity; savings = sum of price * discount / 100 * quantity;
 * shipping is free when the subtotal is above the threshold, else the flat fee;
 * total = subtotal - savings + shipping (rule:order-totals, rule:free-shipping). An empty cart ships free.
 */
export function computeTotals(lines: PricedLineInput[], rule: ShippingRule): Totals {
  let subtotalPaise = 0;
  let savingsPaise = 0;
  let itemCount = 0;
  for (const line of lines) {
    subtotalPaise += line.pricePaise * line.quantity;
    savingsPaise += unitSavingsPaise(line.pricePaise, line.discount) * line.quantity;
    itemCount += line.quantity;
  }
  const shippingPaise =
    itemCount === 0 || subtotalPaise > rupeesToPaise(rule.freeShippingThreshold)
      ? 0
      : rupeesToPaise(rule.flatShippingFee);
  return {
    subtotalPaise,
    savingsPaise,
    shippingPaise,
    totalPaise: subtotalPaise - savingsPaise + shippingPaise,
    itemCount,
  };
}

/** The API's rupee view of totals. */
export function totalsInRupees(t: Totals) {
  return {
    subtotal: toRupees(t.subtotalPaise),
    savings: toRupees(t.savingsPaise),
    shipping: toRupees(t.shippingPaise),
    total: toRupees(t.totalPaise),
    itemCount: t.itemCount,
  };
}

/**
 * Totals, in rupees, of lines priced in rupees as the API shows them: what the browser computes
 * before the server has answered (Buy Now drafts, quantities not yet confirmed). Converted to
 * paise first, so it agrees with the server to the paisa.
 */
export function totalsOfRupeeLines(
  lines: readonly { price: number; discount: number; quantity: number }[],
  rule: ShippingRule,
) {
  return totalsInRupees(
    computeTotals(
      lines.map((line) => ({
        pricePaise: rupeesToPaise(line.price),
        discount: line.discount,
        quantity: line.quantity,
      })),
      rule,
    ),
  );
}
