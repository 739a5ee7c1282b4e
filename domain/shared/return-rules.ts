/**
 * Returns and size exchanges after delivery (rule:return-window, docs/product-rules.md): whether a product may come
 * back and for how many days, in one number. A category says it for its products; a product may say otherwise.
 * Browser-safe: the product page and the order page show the sentences below (ADR 0017).
 */
import { formatPromiseDay } from './delivery-rules';
import { indiaDayAndHour } from './india';

/** Days from delivery a product may be returned or exchanged; 0 means it is not returnable. */
export const defaultReturnDays = 7;
export const maxReturnDays = 30;

/** Categories the demo shop and a new shop's migration make not returnable: food and what touches the body. */
export const notReturnableCategoryNames = ['Groceries', 'Beauty & Personal Care'] as const;

/** The product's own window when it has one, else its category's. */
export function effectiveReturnDays(productDays: number | null, categoryDays: number): number {
  return productDays ?? categoryDays;
}

/**
 * What the product page and a line of an order say before delivery: "7-day return and size exchange" for a product
 * with sizes (an exchange is only to another size), "7-day return" otherwise, "Not returnable" at 0.
 */
export function returnPolicyLabel(days: number, hasSizes: boolean): string {
  if (days <= 0) return 'Not returnable';
  return hasSizes ? `${days}-day return and size exchange` : `${days}-day return`;
}

/**
 * The last India day a delivered line may be asked back: the India day of delivery plus the window, YYYY-MM-DD.
 * Delivered on Mon 1 Dec with 7 days: the last day is Mon 8 Dec.
 */
export function lastReturnDay(deliveredAt: Date, days: number): string {
  const start = Date.parse(`${indiaDayAndHour(deliveredAt).day}T00:00:00Z`);
  return new Date(start + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * What a line of an order says about coming back (the order page), or null when nothing applies (a cancelled order,
 * or one the courier brought back undelivered). `deliveredAt` is an ISO time once delivered.
 */
export function orderLineReturnText(
  line: { returnDays: number; sizes: string },
  order: { orderStatus: string; deliveredAt?: string | null },
  today: string,
): string | null {
  const hasSizes = line.sizes !== '';
  if (order.orderStatus === 'Cancelled' || order.orderStatus === 'Returned') return null;
  if (order.orderStatus === 'Delivered' && order.deliveredAt) {
    return deliveredReturnText(new Date(order.deliveredAt), line.returnDays, hasSizes, today);
  }
  return line.returnDays > 0 ? `${returnPolicyLabel(line.returnDays, hasSizes)} after delivery` : 'Not returnable';
}

/**
 * What a delivered line says on the order page, given India's `today` (YYYY-MM-DD): until when it may come back, or
 * that the window closed, or that it is not returnable.
 */
export function deliveredReturnText(deliveredAt: Date, days: number, hasSizes: boolean, today: string): string {
  if (days <= 0) return 'Not returnable';
  const last = lastReturnDay(deliveredAt, days);
  const shown = `${formatPromiseDay(last)} ${last.slice(0, 4)}`;
  if (today > last) return `Return window closed on ${shown}`;
  return `${hasSizes ? 'Return or size exchange' : 'Return'} until ${shown}`;
}
