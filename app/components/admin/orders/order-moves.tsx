import { useId, useState } from 'react';
import { maxStaffNoteLength, maxTrackingNumberLength } from '../../../../domain/shared/limits';
import type { OrderStatus } from '../../../../domain/shared/order-rules';
import type { AdminOrderMove, CourierOption } from '../../../../domain/views/admin-orders';
import { describedBy } from '../../ui/describe-ids';
import { FieldError } from '../../ui/field-error';
import { RequiredMark } from '../../ui/text-field';
import { useStaffWrite, type FieldErrors } from '../use-staff-write';

const inputClass =
  'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 focus-visible:outline-2 focus-visible:outline-blue-600';

/**
 * The moves the state machine allows now (rule:order-state-machine), as buttons. Each opens a small form:
 * a note (a reason, required, for a cancel or a return; courier and tracking number for shipping), then
 * POST /api/admin/orders/{id}/status from the status this page shows; a refusal is shown beside its field. When
 * someone else moved the order meanwhile (409) the page reloads the order and keeps the server's message above it.
 */
export function OrderMoves({
  orderId,
  status,
  moves,
  couriers,
  courierDays = {},
}: {
  orderId: string;
  status: OrderStatus;
  moves: AdminOrderMove[];
  couriers: CourierOption[];
  /** Couriers' own working days to the order's zone, by name (rule:delivery-zones), shown beside each. */
  courierDays?: Record<string, { minDays: number; maxDays: number }>;
}) {
  const { send, busy } = useStaffWrite();
  const formId = useId();
  const [open, setOpen] = useState<AdminOrderMove | null>(null);
  const [note, setNote] = useState('');
  const [courierName, setCourierName] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [conflict, setConflict] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  if (moves.length === 0) {
    return <p className="text-sm text-gray-700">This order&rsquo;s story is over: no more moves.</p>;
  }

  function choose(move: AdminOrderMove) {
    setOpen(move);
    setErrors({});
    setNote('');
  }

  async function submit(move: AdminOrderMove) {
    const missing: FieldErrors = {};
    if (move.needsReason && note.trim() === '') missing.note = 'Please give a reason.';
    if (move.needsShipment && courierName === '') missing.courierName = 'Please choose the courier.';
    if (move.needsShipment && trackingNumber.trim() === '')
      missing.trackingNumber = 'Please enter the tracking number.';
    if (Object.keys(missing).length > 0) return setErrors(missing);
    setErrors({});
    const result = await send({
      path: `orders/${encodeURIComponent(orderId)}/status`,
      body: {
        from: status,
        to: move.to,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(move.needsShipment ? { courierName, trackingNumber: trackingNumber.trim() } : {}),
      },
      fields: move.needsShipment ? ['note', 'courierName', 'trackingNumber'] : ['note'],
    });
    if (result.ok) return setOpen(null);
    if (result.status === 409) {
      // The page has reloaded the order as it is now; the moves offered are the ones it allows.
      setConflict(result.errors.form ?? Object.values(result.errors)[0] ?? null);
      setOpen(null);
    } else setErrors(result.errors);
  }

  return (
    <div className="space-y-3">
      {conflict ? (
        <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p>{conflict} The page now shows the order as it is.</p>
          <button
            type="button"
            onClick={() => setConflict(null)}
            className="mt-2 min-h-10 rounded-md bg-amber-600 px-3 py-1.5 font-semibold text-white hover:bg-amber-700"
          >
            Dismiss
          </button>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {moves.map((move) => (
          <button
            key={move.to}
            type="button"
            aria-expanded={open?.to === move.to}
            aria-controls={formId}
            onClick={() => choose(move)}
            className={`min-h-10 rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 ${
              move.returnsStock
                ? 'border border-red-600 bg-white text-red-700 hover:bg-red-50 focus-visible:outline-red-600'
                : 'bg-blue-600 text-white hover:bg-blue-700 focus-visible:outline-blue-600'
            }`}
          >
            {move.label}
          </button>
        ))}
      </div>
      {open ? (
        <form
          id={formId}
          aria-label={`${open.label}: order becomes ${open.to}`}
          className="space-y-3 rounded-md border border-gray-200 bg-gray-50 p-3"
          // The form names what is missing itself, beside each field.
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit(open);
          }}
        >
          <p className="text-sm font-semibold text-gray-900">
            {open.label}: the order becomes {open.to}
            {open.returnsStock ? ', and its units go back on the shelf' : ''}.
          </p>
          {open.needsShipment ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <div>
                <label className="text-sm font-medium text-gray-800">
                  Courier
                  <RequiredMark />
                  <select
                    required
                    value={courierName}
                    onChange={(e) => setCourierName(e.target.value)}
                    aria-invalid={errors.courierName ? true : undefined}
                    aria-describedby={describedBy(errors.courierName && `${formId}-courier-error`)}
                    className={inputClass}
                  >
                    <option value="">Choose a courier</option>
                    {couriers.map((c) => {
                      const days = courierDays[c.name];
                      return (
                        <option key={c.name} value={c.name}>
                          {c.name}
                          {days ? ` · ${days.minDays}–${days.maxDays} days` : ''}
                        </option>
                      );
                    })}
                  </select>
                </label>
                <FieldError id={`${formId}-courier-error`} message={errors.courierName} />
              </div>
              <div>
                <label className="text-sm font-medium text-gray-800">
                  Tracking number
                  <RequiredMark />
                  <input
                    required
                    value={trackingNumber}
                    onChange={(e) => setTrackingNumber(e.target.value)}
                    maxLength={maxTrackingNumberLength}
                    pattern="[A-Za-z0-9\-]+"
                    autoComplete="off"
                    aria-invalid={errors.trackingNumber ? true : undefined}
                    aria-describedby={describedBy(errors.trackingNumber && `${formId}-tracking-error`)}
                    className={inputClass}
                  />
                </label>
                <FieldError id={`${formId}-tracking-error`} message={errors.trackingNumber} />
              </div>
            </div>
          ) : null}
          <div>
            <label className="block text-sm font-medium text-gray-800">
              {open.needsReason ? (
                <>
                  Reason
                  <RequiredMark />
                </>
              ) : (
                'Note (optional)'
              )}
              <textarea
                value={note}
                onChange={(e) => setNote(e.target.value)}
                required={open.needsReason}
                maxLength={maxStaffNoteLength}
                rows={2}
                aria-invalid={errors.note ? true : undefined}
                aria-describedby={describedBy(errors.note && `${formId}-note-error`)}
                className={inputClass}
              />
            </label>
            <FieldError id={`${formId}-note-error`} message={errors.note} />
          </div>
          <FieldError id={`${formId}-error`} message={errors.form} />
          <div className="flex gap-2">
            <button
              type="submit"
              disabled={busy}
              className="min-h-10 rounded-md bg-blue-600 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-700 disabled:opacity-60"
            >
              {busy ? 'Saving…' : open.label}
            </button>
            <button
              type="button"
              onClick={() => setOpen(null)}
              className="min-h-10 rounded-md px-3 py-2 text-sm text-gray-800 underline"
            >
              Close
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
