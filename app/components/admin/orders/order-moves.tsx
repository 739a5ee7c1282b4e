import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { useRevalidator } from 'react-router';
import type { OrderStatus } from '../../../../domain/shared/order-rules';
import type { AdminOrderMove, CourierOption, MovedOrder } from '../../../../domain/views/admin-orders';
import { api, ApiError, errorMessage } from '../../../lib/api';

const inputClass =
  'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 focus-visible:outline-2 focus-visible:outline-blue-600';

/**
 * The moves the state machine allows now (rule:order-state-machine), as buttons. Each opens a small form:
 * a note (a reason, required, for a cancel or a return; courier and tracking number for shipping), then
 * POST /api/admin/orders/{id}/status from the status this page shows. When someone else moved the order
 * meanwhile (409) the server's message is shown with a reload.
 */
export function OrderMoves({
  orderId,
  status,
  moves,
  couriers,
}: {
  orderId: string;
  status: OrderStatus;
  moves: AdminOrderMove[];
  couriers: CourierOption[];
}) {
  const revalidator = useRevalidator();
  const formId = useId();
  const [open, setOpen] = useState<AdminOrderMove | null>(null);
  const [note, setNote] = useState('');
  const [courierName, setCourierName] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (moves.length === 0) {
    return <p className="text-sm text-gray-700">This order&rsquo;s story is over: no more moves.</p>;
  }

  function choose(move: AdminOrderMove) {
    setOpen(move);
    setError(null);
    setNote('');
  }

  async function submit(move: AdminOrderMove) {
    if (move.needsReason && note.trim() === '') return setError('Please give a reason.');
    if (move.needsShipment && (courierName === '' || trackingNumber.trim() === '')) {
      return setError('Please choose the courier and enter the tracking number.');
    }
    setBusy(true);
    setError(null);
    try {
      const res = await api<MovedOrder>(`admin/orders/${encodeURIComponent(orderId)}/status`, {
        method: 'POST',
        body: {
          from: status,
          to: move.to,
          ...(note.trim() ? { note: note.trim() } : {}),
          ...(move.needsShipment ? { courierName, trackingNumber: trackingNumber.trim() } : {}),
        },
      });
      toast.success(res.message);
      setOpen(null);
      await revalidator.revalidate();
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setConflict(err.message);
      else setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      {conflict ? (
        <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p>{conflict}</p>
          <button
            type="button"
            onClick={async () => {
              setConflict(null);
              setOpen(null);
              await revalidator.revalidate();
            }}
            className="mt-2 min-h-10 rounded-md bg-amber-600 px-3 py-1.5 font-semibold text-white hover:bg-amber-700"
          >
            Reload the order
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
              <label className="text-sm font-medium text-gray-800">
                Courier
                <select
                  required
                  value={courierName}
                  onChange={(e) => setCourierName(e.target.value)}
                  className={inputClass}
                >
                  <option value="">Choose a courier</option>
                  {couriers.map((c) => (
                    <option key={c.name} value={c.name}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className="text-sm font-medium text-gray-800">
                Tracking number
                <input
                  required
                  value={trackingNumber}
                  onChange={(e) => setTrackingNumber(e.target.value)}
                  maxLength={40}
                  pattern="[A-Za-z0-9\-]+"
                  autoComplete="off"
                  className={inputClass}
                />
              </label>
            </div>
          ) : null}
          <label className="block text-sm font-medium text-gray-800">
            {open.needsReason ? 'Reason (required)' : 'Note (optional)'}
            <textarea
              value={note}
              onChange={(e) => setNote(e.target.value)}
              required={open.needsReason}
              maxLength={500}
              rows={2}
              className={inputClass}
            />
          </label>
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
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
