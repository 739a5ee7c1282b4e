import { Link } from 'react-router';
import { formatRupees } from '../../../../domain/shared/money';
import type { AdminCustomerOrder } from '../../../../domain/views/admin-customers';
import { formatDateTime } from '../../../lib/format';
import { OrderStatusPill } from '../orders/order-status-pill';
import { ScrollBox } from '../scroll-box';
import { ColumnHeads } from '../column-heads';

/** A customer's newest orders (rule:admin-customers), each linking to its page in the back office. */
export function CustomerOrdersTable({ orders }: { orders: AdminCustomerOrder[] }) {
  return (
    <ScrollBox label="Orders">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">The customer&apos;s orders, newest first</caption>
        <ColumnHeads columns={['Order', 'Placed', 'Status', { key: 'total', label: 'Total', right: true }]} />
        <tbody className="divide-y divide-gray-100">
          {orders.map((o) => (
            <tr key={o.id}>
              <th scope="row" className="px-3 py-2 text-left font-normal">
                <Link to={`/admin/orders/${o.id}`} className="font-medium text-blue-700 hover:underline">
                  #{o.orderNumber}
                </Link>
              </th>
              <td className="whitespace-nowrap px-3 py-2 text-gray-700">{formatDateTime(o.createdAt)}</td>
              <td className="px-3 py-2">
                <OrderStatusPill status={o.status} />
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{formatRupees(o.total, 2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
