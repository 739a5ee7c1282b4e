import { useT } from '../../i18n/shop-i18n';
import { chosenOptionsIn, exceedsStock, stockWarningText } from '../../lib/cart-lines';
import type { CheckoutSummary } from '../../lib/checkout-summary';
import { formatRupees } from '../../../domain/shared/money';
import { productThumbnail } from '../../lib/images';
import { MoneyRow } from '../ui/money-row';

/** Checkout money shows paise, as the server computes it (rule:server-prices-orders). */
const money = (rupees: number) => formatRupees(rupees, 2);

/**
 * rule:checkout-summary: the order summary, items with their options, then Subtotal, Shipping,
 * Discount and Total, as the server will charge them (rule:free-shipping, rule:buy-now-pricing,
 * rule:server-prices-orders).
 */
export function OrderSummary({ summary }: { summary: CheckoutSummary }) {
  const t = useT();
  return (
    <div data-testid="order-summary">
      <ul className="divide-y divide-gray-100" aria-label={t('checkout.itemsInOrder')}>
        {summary.items.map((item) => {
          const image = productThumbnail(item.image || undefined);
          const options = chosenOptionsIn(item, t);
          return (
            <li key={item.key} className="flex gap-3 py-3" data-testid="summary-item">
              <div className="h-16 w-16 shrink-0 overflow-hidden rounded-lg bg-gray-100">
                {image.src ? (
                  <img {...image} alt={item.title} width={64} height={64} className="h-full w-full object-cover" />
                ) : null}
              </div>
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 text-sm font-medium text-gray-900" data-testid="summary-item-title">
                  {item.title}
                </p>
                {options.length > 0 ? (
                  <p className="mt-0.5 text-xs text-gray-600" data-testid="summary-item-options">
                    {options.join(' · ')}
                  </p>
                ) : null}
                <div className="mt-1 flex items-baseline justify-between gap-2 text-sm">
                  <span className="text-gray-700" data-testid="summary-item-quantity">
                    {t('checkout.qty', { quantity: String(item.quantity) })}
                  </span>
                  <span className="flex items-baseline gap-2">
                    {item.salePrice < item.price ? (
                      <s className="text-xs text-gray-600">{money(item.price * item.quantity)}</s>
                    ) : null}
                    <span className="font-semibold text-gray-900" data-testid="summary-item-price">
                      {money(item.salePrice * item.quantity)}
                    </span>
                  </span>
                </div>
                {item.stock !== undefined && exceedsStock(item.quantity, item.stock) ? (
                  <p
                    className="mt-1 whitespace-pre-wrap text-xs font-medium text-red-800"
                    data-testid="summary-item-stock-warning"
                  >
                    {stockWarningText(item.stock, t)}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <dl className="mt-2 space-y-1.5 border-t border-gray-200 pt-3 text-sm">
        <MoneyRow label={t('checkout.subtotal')} amount={summary.subtotal} testId="summary-subtotal" />
        <MoneyRow label={t('checkout.shipping')} amount={summary.shipping} kind="shipping" testId="summary-shipping" />
        <MoneyRow label={t('checkout.discount')} amount={summary.savings} kind="saving" testId="summary-discount" />
        <MoneyRow label={t('checkout.total')} amount={summary.total} kind="total" testId="summary-total" />
      </dl>
    </div>
  );
}
