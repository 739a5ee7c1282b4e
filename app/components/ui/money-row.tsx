import type { ReactNode } from 'react';
import { formatRupees } from '../../../domain/shared/money';
import { useT } from '../../i18n/shop-i18n';

/**
 * One line of a money summary (cart drawer, checkout, order page), to the paisa as the server
 * computes it (rule:server-prices-orders). `saving` shows as a deduction, `shipping` shows Free at zero,
 * `total` is the ruled, bold last line. Render inside a <dl>.
 */
export function MoneyRow({
  label,
  amount,
  kind = 'plain',
  testId,
}: {
  label: ReactNode;
  amount: number;
  kind?: 'plain' | 'saving' | 'shipping' | 'total';
  testId: string;
}) {
  const t = useT();
  const money = formatRupees(amount, 2);
  if (kind === 'total') {
    return (
      <div className="flex justify-between gap-4 border-t border-gray-200 pt-2 text-base font-bold">
        <dt className="text-gray-900">{label}</dt>
        <dd className="text-gray-900" data-testid={testId}>
          {money}
        </dd>
      </div>
    );
  }
  let shown = money;
  let tone = 'text-gray-900';
  if (kind === 'saving') {
    shown = amount > 0 ? `-${money}` : money;
    tone = 'text-emerald-800';
  } else if (kind === 'shipping' && amount === 0) {
    shown = t('cart.shippingFree');
    tone = 'font-medium text-emerald-800';
  }
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-gray-700">{label}</dt>
      <dd className={tone} data-testid={testId}>
        {shown}
      </dd>
    </div>
  );
}
