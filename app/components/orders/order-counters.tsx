import type { OrderCounts } from '../../../domain/orders/count-my-orders';

import { useT, type Translate } from '../../i18n/shop-i18n';

const counters = [
  { key: 'total', label: (t: Translate) => t('orders.counter.total'), tone: 'text-indigo-700' },
  { key: 'Placed', label: (t: Translate) => t('orders.status.placed'), tone: 'text-gray-900' },
  { key: 'Delivered', label: (t: Translate) => t('orders.status.delivered'), tone: 'text-emerald-800' },
  { key: 'Processing', label: (t: Translate) => t('orders.status.processing'), tone: 'text-amber-800' },
] as const;

/** rule:my-orders: the counters Total Orders, Placed, Delivered, Processing, over all the shopper's orders. */
export function OrderCounters({ counts }: { counts: OrderCounts }) {
  const t = useT();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="order-counters">
      {counters.map(({ key, label, tone }) => (
        <div key={key} className="rounded-xl border border-gray-200 bg-white p-4 text-center shadow-xs">
          <dt className="text-sm font-medium text-gray-700">{label(t)}</dt>
          <dd className={`mt-1 text-2xl font-bold ${tone}`} data-testid={`order-counter-${key.toLowerCase()}`}>
            {key === 'total' ? counts.total : counts.byStatus[key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
