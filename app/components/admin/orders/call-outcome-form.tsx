import { useId, useRef, useState } from 'react';
import { callOutcomeLabels, type CallOutcome } from '../../../../domain/shared/order-transitions';
import { FieldError } from '../../ui/field-error';
import { StaffNoteInput } from '../staff-note-input';
import { useStaffWrite, type FieldErrors } from '../use-staff-write';

const button =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60';
const styles: Record<CallOutcome, string> = {
  confirmed: `${button} bg-green-700 text-white hover:bg-green-800`,
  no_answer: `${button} border border-gray-300 bg-white text-gray-900 hover:bg-gray-50`,
  asked_to_cancel: `${button} border border-red-300 bg-white text-red-700 hover:bg-red-50`,
};

/**
 * How a confirmation call went (rule:confirmation-queue): an optional note and the three outcomes. Confirmed
 * sends the order to Processing, asked to cancel cancels it (after one more press, as it cannot be undone),
 * no answer keeps it in the queue. Used in the queue's rows and on an order's page.
 */
export function CallOutcomeForm({ orderId, orderNumber }: { orderId: string; orderNumber: number }) {
  const noteId = useId();
  const [note, setNote] = useState('');
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const { send, busy } = useStaffWrite();
  const [errors, setErrors] = useState<FieldErrors>({});

  async function record(outcome: CallOutcome) {
    const trimmed = note.trim();
    const result = await send({
      path: `orders/${encodeURIComponent(orderId)}/calls`,
      body: { outcome, ...(trimmed ? { note: trimmed } : {}) },
      fields: ['note'],
    });
    setErrors(result.errors ?? {});
    if (result.ok) setNote('');
    setConfirmingCancel(false);
  }

  return (
    // relative: the visually hidden label is placed within the form, so inside a scrolling table it scrolls with
    // the table instead of widening the page on a phone.
    <div className="relative flex min-w-64 flex-col gap-2">
      <div>
        <label htmlFor={noteId} className="sr-only">
          Call note for order #{orderNumber}
        </label>
        <StaffNoteInput
          id={noteId}
          value={note}
          onChange={setNote}
          error={errors.note}
          placeholder="Note (optional)"
          className="block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600/40"
        />
      </div>
      {confirmingCancel ? (
        <div role="group" aria-label={`Cancel order #${orderNumber}?`} className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-gray-900">Cancel order #{orderNumber}?</span>
          <button
            type="button"
            disabled={busy}
            onClick={() => record('asked_to_cancel')}
            className={`${button} bg-red-700 text-white hover:bg-red-800`}
            // The confirming button takes focus when it appears.
            autoFocus
          >
            Yes, cancel it
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              setConfirmingCancel(false);
              requestAnimationFrame(() => cancelButton.current?.focus());
            }}
            className={styles.no_answer}
          >
            Back
          </button>
        </div>
      ) : (
        <div role="group" aria-label={`Call outcome for order #${orderNumber}`} className="flex flex-wrap gap-2">
          <button type="button" disabled={busy} onClick={() => record('confirmed')} className={styles.confirmed}>
            {callOutcomeLabels.confirmed}
          </button>
          <button type="button" disabled={busy} onClick={() => record('no_answer')} className={styles.no_answer}>
            {callOutcomeLabels.no_answer}
          </button>
          <button
            ref={cancelButton}
            type="button"
            disabled={busy}
            onClick={() => setConfirmingCancel(true)}
            className={styles.asked_to_cancel}
          >
            {callOutcomeLabels.asked_to_cancel}
          </button>
        </div>
      )}
      <FieldError id={`${noteId}-form-error`} message={errors.form} />
    </div>
  );
}
