/**
 * Rules for showing cart lines in the drawer and the checkout summary (rule:cart-drawer,
 * rule:cart-line-fields, rule:stock-warning, rule:order-totals, rule:quantity-limits).
 */
import { maxLineQuantity } from '../../domain/shared/limits';
import { lineIdentityFields, type LineIdentityField, type LineOptionValues } from '../../domain/shared/line-options';
import type { Translate } from '../i18n/shop-i18n';

export { chosenOptions } from '../../domain/shared/line-options';

/**
 * chosenOptions in the page's language: 'Size: M', 'Colour: Teal' ('साइज़: M' in Hindi), the options the line has
 * (blank ones left out); the values are the product's own, as staff wrote them.
 */
export function chosenOptionsIn(line: LineOptionValues, t: Translate): string[] {
  const labels: Record<LineIdentityField, string> = {
    sizes: t('cart.option.size'),
    specs: t('cart.option.storage'),
    rams: t('cart.option.ram'),
    colors: t('cart.option.colour'),
    weight: t('cart.option.weight'),
    material: t('cart.option.material'),
  };
  return lineIdentityFields.flatMap((field) => {
    const value = line[field];
    return typeof value === 'string' && value.trim() !== '' ? [`${labels[field]}: ${value.trim()}`] : [];
  });
}

/**
 * rule:stock-warning, character for character in English (two spaces after "stock"; its grammar kept as written), in
 * the page's language by its translator (`useT()`). The stock goes in as written, without a thousands separator.
 */
export function stockWarningText(stock: number, t: Translate): string {
  return t('cart.stockWarning', { stock: String(stock) });
}

/** rule:stock-warning: the warning shows when the quantity exceeds the stock. */
export function exceedsStock(quantity: number, stock: number): boolean {
  return quantity > stock;
}

/**
 * The most units a line may go up to: what is in stock (so a shopper cannot walk into the warning),
 * the 99 a line may hold, and what the units one order may take of a product (rule:quantity-limits,
 * a shop setting) leave after the product's other lines (other sizes or colours).
 */
export function lineLimit(stock: number, maxUnitsPerProduct: number, unitsInOtherLines: number): number {
  return Math.min(stock, maxLineQuantity, maxUnitsPerProduct - unitsInOtherLines);
}

/** Units of this line's product in the cart's other lines. */
export function unitsInOtherLines(
  lines: readonly { _id: string; product: { _id: string }; quantity: number }[],
  line: { _id: string; product: { _id: string } },
): number {
  return lines
    .filter((other) => other._id !== line._id && other.product._id === line.product._id)
    .reduce((units, other) => units + other.quantity, 0);
}

/** The drawer's + stops at the line's limit (lineLimit); a line already above it can still come down. */
export function canIncrease(quantity: number, limit: number): boolean {
  return quantity < limit;
}

/** rule:quantity-stepper: minus is disabled at 1 or less. */
export function canDecrease(quantity: number): boolean {
  return quantity > 1;
}

/** One press of + (delta 1) or - (delta -1), within the limits above. */
export function stepQuantity(current: number, delta: 1 | -1, limit: number): number {
  if (delta > 0) return canIncrease(current, limit) ? current + 1 : current;
  return canDecrease(current) ? current - 1 : current;
}
