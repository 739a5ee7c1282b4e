import type { Ref } from 'react';
import { formatDateTime } from '../../lib/format';
import { useLocale, useT, type Translate } from '../../i18n/shop-i18n';
import { statusName } from './order-status';
import type { Order } from '../../../domain/views/orders';

const dotClass: Record<string, string> = {
  Cancelled: 'bg-red-600',
  Delivered: 'bg-emerald-600',
};

/**
 * A step's note: the two the shop writes itself (domain/orders/place-order.ts, cancel-order.ts) in the page's
 * language; a staff member's own words as they wrote them.
 */
function noteText(note: string, t: Translate): string {
  if (note === 'Order placed') return t('orders.tracking.notePlaced');
  if (note === 'Cancelled by the customer') return t('orders.tracking.noteCancelledByCustomer');
  return note;
}

/**
 * The tracking timeline (rule:order-page: from the order's real status history), oldest first, each
 * step with its date, time and note. Track Package scrolls here and focuses the section.
 */
export function TrackingTimeline({ history, ref }: { history: Order['statusHistory']; ref?: Ref<HTMLElement> }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="tracking-heading"
      className="scroll-mt-24 rounded-2xl border border-gray-200 bg-white p-4 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:p-5"
      data-testid="order-timeline"
    >
      <h2 id="tracking-heading" className="text-lg font-bold text-gray-900">
        {t('orders.tracking.title')}
      </h2>
      <ol className="mt-4">
        {history.map((step, index) => {
          const last = index === history.length - 1;
          return (
            <li
              key={`${step.status}-${step.createdAt}`}
              className="relative flex gap-3 pb-5 last:pb-0"
              data-testid="timeline-step"
            >
              {last ? null : <span aria-hidden="true" className="absolute left-[7px] top-4 h-full w-0.5 bg-gray-200" />}
              <span
                aria-hidden="true"
                className={`relative mt-1 h-4 w-4 shrink-0 rounded-full ring-4 ring-white ${dotClass[step.status] ?? 'bg-indigo-600'}`}
              />
              <div className="min-w-0">
                <p className="font-semibold text-gray-900" data-testid="timeline-status">
                  {statusName(step.status, t)}
                </p>
                <p className="text-sm text-gray-700">
                  <time dateTime={step.createdAt}>{formatDateTime(step.createdAt, locale)}</time>
                </p>
                {step.note ? <p className="mt-0.5 text-sm text-gray-800">{noteText(step.note, t)}</p> : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
