import { useId, useRef, type RefObject } from 'react';
import { useModal } from '../ui/use-modal';

/**
 * Asks before cancelling (rule:cancel-window: a cancel cannot be undone). Keep Order has the focus
 * first, so a stray Enter keeps the order. While the cancel is on its way the dialog stays.
 */
export function CancelOrderDialog({
  orderNumber,
  busy,
  onConfirm,
  onClose,
  returnFocus,
}: {
  orderNumber: number;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  useModal(panel, close, { returnFocus });

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div className="absolute inset-0 bg-gray-900/60" aria-hidden="true" onClick={close} />
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className="relative w-full max-w-md rounded-2xl bg-white p-5 shadow-xl sm:p-6"
        data-testid="cancel-order-dialog"
      >
        <h2 id={titleId} className="text-lg font-bold text-gray-900">
          Cancel order #{orderNumber}?
        </h2>
        <p id={textId} className="mt-2 text-sm text-gray-700">
          The order will not be delivered and its items go back on sale. This cannot be undone.
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={close}
            disabled={busy}
            data-autofocus
            className="min-h-11 rounded-lg border border-gray-300 px-5 py-2.5 font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            Keep Order
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
            className="min-h-11 rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-wait disabled:opacity-80"
            data-testid="confirm-cancel-order"
          >
            {busy ? 'Cancelling...' : 'Yes, Cancel Order'}
          </button>
        </div>
      </div>
    </div>
  );
}
