import { useId, useState } from 'react';
import type { OrderStatus } from '../../../../domain/shared/order-rules';
import type { AdminOrderRow, BulkMoveAnswer, BulkMoveResult } from '../../../../domain/views/admin-orders';
import { FieldError } from '../../ui/field-error';
import { RequiredMark } from '../../ui/text-field';
import { StaffNoteInput } from '../staff-note-input';
import { useStaffWrite, type FieldErrors } from '../use-staff-write';

/**
 * Moves the chosen orders at once (rule:admin-orders): "Confirm selected" (Placed to Processing) and
 * "Cancel selected" with a reason. Orders are sent grouped by the status staff saw, through
 * POST /api/admin/orders/bulk-status; the outcome of each order is listed, then the page reloads its data.
 */
export function BulkActionBar({ chosen, onDone }: { chosen: AdminOrderRow[]; onDone: () => void }) {
  const { sendEach, busy } = useStaffWrite();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [results, setResults] = useState<BulkMoveResult[] | null>(null);

  async function run(to: OrderStatus, fromStatuses: OrderStatus[], note?: string) {
    // One request per status the orders were seen in (the server moves each only from that status); the orders in
    // a status the move does not start from are refused here, in the same list.
    const refusedHere: BulkMoveResult[] = chosen
      .filter((o) => !fromStatuses.includes(o.status))
      .map((order) => ({
        orderId: order.id,
        orderNumber: order.orderNumber,
        moved: false,
        status: order.status,
        code: 'TRANSITION_NOT_ALLOWED',
        message: `Order #${order.orderNumber} is ${order.status}: it cannot be moved to ${to}.`,
      }));
    const writes = fromStatuses
      .map((from) => ({ from, ids: chosen.filter((o) => o.status === from).map((o) => o.id) }))
      .filter((group) => group.ids.length > 0)
      .map(({ from, ids }) => ({
        path: 'orders/bulk-status',
        body: { orderIds: ids, from, to, ...(note ? { note } : {}) },
        fields: ['note'],
      }));
    const outcome = (answers: BulkMoveAnswer[]) => [...answers.flatMap((answer) => answer.results), ...refusedHere];
    const result = await sendEach<BulkMoveAnswer>(writes, (answers) => {
      const moved = outcome(answers.map((answer) => answer.data)).filter((r) => r.moved).length;
      return `${moved} of ${chosen.length} orders moved to ${to}.`;
    });
    setErrors(result.errors ?? {});
    if (result.ok || result.data.length > 0) setResults(outcome(result.data));
    if (result.ok) {
      setReason('');
      onDone();
    }
  }

  return (
    <div className="space-y-3">
      {chosen.length > 0 ? (
        <section
          aria-label="Bulk actions"
          className="flex flex-col gap-3 rounded-lg border border-blue-200 bg-blue-50 p-3 sm:flex-row sm:flex-wrap sm:items-end"
        >
          <p className="text-sm font-semibold text-gray-900" aria-live="polite">
            {chosen.length} selected
          </p>
          <button
            type="button"
            disabled={busy}
            onClick={() => run('Processing', ['Placed'])}
            className="min-h-10 rounded-md bg-blue-600 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-700 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          >
            Confirm selected
          </button>
          <form
            className="flex flex-col gap-2 sm:flex-row sm:items-end"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (reason.trim() === '') return setErrors({ note: 'Please give a reason for the cancel.' });
              void run('Cancelled', ['Placed', 'Processing'], reason.trim());
            }}
          >
            <div>
              <label htmlFor={reasonId} className="text-sm font-medium text-gray-800">
                Cancel reason
                <RequiredMark />
              </label>
              <StaffNoteInput
                id={reasonId}
                value={reason}
                onChange={setReason}
                error={errors.note}
                required
                className="mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm sm:w-64"
              />
            </div>
            <button
              type="submit"
              disabled={busy}
              className="min-h-10 rounded-md border border-red-600 bg-white px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
            >
              Cancel selected
            </button>
          </form>
          <FieldError id={`${reasonId}-form-error`} message={errors.form} />
          {/* rule:packing-slip, rule:gst-invoice: the chosen orders' documents, sorted by courier, one per page. */}
          <a
            href={`/admin/print?kind=slip&ids=${chosen.map((o) => o.id).join(',')}`}
            className="text-sm font-medium text-blue-700 underline"
          >
            Print packing slips
          </a>
          <a
            href={`/admin/print?kind=invoice&ids=${chosen.map((o) => o.id).join(',')}`}
            className="text-sm font-medium text-blue-700 underline"
          >
            Print invoices
          </a>
        </section>
      ) : null}
      {results ? (
        <section aria-label="Bulk results" className="rounded-lg border border-gray-200 bg-white p-3 text-sm">
          <div className="flex items-center justify-between">
            <h2 className="font-semibold text-gray-900">Last bulk action</h2>
            <button type="button" onClick={() => setResults(null)} className="text-blue-700 underline">
              Dismiss
            </button>
          </div>
          <ul className="mt-2 space-y-1">
            {results.map((r) => (
              <li key={r.orderId} className={r.moved ? 'text-green-800' : 'text-red-800'}>
                {r.moved ? 'Moved' : 'Refused'}: {r.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
