import { Link } from 'react-router';
import { formatCount, formatRupees } from '../../../../domain/shared/money';
import type { AdminCustomerRow } from '../../../../domain/views/admin-customers';
import { formatDate } from '../../../lib/format';
import { AccountBadges } from './account-badges';
import { ScrollBox } from '../scroll-box';

/** The page's customers as a table (rule:admin-customers); it scrolls sideways in its own box on a phone. */
export function CustomersTable({ customers }: { customers: AdminCustomerRow[] }) {
  return (
    <ScrollBox label="Customers" className="rounded-lg border border-gray-200 bg-white">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">Customers, newest first</caption>
        <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              Name
            </th>
            <th scope="col" className="px-3 py-2">
              Email
            </th>
            <th scope="col" className="px-3 py-2">
              Phone
            </th>
            <th scope="col" className="px-3 py-2">
              Joined
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Orders
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Lifetime value
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {customers.map((c) => (
            <tr key={c.id} className="align-top">
              <th scope="row" className="min-w-44 px-3 py-2 text-left font-normal">
                <Link to={`/admin/customers/${c.id}`} className="font-medium text-blue-700 hover:underline">
                  {c.fullName}
                </Link>
                <AccountBadges role={c.role} disabledAt={c.disabledAt} />
              </th>
              <td className="px-3 py-2 text-gray-800">{c.email}</td>
              <td className="whitespace-nowrap px-3 py-2 text-gray-800">{c.phone || '—'}</td>
              <td className="whitespace-nowrap px-3 py-2 text-gray-700">{formatDate(c.createdAt)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCount(c.orderCount)}</td>
              <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                {formatRupees(c.lifetimeValue, 2)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
