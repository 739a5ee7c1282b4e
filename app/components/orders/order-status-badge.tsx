import { useT } from '../../i18n/shop-i18n';
import { statusBadgeClass, statusName } from './order-status';

/** rule:order-statuses: the order's status as a coloured badge (colours in order-status.ts). */
export function OrderStatusBadge({ status, testId }: { status: string; testId?: string }) {
  const t = useT();
  return (
    <span
      data-testid={testId}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${statusBadgeClass(status)}`}
    >
      {statusName(status, t)}
    </span>
  );
}
