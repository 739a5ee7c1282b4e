import { lazy, Suspense, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { LineReturnChoice } from '../../../domain/returns/return-choices';
import type { ReturnRequestView } from '../../../domain/views/returns';
import type { OrderLine } from '../../../domain/views/orders';
import { api, errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { toast } from '../../lib/toast';
import { orderMoney } from '../orders/order-line-item';
import { useLocale, useT, type Translate } from '../../i18n/shop-i18n';
import { reasonLabel, returnStatusName } from './return-texts';

// The form is code of its own, loaded when a shopper opens it: most order pages never need it.
const ReturnRequestForm = lazy(() =>
  import('./return-request-form').then((module) => ({ default: module.ReturnRequestForm })),
);

/** What a request's latest step means for the shopper, in a sentence. */
function stepText(request: ReturnRequestView, t: Translate): string {
  const size = request.exchangeSize ?? '';
  switch (request.status) {
    case 'Requested':
      return t('returns.step.requested');
    case 'Approved':
      return t('returns.step.approved');
    case 'Rejected':
      // The staff member's own words: not translated.
      return t('returns.reasonLine', { reason: request.closingReason });
    case 'Cancelled':
      return t('returns.step.cancelled');
    case 'Pickup scheduled':
      return t('returns.step.pickupScheduled', { courier: request.pickupCourier ?? '', awb: request.pickupAwb ?? '' });
    case 'Picked up':
      return t('returns.step.pickedUp');
    case 'Received':
      return request.kind === 'exchange'
        ? t('returns.step.receivedExchange', { size })
        : t('returns.step.receivedReturn', { amount: orderMoney(request.refund) });
    case 'Refunded':
      return t('returns.step.refunded', {
        amount: orderMoney(request.refund),
        refundTo: request.refundTo,
        reference: request.refundReference ?? '',
      });
    case 'Exchange shipped':
      return t('returns.step.exchangeShipped', {
        size,
        courier: request.exchangeCourier ?? '',
        awb: request.exchangeAwb ?? '',
      });
    default:
      return t('returns.step.exchangeDelivered', { size });
  }
}

/**
 * The order page's returns (rule:return-requests): a "Return or exchange" button under each line that may still go
 * back, opening the request form, and every request of the order with its steps, each dated, and Cancel until
 * pickup.
 */
export function OrderReturns({
  orderId,
  lines,
  choices,
  requests,
}: {
  orderId: string;
  lines: OrderLine[];
  choices: LineReturnChoice[];
  requests: ReturnRequestView[];
}) {
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const revalidator = useRevalidator();
  if (choices.length === 0 && requests.length === 0) return null;
  const titleOf = (lineId: string) => lines.find((line) => line._id === lineId)?.product.title ?? '';

  async function cancel(request: ReturnRequestView) {
    setCancelling(request.id);
    try {
      const answer = await api(`returns/${encodeURIComponent(request.id)}/cancel`, { method: 'POST' });
      toast.success(answer.message);
      void revalidator.revalidate();
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setCancelling(null);
    }
  }

  return (
    <section
      aria-labelledby="order-returns-heading"
      className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-5"
      data-testid="order-returns"
    >
      <h2 id="order-returns-heading" className="text-lg font-bold text-gray-900">
        {t('returns.title')}
      </h2>
      {choices.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-3">
          {choices.map((choice) => (
            <li key={choice.lineId} data-testid="return-choice">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm text-gray-900">{titleOf(choice.lineId)}</span>
                {open === choice.lineId ? null : (
                  <button
                    type="button"
                    className="min-h-11 rounded-lg border border-indigo-600 px-4 py-2 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
                    onClick={() => setOpen(choice.lineId)}
                  >
                    {choice.size !== '' && choice.exchangeSizes.length > 0
                      ? t('returns.returnOrExchange')
                      : t('returns.return')}
                  </button>
                )}
              </div>
              {open === choice.lineId ? (
                <Suspense fallback={<p className="mt-2 text-sm text-gray-700">{t('returns.loading')}</p>}>
                  <ReturnRequestForm
                    orderId={orderId}
                    title={titleOf(choice.lineId)}
                    choice={choice}
                    onDone={() => setOpen(null)}
                  />
                </Suspense>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {requests.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-4">
          {requests.map((request) => (
            <li
              key={request.id}
              className="rounded-xl border border-gray-200 p-3"
              data-testid="return-request"
              data-status={request.status}
            >
              <p className="text-sm font-semibold text-gray-900">
                {request.kind === 'exchange'
                  ? t('returns.request.exchange', {
                      label: request.label,
                      size: request.exchangeSize ?? '',
                      quantity: request.quantity,
                      title: titleOf(request.orderItemId),
                    })
                  : t('returns.request.return', {
                      label: request.label,
                      quantity: request.quantity,
                      title: titleOf(request.orderItemId),
                    })}
              </p>
              <p className="mt-0.5 text-xs text-gray-700">
                {t('returns.reasonLine', { reason: reasonLabel(request.reason, t) })}
              </p>
              <p className="mt-1 text-sm text-gray-900" data-testid="return-request-step">
                {t('returns.statusStep', { status: returnStatusName(request.status, t), step: stepText(request, t) })}
              </p>
              <ol className="mt-2 flex flex-col gap-1 border-l-2 border-indigo-200 pl-3 text-xs text-gray-700">
                {request.events.map((event, index) => (
                  <li key={`${event.status}-${index}`}>
                    <span className="font-medium text-gray-900">{returnStatusName(event.status, t)}</span>
                    {' · '}
                    <time dateTime={event.at}>{formatDateTime(event.at, locale)}</time>
                  </li>
                ))}
              </ol>
              {request.canCancel ? (
                <button
                  type="button"
                  className="mt-2 min-h-11 rounded-lg border border-gray-300 px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-wait"
                  disabled={cancelling === request.id}
                  onClick={() => void cancel(request)}
                >
                  {cancelling === request.id
                    ? t('returns.cancelling')
                    : t('returns.cancelRequest', { label: request.label })}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
