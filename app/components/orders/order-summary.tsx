import { MoneyRow } from '../ui/money-row';
import { itemCountLabel, paymentMethodLabel } from './order-status';
import type { Order } from '../../../domain/views/orders';

/**
 * The order's money as the server stored it when the order was placed (rule:server-prices-orders): subtotal,
 * savings, shipping and total. rule:order-page: no sample tax or fixed shipping here.
 */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-5"
      data-testid="order-summary"
    >
      <h2 id="order-summary-heading" className="text-lg font-bold text-gray-900">
        Order Summary
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        <MoneyRow
          label={`Subtotal (${itemCountLabel(order.itemCount)})`}
          amount={order.subtotal}
          testId="order-subtotal"
        />
        <MoneyRow label="Savings" amount={order.savings} kind="saving" testId="order-savings" />
        <MoneyRow label="Shipping" amount={order.shipping} kind="shipping" testId="order-shipping" />
        <MoneyRow label="Total" amount={order.totalAmount} kind="total" testId="order-total" />
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
