import { formatRupees } from '../../lib/format';

/** Cart money shows paise, as the server computes it (decision 4: its figures are the truth). */
const money = (rupees: number) => formatRupees(rupees, 2);

export interface CartTotalsFigures {
  subtotal: number;
  savings: number;
  shipping: number;
  total: number;
  itemCount: number;
}

/**
 * spec §2 Cart drawer: subtotal, savings, shipping, total. While a quantity change is on its
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
  return (
    <div aria-busy={pending} data-testid="cart-totals" data-pending={pending ? 'true' : undefined}>
      <dl className="space-y-1.5 text-sm">
        <div className="flex justify-between">
          <dt className="text-gray-700">
            Subtotal ({figures.itemCount} {figures.itemCount === 1 ? 'item' : 'items'})
          </dt>
          <dd className="text-gray-900" data-testid="cart-subtotal">
            {money(figures.subtotal)}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-gray-700">Savings</dt>
          <dd className="text-emerald-700" data-testid="cart-savings">
            {figures.savings > 0 ? `-${money(figures.savings)}` : money(0)}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-gray-700">Shipping</dt>
          <dd
            className={figures.shipping === 0 ? 'font-medium text-emerald-700' : 'text-gray-900'}
            data-testid="cart-shipping"
          >
            {figures.shipping === 0 ? 'Free' : money(figures.shipping)}
          </dd>
        </div>
        <div className="flex justify-between border-t border-gray-200 pt-2 text-base font-bold">
          <dt className="text-gray-900">Total</dt>
          <dd className="text-gray-900" data-testid="cart-total">
            {money(figures.total)}
          </dd>
        </div>
      </dl>
      {figures.shipping > 0 ? (
        // decision 2: the one threshold from the settings, never a number written here.
        <p className="mt-2 text-xs text-gray-600">
          Free shipping on orders above {formatRupees(freeShippingThreshold)}.
        </p>
      ) : null}
    </div>
  );
}
