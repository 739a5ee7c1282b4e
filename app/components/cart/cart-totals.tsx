import { formatRupees } from '../../../domain/shared/money';
import { useT } from '../../i18n/shop-i18n';
import { MoneyRow } from '../ui/money-row';

export interface CartTotalsFigures {
  subtotal: number;
  savings: number;
  shipping: number;
  total: number;
  itemCount: number;
}

/**
 * rule:cart-drawer: subtotal, savings, shipping, total. While a quantity change is on its
 * way the figures are provisional (same pricing code, marked busy); then they are the server's.
 */
export function CartTotals({
  figures,
  pending,
  freeShippingThreshold,
}: {
  figures: CartTotalsFigures;
  pending: boolean;
  freeShippingThreshold: number;
}) {
  const t = useT();
  return (
    <div aria-busy={pending} data-testid="cart-totals" data-pending={pending ? 'true' : undefined}>
      <dl className="space-y-1.5 text-sm">
        <MoneyRow
          label={t('cart.subtotal', { count: figures.itemCount })}
          amount={figures.subtotal}
          testId="cart-subtotal"
        />
        <MoneyRow label={t('cart.savings')} amount={figures.savings} kind="saving" testId="cart-savings" />
        <MoneyRow label={t('cart.shipping')} amount={figures.shipping} kind="shipping" testId="cart-shipping" />
        <MoneyRow label={t('cart.total')} amount={figures.total} kind="total" testId="cart-total" />
      </dl>
      {figures.shipping > 0 ? (
        // rule:free-shipping: the one threshold from the settings, never a number written here.
        <p className="mt-2 text-xs text-gray-600">
          {t('cart.freeShippingAbove', { amount: formatRupees(freeShippingThreshold) })}
        </p>
      ) : null}
    </div>
  );
}
