import { useId, useState, type FormEvent } from 'react';
import type { DeliveryAttempt } from '../../../../domain/views/admin-confirmations';
import type { OrderStatus } from '../../../../domain/shared/order-rules';
import {
  deliveryFailureLabels,
  deliveryFailureReasons,
  type DeliveryFailureReason,
} from '../../../../domain/shared/order-transitions';
import { describedBy } from '../../ui/describe-ids';
import { FieldError } from '../../ui/field-error';
import { RequiredMark } from '../../ui/text-field';
import { StaffNoteInput } from '../staff-note-input';
import { useStaffWrite, type FieldErrors } from '../use-staff-write';
import { AttemptsSection } from './attempts-section';

const field =
  'block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600/40';

/**
 * An order's failed delivery attempts, oldest first, with who recorded each and why (rule:failed-delivery),
 * and, while the order is In Transit, the form to record another; the order stays In Transit. Sending it back
 * is the Returned (RTO) move. Rows come from domain/orders/list-order-attempts.ts.
 */
export function DeliveryAttemptsPanel({
  orderId,
  status,
  attempts,
}: {
  orderId: string;
  status: OrderStatus;
  attempts: DeliveryAttempt[];
}) {
  const reasonId = useId();
  const noteId = useId();
  const [reason, setReason] = useState<DeliveryFailureReason>('customer_unavailable');
  const [note, setNote] = useState('');
  const { send, busy } = useStaffWrite();
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = note.trim();
    const result = await send({
      path: `orders/${encodeURIComponent(orderId)}/delivery-attempts`,
      body: { reason, ...(trimmed ? { note: trimmed } : {}) },
      fields: ['reason', 'note'],
    });
    setErrors(result.errors ?? {});
    if (result.ok) setNote('');
  }

  return (
    <AttemptsSection
      id="delivery-attempts-heading"
      title="Failed deliveries"
      noun="Attempt"
      empty="No failed delivery recorded."
      attempts={attempts.map((a) => ({ ...a, label: deliveryFailureLabels[a.reason] }))}
    >
      {status === 'In Transit' ? (
        <form onSubmit={submit} className="mt-3 grid gap-2 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
          <div>
            <label htmlFor={reasonId} className="mb-1 block text-sm font-medium text-gray-900">
              Why it failed
              <RequiredMark />
            </label>
            <select
              id={reasonId}
              required
              value={reason}
              onChange={(e) => setReason(e.target.value as DeliveryFailureReason)}
              className={field}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={describedBy(errors.reason && `${reasonId}-error`)}
            >
              {deliveryFailureReasons.map((r) => (
                <option key={r} value={r}>
                  {deliveryFailureLabels[r]}
                </option>
              ))}
            </select>
            <FieldError id={`${reasonId}-error`} message={errors.reason} />
          </div>
          <div>
            <label htmlFor={noteId} className="mb-1 block text-sm font-medium text-gray-900">
              Note (optional)
            </label>
            <StaffNoteInput id={noteId} value={note} onChange={setNote} error={errors.note} className={field} />
          </div>
          <button
            type="submit"
            disabled={busy}
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60"
          >
            Record failed delivery
          </button>
          {errors.form ? (
            <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-3">
              {errors.form}
            </p>
          ) : null}
        </form>
      ) : null}
    </AttemptsSection>
  );
}
