import { lazy, Suspense, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { LineReturnChoice } from '../../../domain/returns/return-choices';
import { returnReasonLabels } from '../../../domain/shared/return-request-rules';
import type { ReturnRequestView } from '../../../domain/views/returns';
import type { OrderLine } from '../../../domain/views/orders';
import { api, errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { toast } from '../../lib/toast';
import { orderMoney } from '../orders/order-line-item';

// The form is code of its own, loaded when a shopper opens it: most order pages never need it.
const ReturnRequestForm = lazy(() =>
  import('./return-request-form').then((module) => ({ default: module.ReturnRequestForm })),
);

/** What a request's latest step means for the shopper, in a sentence. */
function stepText(request: ReturnRequestView): string {
  const size = request.exchangeSize ?? '';
  switch (request.status) {
    case 'Requested':
      return 'We will look at your request soon.';
    case 'Approved':
      return 'We will book a courier to pick it up.';
    case 'Rejected':
      return `Reason: ${request.closingReason}`;
    case 'Cancelled':
      return 'You keep the item.';
    case 'Pickup scheduled':
      return `Pickup booked with ${request.pickupCourier ?? ''}, AWB ${request.pickupAwb ?? ''}.`;
    case 'Picked up':
      return 'We will check it when it reaches us.';
    case 'Received':
      return request.kind === 'exchange'
        ? `Size ${size} ships next.`
        : `Your refund of ${orderMoney(request.refund)} comes next.`;
    case 'Refunded':
      return `${orderMoney(request.refund)} sent to ${request.refundTo}, reference ${request.refundReference ?? ''}.`;
    case 'Exchange shipped':
      return `Size ${size} is on its way with ${request.exchangeCourier ?? ''}, AWB ${request.exchangeAwb ?? ''}.`;
    default:
      return `Size ${size} was delivered.`;
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
        Returns and exchanges
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
                    {choice.size !== '' && choice.exchangeSizes.length > 0 ? 'Return or exchange' : 'Return'}
                  </button>
                )}
              </div>
              {open === choice.lineId ? (
                <Suspense fallback={<p className="mt-2 text-sm text-gray-700">Loading...</p>}>
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
                {`${request.label}: ${request.kind === 'exchange' ? `exchange to size ${request.exchangeSize ?? ''}` : 'return'} of ${request.quantity} × ${titleOf(request.orderItemId)}`}
              </p>
              <p className="mt-0.5 text-xs text-gray-700">{`Reason: ${returnReasonLabels[request.reason]}`}</p>
              <p className="mt-1 text-sm text-gray-900" data-testid="return-request-step">
                {`${request.status}. ${stepText(request)}`}
              </p>
              <ol className="mt-2 flex flex-col gap-1 border-l-2 border-indigo-200 pl-3 text-xs text-gray-700">
                {request.events.map((event, index) => (
                  <li key={`${event.status}-${index}`}>
                    <span className="font-medium text-gray-900">{event.status}</span>
                    {' · '}
                    <time dateTime={event.at}>{formatDateTime(event.at)}</time>
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
                  {cancelling === request.id ? 'Cancelling...' : `Cancel ${request.label}`}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
