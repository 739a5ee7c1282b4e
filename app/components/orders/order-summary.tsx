import { MoneyRow } from '../ui/money-row';
import { itemCountLabel, paymentMethodLabel } from './order-status';
import type { Order } from '../../../domain/views/orders';
import { useT } from '../../i18n/shop-i18n';

/**
 * The order's money as the server stored it when the order was placed (rule:server-prices-orders): subtotal,
 * savings, shipping and total. rule:order-page: no sample tax or fixed shipping here.
 */
export function OrderSummary({ order }: { order: Order }) {
  const t = useT();
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-5"
      data-testid="order-summary"
    >
      <h2 id="order-summary-heading" className="text-lg font-bold text-gray-900">
        {t('orders.summary.title')}
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        <MoneyRow
          label={t('orders.summary.subtotal', { items: itemCountLabel(order.itemCount, t) })}
          amount={order.subtotal}
          testId="order-subtotal"
        />
        <MoneyRow label={t('orders.summary.savings')} amount={order.savings} kind="saving" testId="order-savings" />
        <MoneyRow
          label={t('orders.summary.shipping')}
          amount={order.shipping}
          kind="shipping"
          testId="order-shipping"
        />
        <MoneyRow label={t('orders.summary.total')} amount={order.totalAmount} kind="total" testId="order-total" />
        <div className="flex justify-between gap-4 pt-1">
          <dt className="text-gray-700">{t('orders.summary.paymentMethod')}</dt>
          <dd className="font-medium text-gray-900" data-testid="order-payment">
            {paymentMethodLabel(order.paymentMethod, t)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
