import { Link } from 'react-router';
import { formatCount } from '../../../../domain/shared/money';
import { orderStatuses, type OrderStatus } from '../../../../domain/shared/order-rules';
import { ordersHref } from './orders-url';

/** Tabs over the list: All and each status, with the number of orders under the other filters. */
export function StatusTabs({
  search,
  active,
  counts,
  countsTotal,
}: {
  search: URLSearchParams;
  active: OrderStatus | undefined;
  counts: Record<OrderStatus, number>;
  countsTotal: number;
}) {
  const tabs: { status: OrderStatus | undefined; label: string; n: number }[] = [
    { status: undefined, label: 'All', n: countsTotal },
    ...orderStatuses.map((s) => ({ status: s, label: s, n: counts[s] })),
  ];
  return (
    <nav aria-label="Order status" className="relative overflow-x-auto">
      <ul className="flex gap-1 border-b border-gray-200">
        {tabs.map((tab) => {
          const current = tab.status === active;
          return (
            <li key={tab.label}>
              <Link
                to={ordersHref(search, { status: tab.status })}
                aria-current={current ? 'page' : undefined}
                className={`block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium ${
                  current ? 'border-blue-600 text-blue-700' : 'border-transparent text-gray-700 hover:text-gray-900'
                }`}
              >
                {tab.label}{' '}
                <span className="ml-1 rounded-full bg-gray-100 px-2 text-xs text-gray-800">{formatCount(tab.n)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
