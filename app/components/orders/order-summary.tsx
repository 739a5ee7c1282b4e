import { orderMoney } from './order-line-item';
import { itemCountLabel, paymentMethodLabel } from './order-status';
import type { Order } from './order-types';

/**
 * The order's money as the server stored it when the order was placed (decision 4): subtotal,
 * savings, shipping and total. decision 7: no sample tax or fixed shipping here.
 */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <section aria-labelledby="order-summary-heading" className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-5" data-testid="order-summary">
      <h2 id="order-summary-heading" className="text-lg font-bold text-gray-900">
        Order Summary
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-gray-700">Subtotal ({itemCountLabel(order.itemCount)})</dt>
          <dd className="text-gray-900" data-testid="order-subtotal">
            {orderMoney(order.subtotal)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-gray-700">Savings</dt>
          <dd className="text-emerald-800" data-testid="order-savings">
            {order.savings > 0 ? `-${orderMoney(order.savings)}` : orderMoney(0)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-gray-700">Shipping</dt>
          <dd className={order.shipping === 0 ? 'font-medium text-emerald-800' : 'text-gray-900'} data-testid="order-shipping">
            {order.shipping === 0 ? 'Free' : orderMoney(order.shipping)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-gray-200 pt-2 text-base font-bold">
          <dt className="text-gray-900">Total</dt>
          <dd className="text-gray-900" data-testid="order-total">
            {orderMoney(order.totalAmount)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 pt-1">
          <dt className="text-gray-700">Payment method</dt>
          <dd className="font-medium text-gray-900" data-testid="order-payment">
            {paymentMethodLabel(order.paymentMethod)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
