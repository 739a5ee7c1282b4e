/**
 * Rules for showing cart lines in the drawer and the checkout summary (spec §2 Cart drawer,
 * §3 Cart line, §5 stock warning, §9 totals).
 */
import { maxLineQuantity } from '../../domain/shared/limits';

export { chosenOptions } from '../../domain/shared/line-options';

/** spec §5, character for character (two spaces after "stock"; the spec's own grammar). */
export function stockWarningText(stock: number): string {
  return `Currently out of stock  Please reduce the quantity. We Have only have a stock ${stock}.`;
}

/** spec §5: the warning shows when the quantity exceeds the stock. */
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

/** spec §4: minus is disabled at 1 or less. */
export function canDecrease(quantity: number): boolean {
  return quantity > 1;
}

/** One press of + (delta 1) or - (delta -1), within the limits above. */
export function stepQuantity(current: number, delta: 1 | -1, stock: number): number {
  if (delta > 0) return canIncrease(current, stock) ? current + 1 : current;
  return canDecrease(current) ? current - 1 : current;
}
