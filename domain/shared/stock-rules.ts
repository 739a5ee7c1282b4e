/**
 * The stock ledger's vocabulary (rule:stock-ledger, ADR 0029): every change to a product's stock is a
 * ledger row with one of these reasons, and a product's stock always equals the sum of its rows.
 */

/**
 * Reasons the shop writes by itself: an opening balance, an order, a cancel, a courier's return, and a shopper's
 * return or size exchange (rule:return-requests): the unit back, the exchange's new unit taken, and that unit put
 * back when the exchange does not go ahead.
 */
export const automaticStockReasons = [
  'opening',
  'order',
  'cancel',
  'return',
  'customer-return',
  'exchange',
  'exchange-released',
] as const;
/** Reasons a staff member gives for an adjustment (each needs a note of what happened). */
export const staffStockReasons = ['received', 'damaged', 'counted'] as const;
export const stockReasons = [...automaticStockReasons, ...staffStockReasons] as const;
export type StockReason = (typeof stockReasons)[number];
export type StaffStockReason = (typeof staffStockReasons)[number];

export const stockReasonLabels: Record<StockReason, string> = {
  opening: 'Opening stock',
  order: 'Order',
  cancel: 'Cancelled order',
  return: 'Returned by courier',
  'customer-return': 'Returned by shopper',
  exchange: 'Reserved for a size exchange',
  'exchange-released': 'Size exchange called off',
  received: 'Received',
  damaged: 'Damaged',
  counted: 'Stock count',
};
