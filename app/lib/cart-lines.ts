/**
 * Rules for showing cart lines in the drawer and the checkout summary (rule:cart-drawer,
 * rule:cart-line-fields, rule:stock-warning, rule:order-totals).
 */
import { maxLineQuantity } from '../../domain/shared/limits';

export { chosenOptions } from '../../domain/shared/line-options';

/** rule:stock-warning, character for character (two spaces after "stock"; its grammar kept as written). */
export function stockWarningText(stock: number): string {
  return `Currently out of stock  Please reduce the quantity. We Have only have a stock ${stock}.`;
}

/** rule:stock-warning: the warning shows when the quantity exceeds the stock. */
export function exceedsStock(quantity: number, stock: number): boolean {
  return quantity > stock;
}

/**
 * The drawer's + stops at what is in stock (and at the 99 a line may hold), so a shopper
 * cannot walk into the warning; a line already above stock can still come down.
 */
export function canIncrease(quantity: number, stock: number): boolean {
  return quantity < Math.min(stock, maxLineQuantity);
}

/** rule:quantity-stepper: minus is disabled at 1 or less. */
export function canDecrease(quantity: number): boolean {
  return quantity > 1;
}

/** One press of + (delta 1) or - (delta -1), within the limits above. */
export function stepQuantity(current: number, delta: 1 | -1, stock: number): number {
  if (delta > 0) return canIncrease(current, stock) ? current + 1 : current;
  return canDecrease(current) ? current - 1 : current;
}
