import { ConfirmDialog as SharedConfirmDialog } from '../../ui/confirm-dialog';
import { dangerButton, secondaryButton } from './content-styles';

const looks = {
  panel: 'relative w-full max-w-md rounded-lg bg-white p-5 shadow-xl',
  keepButton: secondaryButton,
  confirmButton: dangerButton,
};

/**
 * Asks before a delete or removal in the back office (rule:home-content, rule:admin-categories): the shop's confirm
 * dialog (ADR 0020) in the back office's looks, Keep first.
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
  return (
    <SharedConfirmDialog
      title={title}
      text={text}
      keepLabel="Keep"
      confirmLabel={confirmLabel}
      busyLabel="Working..."
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
      looks={looks}
      testId="confirm-dialog"
    />
  );
}
