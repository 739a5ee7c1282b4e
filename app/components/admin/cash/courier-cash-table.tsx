import { Link } from 'react-router';
import type { CourierCash } from '../../../../domain/views/admin-reports';
import { formatCount, formatRupees } from '../../../../domain/shared/money';
import { rupeesToPaise, toRupees } from '../../../../domain/shared/pricing';
import { ScrollBox } from '../scroll-box';

const buckets = [
  ['0-2', '0–2 days'],
  ['3-7', '3–7 days'],
  ['8-15', '8–15 days'],
  ['16+', 'Over 15 days'],
] as const;

/**
 * The shop's cash from delivered COD orders: collected, remitted by couriers, and still with them. Every amount on the
 * cash page shows its paise, as a courier's statement does (rule:courier-cash), so staff match them figure for figure.
 */
export function CashTotals({ totals }: { totals: CourierCash['totals'] }) {
  return (
    <dl className="mt-2 grid grid-cols-3 gap-3 text-sm">
      <div>
        <dt className="text-gray-600">Collected (delivered COD)</dt>
        <dd className="text-lg font-semibold tabular-nums">{formatRupees(totals.collected, 2)}</dd>
      </div>
      <div>
        <dt className="text-gray-600">Remitted</dt>
        <dd className="text-lg font-semibold tabular-nums">{formatRupees(totals.remitted, 2)}</dd>
      </div>
      <div>
        <dt className="text-gray-600">Outstanding</dt>
        <dd className="text-lg font-semibold tabular-nums">{formatRupees(totals.outstanding, 2)}</dd>
      </div>
    </dl>
  );
}

/** Outstanding cash summed over couriers by days since delivery, oldest last (rule:courier-cash). */
export function OutstandingByAge({ cash }: { cash: CourierCash }) {
  return (
    <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
      {buckets.map(([key, label]) => {
        // Summed in paise, so amounts with paise add up exactly.
        const amount = toRupees(cash.couriers.reduce((paise, c) => paise + rupeesToPaise(c.ageing[key]), 0));
        return (
          <div key={key}>
            <dt className="text-gray-600">{label}</dt>
            <dd className={`font-semibold tabular-nums ${key === '16+' && amount > 0 ? 'text-red-700' : ''}`}>
              {formatRupees(amount, 2)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** Per courier, delivered COD cash not yet remitted, by days since delivery (rule:courier-cash). */
export function CourierCashTable({ cash }: { cash: CourierCash }) {
  return (
    <section aria-labelledby="outstanding-heading" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="outstanding-heading" className="text-lg font-semibold text-gray-900">
        Outstanding with couriers
      </h2>
      <CashTotals totals={cash.totals} />
      {cash.couriers.length === 0 ? (
        <p className="mt-3 text-sm text-gray-600">No courier holds cash for delivered orders.</p>
      ) : (
        <ScrollBox label="Cash with couriers" className="mt-3">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead>
              <tr className="text-gray-600">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Courier
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  Orders
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  Amount
                </th>
                {buckets.map(([key, label]) => (
                  <th key={key} scope="col" className="py-2 pr-4 text-right font-medium">
                    {label}
                  </th>
                ))}
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {cash.couriers.map((c) => (
                <tr key={c.courierName} className="border-t border-gray-100">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {c.courierName || '(no courier)'}
                  </th>
                  <td className="py-2 pr-4 text-right tabular-nums">{formatCount(c.orders)}</td>
                  <td className="py-2 pr-4 text-right font-semibold tabular-nums">{formatRupees(c.amount, 2)}</td>
                  {buckets.map(([key]) => (
                    <td
                      key={key}
                      className={`py-2 pr-4 text-right tabular-nums ${key === '16+' && c.ageing[key] > 0 ? 'font-semibold text-red-700' : ''}`}
                    >
                      {formatRupees(c.ageing[key], 2)}
                    </td>
                  ))}
                  <td className="py-2">
                    <Link
                      to={`/admin/cash?courier=${encodeURIComponent(c.courierName)}#record`}
                      className="whitespace-nowrap text-blue-700 hover:underline"
                    >
                      Record remittance
                    </Link>
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
