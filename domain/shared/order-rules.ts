/**
 * The order vocabulary and the shopper's cancel rule, in one browser-safe module (ADR 0017):
 * the database column and its check constraint (db/schema), the domain, the API's response
 * schema and the storefront's badges and labels all take their lists from here, so a new status
 * is a compile error everywhere it must be handled.
 */

/**
 * The statuses of rule:order-statuses, in the order an order moves through them. Returned is the
 * courier's return to origin ('RTO'): an In Transit order that came back undelivered (ADR 0028).
 */
export const orderStatuses = ['Placed', 'Processing', 'In Transit', 'Delivered', 'Cancelled', 'Returned'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** COD or Online; Online is refused while there is no payment gateway (rule:cash-on-delivery). */
export const paymentMethods = ['COD', 'Online'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** How the order pages, the checkout and the confirmation mail name each payment method. */
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  COD: 'Cash on Delivery',
  Online: 'Online Payment',
};

/** rule:cancel-window: the shopper may cancel while the order is Placed or Processing ... */
export const cancellableStatuses: readonly OrderStatus[] = ['Placed', 'Processing'];
/** ... and within 24 hours of placing it. */
export const cancelWindowHours = 24;

/**
 * Whether the shopper may still cancel: the status allows it and the order is younger than the
 * window. `now` is the database's clock wherever the answer matters (cancel-order.ts reads it in
 * the cancelling transaction; load-order-views.ts reads it with the orders), so every app
 * process gives the same answer.
 */
export function canShopperCancel(order: { status: OrderStatus; createdAt: Date }, now: Date): boolean {
  return (
    cancellableStatuses.includes(order.status) &&
    now.getTime() - order.createdAt.getTime() < cancelWindowHours * 60 * 60 * 1000
  );
}
