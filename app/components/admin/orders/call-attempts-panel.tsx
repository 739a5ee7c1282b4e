import { formatDateTime } from '../../../lib/format';
import type { CallAttempt } from '../../../../domain/views/admin-confirmations';
import type { OrderStatus } from '../../../../domain/shared/order-rules';
import { callOutcomeLabels } from '../../../../domain/shared/order-transitions';
import { CallOutcomeForm } from './call-outcome-form';

/**
 * An order's confirmation calls, oldest first, with who made each and how it went (rule:confirmation-queue),
 * and, while the order is Placed, the form to record the next one. Rows come from domain/orders/list-order-attempts.ts.
 */
export function CallAttemptsPanel({
  orderId,
  orderNumber,
  status,
  attempts,
}: {
  orderId: string;
  orderNumber: number;
  status: OrderStatus;
  attempts: CallAttempt[];
}) {
  return (
    <section aria-labelledby="call-attempts-heading" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="call-attempts-heading" className="text-lg font-semibold text-gray-900">
        Confirmation calls ({attempts.length})
      </h2>
      {attempts.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">No call recorded yet.</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {attempts.map((a, i) => (
            <li key={a.id} className="text-sm text-gray-900">
              <span className="font-medium">
                Call {i + 1}: {callOutcomeLabels[a.outcome]}
              </span>{' '}
              <span className="text-gray-700">
                · <time dateTime={a.at}>{formatDateTime(a.at)}</time> · {a.staffName}
              </span>
              {a.note ? <p className="text-gray-700">{a.note}</p> : null}
            </li>
          ))}
        </ol>
      )}
      {status === 'Placed' ? (
        <div className="mt-3">
          <h3 className="mb-2 text-sm font-semibold text-gray-900">Record a call</h3>
          <CallOutcomeForm orderId={orderId} orderNumber={orderNumber} />
        </div>
      ) : null}
    </section>
  );
}
