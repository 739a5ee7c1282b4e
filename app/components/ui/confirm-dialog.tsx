import { useId, useRef, type RefObject } from 'react';
import { useModal } from './use-modal';

/** The looks of one screen's confirm dialog: its panel and its two buttons. */
export interface ConfirmDialogLooks {
  panel: string;
  keepButton: string;
  confirmButton: string;
}

/**
 * Asks before something that cannot be undone (a shopper's cancel, a staff member's delete), with the one modal
 * behaviour of the shop (rule:accessible-dialogs). Keep has the focus first, so a stray Enter changes nothing; while
 * the request is on its way the dialog stays and both buttons wait.
 */
export function ConfirmDialog({
  title,
  text,
  keepLabel,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  onClose,
  returnFocus,
  looks,
  testId,
  confirmTestId,
}: {
  title: string;
  text: string;
  keepLabel: string;
  confirmLabel: string;
  /** The confirm button's text while the request is on its way. */
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
  looks: ConfirmDialogLooks;
  testId: string;
  confirmTestId?: string;
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
        className={looks.panel}
        data-testid={testId}
      >
        <h2 id={titleId} className="text-lg font-bold text-gray-900">
          {title}
        </h2>
        <p id={textId} className="mt-2 text-sm text-gray-700">
          {text}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={close} disabled={busy} data-autofocus className={looks.keepButton}>
            {keepLabel}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
            className={looks.confirmButton}
            data-testid={confirmTestId}
          >
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
