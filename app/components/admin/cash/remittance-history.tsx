import { Link } from 'react-router';
import type { RemittancePage } from '../../../../domain/views/admin-reports';
import { formatCount, formatRupees } from '../../../../domain/shared/money';
import { ScrollBox } from '../scroll-box';

/** The remittances recorded, newest first, a page at a time (rule:courier-cash). */
export function RemittanceHistory({ page, pageHref }: { page: RemittancePage; pageHref: (n: number) => string }) {
  const pages = Math.max(1, Math.ceil(page.total / page.limit));
  return (
    <section aria-labelledby="history-heading" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="history-heading" className="text-lg font-semibold text-gray-900">
        Remittances received
      </h2>
      {page.remittances.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">No remittances recorded yet.</p>
      ) : (
        <ScrollBox label="Remittances" className="mt-2">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead>
              <tr className="text-gray-600">
                {['Date', 'Courier', 'Reference', 'Orders', 'Amount', 'Recorded by', 'Note'].map((h) => (
                  <th
                    key={h}
                    scope="col"
                    className={`py-2 pr-3 font-medium ${h === 'Orders' || h === 'Amount' ? 'text-right' : ''}`}
                  >
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.remittances.map((r) => (
                <tr key={r.id} className="border-t border-gray-100">
                  <th scope="row" className="py-2 pr-3 font-normal whitespace-nowrap">
                    {r.remittedOn}
                  </th>
                  <td className="py-2 pr-3">{r.courierName}</td>
                  <td className="py-2 pr-3">{r.reference}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatCount(r.orderCount)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatRupees(r.amount, 2)}</td>
                  <td className="py-2 pr-3">{r.staffName}</td>
                  <td className="py-2 pr-3">{r.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      {pages > 1 ? (
        <nav aria-label="Remittance pages" className="mt-3 flex items-center gap-3 text-sm">
          {page.page > 1 ? (
            <Link to={pageHref(page.page - 1)} className="text-blue-700 hover:underline">
              Newer
            </Link>
          ) : null}
          <span>
            Page {page.page} of {pages}
          </span>
          {page.page < pages ? (
            <Link to={pageHref(page.page + 1)} className="text-blue-700 hover:underline">
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
