import { Link } from 'react-router';
import type { RefundsPaid as RefundsPaidView } from '../../../../domain/views/admin-reports';
import { formatCount, formatRupeesPaiseIfAny } from '../../../../domain/shared/money';
import { ScrollBox } from '../scroll-box';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** Refunds paid for returns in the last 30 India days (issue 38): count, total and the latest; accounts masked. */
export function RefundsPaid({ refunds }: { refunds: RefundsPaidView }) {
  return (
    <section aria-labelledby="refunds-heading" className="rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="refunds-heading" className="text-lg font-semibold text-gray-900">
          Refunds paid, since {refunds.since}
        </h2>
        <Link to="/admin/returns?status=Refunded" className="text-sm text-blue-700 hover:underline">
          All refunded returns
        </Link>
      </div>
      <p className="mt-1 text-sm text-gray-700">
        <strong data-testid="refunds-paid-amount" className="tabular-nums text-gray-900">
          {formatRupeesPaiseIfAny(refunds.amount)}
        </strong>{' '}
        in <span data-testid="refunds-paid-count">{formatCount(refunds.requests)}</span>{' '}
        {refunds.requests === 1 ? 'refund' : 'refunds'} over the last {refunds.days} days.
      </p>
      {refunds.latest.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">No refunds paid in these days.</p>
      ) : (
        <ScrollBox label="Latest refunds" className="mt-2">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">The latest refunds paid, newest first</caption>
            <thead>
              <tr className="text-gray-600">
                {['Request', 'Order', 'Amount', 'Reference', 'To', 'Paid'].map((h) => (
                  <th key={h} scope="col" className={`py-2 pr-3 font-medium ${h === 'Amount' ? 'text-right' : ''}`}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {refunds.latest.map((r) => (
                <tr key={r.id} className="border-t border-gray-100">
                  <th scope="row" className="py-2 pr-3 font-normal whitespace-nowrap">
                    {r.label}
                  </th>
                  <td className="py-2 pr-3">
                    <Link to={`/admin/orders/${r.orderId}`} className="text-blue-700 hover:underline">
                      #{r.orderNumber}
                    </Link>
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatRupeesPaiseIfAny(r.amount)}</td>
                  <td className="py-2 pr-3 break-all">{r.reference}</td>
                  <td className="py-2 pr-3">{r.refundTo}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">
                    <time dateTime={r.refundedAt}>{dateTime.format(new Date(r.refundedAt))}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </section>
  );
}
