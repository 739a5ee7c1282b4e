import { useId, useRef } from 'react';
import { useModal } from '../../ui/use-modal';
import { dangerButton, secondaryButton } from './content-styles';

/**
 * Asks before a delete or removal (rule:home-content), with the one modal behaviour of the shop (ADR 0020). Keep
 * has the focus first, so a stray Enter deletes nothing; while the request is on its way the dialog stays.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  useModal(panel, close);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div className="absolute inset-0 bg-gray-900/60" aria-hidden="true" onClick={close} />
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className="relative w-full max-w-md rounded-lg bg-white p-5 shadow-xl"
        data-testid="confirm-dialog"
      >
        <h2 id={titleId} className="text-lg font-bold text-gray-900">
          {title}
        </h2>
        <p id={textId} className="mt-2 text-sm text-gray-700">
          {text}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={secondaryButton} onClick={close} disabled={busy} data-autofocus>
            Keep
          </button>
          <button type="button" className={dangerButton} onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {busy ? 'Working...' : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
