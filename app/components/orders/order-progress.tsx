import { CircleX, Undo2 } from 'lucide-react';
import type { Ref } from 'react';
import { progressPercent, progressSteps, statusName } from './order-status';
import { formatDateTime } from '../../lib/format';
import { useLocale, useT } from '../../i18n/shop-i18n';
import type { Order } from '../../../domain/views/orders';

/**
 * Where the order stands (rule:order-progress: the progress bar, 25% Processing, 75% In Transit, 100%
 * Delivered; 10% while Placed). A cancelled order (rule:cancel-window) shows that instead of progress, and so
 * does one the courier brought back (Returned, rule:order-state-machine).
 * The wrapper takes focus after a cancel, so keyboard and screen-reader users hear the new state.
 */
export function OrderProgress({ order, ref }: { order: Order; ref?: Ref<HTMLDivElement> }) {
  const t = useT();
  const locale = useLocale();
  const percent = progressPercent(order.orderStatus);
  if (percent === null && order.orderStatus === 'Returned') {
    const returned = [...order.statusHistory].reverse().find((h) => h.status === 'Returned');
    return (
      <div
        ref={ref}
        tabIndex={-1}
        className="flex gap-3 rounded-2xl border border-orange-200 bg-orange-50 p-4 focus-visible:outline-2 focus-visible:outline-orange-700"
        data-testid="order-returned"
      >
        <Undo2 aria-hidden="true" className="h-6 w-6 shrink-0 text-orange-800" />
        <div>
          <p className="font-semibold text-orange-950">{t('orders.returned.title')}</p>
          <p className="mt-0.5 text-sm text-orange-950">
            {returned
              ? `${t('orders.returned.on', { date: formatDateTime(returned.createdAt, locale) })} ${t('orders.returned.text')}`
              : t('orders.returned.text')}
          </p>
        </div>
      </div>
    );
  }
  if (percent === null) {
    const cancelled = [...order.statusHistory].reverse().find((h) => h.status === 'Cancelled');
    return (
      <div
        ref={ref}
        tabIndex={-1}
        className="flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 focus-visible:outline-2 focus-visible:outline-red-700"
        data-testid="order-cancelled"
      >
        <CircleX aria-hidden="true" className="h-6 w-6 shrink-0 text-red-700" />
        <div>
          <p className="font-semibold text-red-900">{t('orders.cancelled.title')}</p>
          <p className="mt-0.5 text-sm text-red-900">
            {cancelled
              ? `${t('orders.cancelled.on', { date: formatDateTime(cancelled.createdAt, locale) })} ${t('orders.cancelled.text')}`
              : t('orders.cancelled.text')}
          </p>
        </div>
      </div>
    );
  }

  const reached = progressSteps.indexOf(order.orderStatus as (typeof progressSteps)[number]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="rounded-2xl border border-gray-200 bg-white p-4 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:p-5"
    >
      <div className="flex items-baseline justify-between text-sm">
        <span id="order-progress-label" className="font-semibold text-gray-900">
          {t('orders.progress.label')}
        </span>
        <span className="text-gray-700">{`${percent}%`}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="order-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${statusName(order.orderStatus, t)}, ${percent}%`}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-gray-200"
        data-testid="order-progress"
      >
        <div className="h-full rounded-full bg-indigo-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <ol className="mt-2 grid grid-cols-4 text-xs text-gray-700" aria-hidden="true">
        {progressSteps.map((step, index) => (
          <li
            key={step}
            className={`${index <= reached ? 'font-semibold text-indigo-800' : ''} ${index === 0 ? 'text-left' : index === 3 ? 'text-right' : 'text-center'}`}
          >
            {statusName(step, t)}
          </li>
        ))}
      </ol>
    </div>
  );
}
