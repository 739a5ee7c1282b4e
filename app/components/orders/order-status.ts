/**
 * The order rules the screens share (rule:order-statuses, rule:order-progress): badge colours, the
 * progress bar's value and the labels for the payment method and item counts. Pure functions,
 * so the server render and the browser agree and a unit test pins them. Dates are formatted by
 * app/lib/format.ts.
 */

import { formatPromiseDay } from '../../../domain/shared/delivery-rules';
import { paymentMethodLabels, type OrderStatus, type PaymentMethod } from '../../../domain/shared/order-rules';

const neutralBadge = 'bg-gray-100 text-gray-900 ring-gray-300';

/**
 * Badge colours (rule:order-statuses): one of their own for Processing, In Transit and
 * Delivered, red for Cancelled (rule:cancel-window), neutral for Placed. Keyed by every status, so a new status must
 * choose its colour here before the code compiles.
 */
const badgeClasses: Record<OrderStatus, string> = {
  Placed: neutralBadge,
  Processing: 'bg-amber-100 text-amber-900 ring-amber-300',
  'In Transit': 'bg-blue-100 text-blue-900 ring-blue-300',
  Delivered: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  Cancelled: 'bg-red-100 text-red-900 ring-red-300',
  Returned: 'bg-orange-100 text-orange-900 ring-orange-300',
};

/** The badge for a status; one this page does not know (a newer server's) is neutral. */
export function statusBadgeClass(status: string): string {
  return badgeClasses[status as OrderStatus] ?? neutralBadge;
}

/**
 * The progress bar's value (rule:order-progress: 25% Processing, 75% In Transit, 100% Delivered).
 * Placed, which comes before Processing, gets 10%, so a fresh order shows it has
 * started. A cancelled or returned order has no progress (null): the page shows the cancelled state instead.
 */
const progress: Record<OrderStatus, number | null> = {
  Placed: 10,
  Processing: 25,
  'In Transit': 75,
  Delivered: 100,
  Cancelled: null,
  Returned: null,
};

export function progressPercent(status: string): number | null {
  const value = progress[status as OrderStatus];
  return value === undefined ? 100 : value;
}

/** The steps under the progress bar, in the order an order goes through them. */
export const progressSteps = [
  'Placed',
  'Processing',
  'In Transit',
  'Delivered',
] as const satisfies readonly OrderStatus[];

/** rule:cash-on-delivery: 'Online' exists in the API but is never offered. */
export function paymentMethodLabel(method: string): string {
  return paymentMethodLabels[method as PaymentMethod] ?? method;
}

export function itemCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/**
 * The day the delivery promise gave when the order was placed (rule:delivery-promise), as the order page says it:
 * "Arrives by Thu 4 Dec" while it is on its way and on time, "Promised by Thu 4 Dec" once it is late (today, India's
 * day, is past it) or delivered; nothing for a cancelled or returned order, or an order from before the promise.
 */
export function promiseText(status: string, promisedBy: string | null | undefined, today: string): string | null {
  if (!promisedBy || status === 'Cancelled' || status === 'Returned') return null;
  const day = formatPromiseDay(promisedBy);
  return status !== 'Delivered' && today <= promisedBy ? `Arrives by ${day}` : `Promised by ${day}`;
}
