/**
 * The product spec's texts the orders pages show (docs/product-rules.md: rule:my-orders, rule:order-statuses,
 * rule:order-page), by catalog id: the English catalog must say exactly these (app/i18n/catalogs.test.ts).
 */
export const specTexts: Record<string, string> = {
  'orders.counter.total': 'Total Orders',
  'orders.status.placed': 'Placed',
  'orders.status.processing': 'Processing',
  'orders.status.inTransit': 'In Transit',
  'orders.status.delivered': 'Delivered',
  'orders.status.cancelled': 'Cancelled',
  'orders.status.returned': 'Returned',
  'orders.actions.trackPackage': 'Track Package',
  'orders.actions.contactSupport': 'Contact Support',
  'orders.payment.cod': 'Cash on Delivery',
};
