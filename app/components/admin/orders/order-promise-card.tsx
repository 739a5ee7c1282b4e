import { formatPromiseDay } from '../../../../domain/shared/delivery-rules';
import type { AdminOrderDetail } from '../../../../domain/views/admin-orders';

const days = (d: { minDays: number; maxDays: number }) =>
  d.minDays === d.maxDays ? `${d.minDays} working days` : `${d.minDays}–${d.maxDays} working days`;

/**
 * The delivery promise the shopper was given (rule:delivery-promise): the last day, Late once India's today is past it
 * while the order is on its way, the zone it was worked out for, and once shipped the courier's own days to that zone
 * when staff set them. Orders from before the shop made promises show '—'.
 */
export function OrderPromiseCard({ order }: { order: AdminOrderDetail }) {
  const d = order.delivery;
  const courier = order.shipment.courierName;
  return (
    <section aria-labelledby="promise-heading" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="promise-heading" className="text-base font-semibold text-gray-900">
        Delivery promise
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-700">Promised by</dt>
        <dd data-testid="promised-by">
          {d.promisedBy === null ? (
            '—'
          ) : (
            <>
              {formatPromiseDay(d.promisedBy)} {d.promisedBy.slice(0, 4)}
              {d.late ? (
                <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800">Late</span>
              ) : null}
            </>
          )}
        </dd>
        <dt className="text-gray-700">Zone</dt>
        <dd>{d.zoneLabel ?? '—'}</dd>
        {courier && d.zone ? (
          <>
            <dt className="text-gray-700">{courier}</dt>
            <dd>{d.courierDays ? days(d.courierDays) : 'No days of its own for this zone'}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
