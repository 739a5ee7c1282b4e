/**
 * The order rules the screens share (rule:order-statuses, rule:order-progress): badge colours, the
 * progress bar's value and the labels for the payment method and item counts. Pure functions,
 * so the server render and the browser agree and a unit test pins them. Dates are formatted by
 * app/lib/format.ts.
 */

import { paymentMethodLabels, type OrderStatus, type PaymentMethod } from '../../../domain/shared/order-rules';
import { lastReturnDay } from '../../../domain/shared/return-rules';
import type { Translate } from '../../i18n/shop-i18n';
import { formatDayIn } from '../../lib/format';

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

/**
 * A status's name in the page's language (rule:order-statuses; the English names are the spec's). One this page does
 * not know (a newer server's) shows as the server wrote it.
 */
export function statusName(status: string, t: Translate): string {
  switch (status) {
    case 'Placed':
      return t('orders.status.placed');
    case 'Processing':
      return t('orders.status.processing');
    case 'In Transit':
      return t('orders.status.inTransit');
    case 'Delivered':
      return t('orders.status.delivered');
    case 'Cancelled':
      return t('orders.status.cancelled');
    case 'Returned':
      return t('orders.status.returned');
    default:
      return status;
  }
}

/** rule:cash-on-delivery: 'Online' exists in the API but is never offered. */
export function paymentMethodLabel(method: string, t: Translate): string {
  switch (method) {
    case 'COD':
      return t('orders.payment.cod');
    case 'Online':
      return t('orders.payment.online');
    default:
      return paymentMethodLabels[method as PaymentMethod] ?? method;
  }
}

export function itemCountLabel(count: number, t: Translate): string {
  return t('orders.itemCount', { count });
}

/**
 * What a line of an order says about coming back (rule:return-window; the same sentences as
 * domain/shared/return-rules.ts, in the page's language), or null when nothing applies (a cancelled order, or one
 * the courier brought back undelivered). `today` is India's day (YYYY-MM-DD).
 */
export function lineReturnText(
  line: { returnDays: number; sizes: string },
  order: { orderStatus: string; deliveredAt?: string | null },
  today: string,
  t: Translate,
): string | null {
  const hasSizes = line.sizes !== '';
  const days = line.returnDays;
  if (order.orderStatus === 'Cancelled' || order.orderStatus === 'Returned') return null;
  if (days <= 0) return t('orders.line.notReturnable');
  if (order.orderStatus === 'Delivered' && order.deliveredAt) {
    const last = lastReturnDay(new Date(order.deliveredAt), days);
    const day = formatDayIn(last, t, true);
    if (today > last) return t('orders.line.returnClosed', { day });
    return hasSizes ? t('orders.line.returnOrExchangeUntil', { day }) : t('orders.line.returnUntil', { day });
  }
  return hasSizes
    ? t('orders.line.returnOrExchangeAfterDelivery', { days })
    : t('orders.line.returnAfterDelivery', { days });
}

/**
 * The day the delivery promise gave when the order was placed (rule:delivery-promise), as the order page says it:
 * "Arrives by Thu 4 Dec" while it is on its way and on time, "Promised by Thu 4 Dec" once it is late (today, India's
 * day, is past it) or delivered; nothing for a cancelled or returned order, or an order from before the promise.
 */
export function promiseText(
  status: string,
  promisedBy: string | null | undefined,
  today: string,
  t: Translate,
): string | null {
  if (!promisedBy || status === 'Cancelled' || status === 'Returned') return null;
  const day = formatDayIn(promisedBy, t);
  return status !== 'Delivered' && today <= promisedBy
    ? t('orders.promise.arrivesBy', { day })
    : t('orders.promise.promisedBy', { day });
}
