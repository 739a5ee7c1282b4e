import type { CallAttempt } from '../../../../domain/views/admin-confirmations';
import type { OrderStatus } from '../../../../domain/shared/order-rules';
import { callOutcomeLabels } from '../../../../domain/shared/order-transitions';
import { AttemptsSection } from './attempts-section';
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
    <AttemptsSection
      id="call-attempts-heading"
      title="Confirmation calls"
      noun="Call"
      empty="No call recorded yet."
      attempts={attempts.map((a) => ({ ...a, label: callOutcomeLabels[a.outcome] }))}
    >
      {status === 'Placed' ? (
        <div className="mt-3">
          <h3 className="mb-2 text-sm font-semibold text-gray-900">Record a call</h3>
          <CallOutcomeForm orderId={orderId} orderNumber={orderNumber} />
        </div>
      ) : null}
    </AttemptsSection>
  );
}
