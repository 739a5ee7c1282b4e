import { Link } from 'react-router';
import { formatPromiseDay } from '../../../../domain/shared/delivery-rules';
import { formatRupees } from '../../../../domain/shared/money';
import type { AdminOrderRow } from '../../../../domain/views/admin-orders';
import { formatDateTime } from '../../../lib/format';
import { OrderStatusPill } from './order-status-pill';
import { ScrollBox } from '../scroll-box';
import { ColumnHeads } from '../column-heads';

/**
 * The day an order was promised by (rule:delivery-promise), '—' for orders from before promises, and a Late mark
 * while it is still on its way after that day.
 */
export function PromisedBy({ promisedBy, late }: { promisedBy: string | null; late: boolean }) {
  if (promisedBy === null) return <span className="text-gray-600">—</span>;
  return (
    <>
      {formatPromiseDay(promisedBy)}
      {late ? (
        <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800">Late</span>
      ) : null}
    </>
  );
}

/**
 * The page's orders as a table, each with a checkbox for the bulk action bar. It scrolls sideways in its
 * wrapper on a phone rather than squeezing the columns.
 */
export function OrdersTable({
  orders,
  selected,
  onToggle,
  onToggleAll,
}: {
  orders: AdminOrderRow[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (select: boolean) => void;
}) {
  const allSelected = orders.length > 0 && orders.every((o) => selected.has(o.id));
  return (
    <ScrollBox label="Orders" className="rounded-lg border border-gray-200 bg-white">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">Orders, newest first</caption>
        <ColumnHeads
          columns={[
            {
              key: 'select',
              className: 'w-10',
              label: (
                <input
                  type="checkbox"
                  aria-label="Select every order on this page"
                  checked={allSelected}
                  onChange={(e) => onToggleAll(e.target.checked)}
                  className="h-4 w-4"
                />
              ),
            },
            'Order',
            'Placed',
            'Customer',
            'City',
            'Payment',
            { key: 'total', label: 'Total', right: true },
            'Status',
            'Promised by',
          ]}
        />
        <tbody className="divide-y divide-gray-100">
          {orders.map((order) => (
            <tr key={order.id} className={selected.has(order.id) ? 'bg-blue-50' : undefined}>
              <td className="px-3 py-2">
                <input
                  type="checkbox"
                  aria-label={`Select order #${order.orderNumber}`}
                  checked={selected.has(order.id)}
                  onChange={() => onToggle(order.id)}
                  className="h-4 w-4"
                />
              </td>
              <th scope="row" className="whitespace-nowrap px-3 py-2 font-semibold">
                <Link to={`/admin/orders/${order.id}`} className="text-blue-700 underline">
                  #{order.orderNumber}
                </Link>
              </th>
              <td className="whitespace-nowrap px-3 py-2 text-gray-800">{formatDateTime(order.createdAt)}</td>
              <td className="px-3 py-2">
                <div className="font-medium text-gray-900">{order.fullName}</div>
                <div className="text-gray-700">{order.phone}</div>
              </td>
              <td className="px-3 py-2 text-gray-800">
                {order.city}, {order.state}
              </td>
              <td className="px-3 py-2 text-gray-800">{order.paymentMethod}</td>
              <td className="whitespace-nowrap px-3 py-2 text-right text-gray-900">{formatRupees(order.total, 2)}</td>
              <td className="px-3 py-2">
                <OrderStatusPill status={order.status} />
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-gray-800">
                <PromisedBy promisedBy={order.promisedBy} late={order.late} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
