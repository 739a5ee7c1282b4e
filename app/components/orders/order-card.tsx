import { ChevronRight } from 'lucide-react';
import { Link } from '../../i18n/link';
import { OrderLineItem, orderMoney } from './order-line-item';
import { itemCountLabel, paymentMethodLabel } from './order-status';
import { formatDate } from '../../lib/format';
import { useLocale, useT } from '../../i18n/shop-i18n';
import { OrderStatusBadge } from './order-status-badge';
import type { Order } from '../../../domain/views/orders';

/**
 * rule:my-orders: one card per order with its id, status badge, item count, date, line items,
 * total and payment method. The order number is the id shoppers see (the same number the
 * checkout's success popup and support use). The whole card opens /order/{id}: the heading's
 * link stretches over it, so there is one link per card for keyboards and screen readers.
 */
export function OrderCard({ order }: { order: Order }) {
  const t = useT();
  const locale = useLocale();
  return (
    <article
      className="relative rounded-2xl border border-gray-200 bg-white p-4 shadow-xs transition hover:border-indigo-300 hover:shadow-md sm:p-5"
      data-testid="order-card"
      data-order-id={order._id}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-base font-bold text-gray-900">
            <Link
              to={`/order/${order._id}`}
              className="rounded after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              data-testid="order-card-link"
            >
              {t('orders.orderNumber', { number: String(order.orderNumber) })}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm text-gray-700">
            <span data-testid="order-card-item-count">{itemCountLabel(order.itemCount, t)}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={order.createdAt} data-testid="order-card-date">
              {formatDate(order.createdAt, locale)}
            </time>
          </p>
        </div>
        <OrderStatusBadge status={order.orderStatus} testId="order-card-status" />
      </header>

      <ul
        className="mt-2 divide-y divide-gray-100 border-y border-gray-100"
        aria-label={t('orders.card.itemsLabel', { number: String(order.orderNumber) })}
      >
        {order.orderItems.map((line) => (
          <OrderLineItem key={line._id} line={line} />
        ))}
      </ul>

      <footer className="mt-3 flex flex-wrap items-end justify-between gap-2 text-sm">
        <p className="text-gray-700">
          {t('orders.card.payment')}
          <span className="font-medium text-gray-900" data-testid="order-card-payment">
            {paymentMethodLabel(order.paymentMethod, t)}
          </span>
        </p>
        <p className="flex items-center gap-1 text-gray-700">
          {t('orders.card.total')}
          <span className="text-base font-bold text-gray-900" data-testid="order-card-total">
            {orderMoney(order.totalAmount)}
          </span>
          <ChevronRight aria-hidden="true" className="h-5 w-5 text-indigo-600" />
        </p>
      </footer>
    </article>
  );
}
