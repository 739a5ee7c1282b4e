/**
 * The product spec's texts the cart drawer shows (its section 2, Cart drawer; section 5, the stock warning), by
 * catalog id: the English catalog must say exactly these (app/i18n/catalogs.test.ts).
 */
export const specTexts: Record<string, string> = {
  'cart.stockWarning': 'Currently out of stock  Please reduce the quantity. We Have only have a stock {stock}.',
  'cart.secureCheckout': 'Secure Checkout',
  'cart.processing': 'Processing...',
  'cart.estimatedDelivery': 'Estimated delivery: 2-3 business days',
  'cart.savings': 'Savings',
  'cart.shipping': 'Shipping',
  'cart.total': 'Total',
};
