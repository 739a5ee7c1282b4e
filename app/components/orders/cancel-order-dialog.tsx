import type { RefObject } from 'react';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useT } from '../../i18n/shop-i18n';

const looks = {
  panel: 'relative w-full max-w-md rounded-2xl bg-white p-5 shadow-xl sm:p-6',
  keepButton:
    'min-h-11 rounded-lg border border-gray-300 px-5 py-2.5 font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
  confirmButton:
    'min-h-11 rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-wait disabled:opacity-80',
};

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
  const t = useT();
  return (
    <ConfirmDialog
      title={t('orders.cancelDialog.title', { number: String(orderNumber) })}
      text={t('orders.cancelDialog.text')}
      keepLabel={t('orders.cancelDialog.keep')}
      confirmLabel={t('orders.cancelDialog.confirm')}
      busyLabel={t('orders.cancelDialog.busy')}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
      returnFocus={returnFocus}
      looks={looks}
      testId="cancel-order-dialog"
      confirmTestId="confirm-cancel-order"
    />
  );
}
