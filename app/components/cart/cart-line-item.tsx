import { Trash2 } from 'lucide-react';
import { useRouteLoaderData } from 'react-router';
import { Link } from '../../i18n/link';
import { useLocale, useT } from '../../i18n/shop-i18n';
import { chosenOptionsIn, exceedsStock, stockWarningText } from '../../lib/cart-lines';
import { formatRupees } from '../../../domain/shared/money';
import { titleIn } from '../../../domain/shared/product-text';
import { productThumbnail } from '../../lib/images';
import type { RootData } from '../../lib/root-data';
import { CartLineStepper } from './cart-line-stepper';
import { SaveForLaterButton } from './save-for-later-button';

export type CartLine = NonNullable<RootData['cart']>['items'][number];

/** Cart money shows paise, as the server computes it (rule:server-prices-orders: its figures are the truth). */
const money = (rupees: number) => formatRupees(rupees, 2);

/**
 * One line of the cart drawer (rule:cart-drawer, rule:cart-line-fields): picture, title, the
 * options it was added with, the quantity stepper, the line's price, removal, and the
 * stock warning when the quantity exceeds the stock (rule:stock-warning). A signed-in shopper's line can be saved for
 * later (a guest's cart has no Saved for later: it belongs to an account).
 */
export function CartLineItem({
  line,
  quantity,
  limit,
  removing,
  onStep,
  onRemove,
  onNavigate,
}: {
  line: CartLine;
  /** What the shopper asked for, shown before the server confirms it. */
  quantity: number;
  /** Where the stepper's + stops (lib/cart-lines.ts lineLimit). */
  limit: number;
  removing: boolean;
  onStep: (delta: 1 | -1) => void;
  onRemove: () => void;
  onNavigate: () => void;
}) {
  const t = useT();
  const title = titleIn(line.product, useLocale());
  const image = productThumbnail(line.product.images[0]);
  const options = chosenOptionsIn(line, t);
  const { stock } = line.product;
  const overStock = exceedsStock(quantity, stock);
  // inStock is false with enough stock only when the product was withdrawn from sale.
  const withdrawn = !line.inStock && !exceedsStock(line.quantity, stock);
  const signedIn = Boolean((useRouteLoaderData('root') as RootData | undefined)?.user);

  return (
    <li
      className={`flex gap-3 py-4 ${removing ? 'opacity-60' : ''}`}
      data-testid="cart-line"
      aria-busy={removing || undefined}
    >
      <div className="h-20 w-20 shrink-0 overflow-hidden rounded-lg bg-gray-100">
        {image.src ? (
          <img {...image} alt={title} width={80} height={80} className="h-full w-full object-cover" />
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <Link
            to={`/product/${line.product._id}`}
            onClick={onNavigate}
            className="line-clamp-2 text-sm font-medium text-gray-900 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
            data-testid="cart-line-title"
          >
            {title}
          </Link>
          <button
            type="button"
            onClick={onRemove}
            disabled={removing}
            aria-label={t('cart.line.remove', { title })}
            data-testid="cart-line-remove"
            className="-mr-2 -mt-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-gray-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-wait"
          >
            <Trash2 aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
        {options.length > 0 ? (
          <p className="mt-0.5 text-xs text-gray-600" data-testid="cart-line-options">
            {options.join(' · ')}
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <CartLineStepper title={title} quantity={quantity} limit={limit} disabled={removing} onStep={onStep} />
          <span className="flex items-baseline gap-2">
            {line.originalPrice > line.price ? (
              <s className="text-xs text-gray-600">{money(line.originalPrice * quantity)}</s>
            ) : null}
            <span className="text-sm font-semibold text-gray-900" data-testid="cart-line-price">
              {money(line.price * quantity)}
            </span>
          </span>
        </div>
        {overStock ? (
          // rule:stock-warning, word for word; pre-wrap keeps its two spaces visible.
          <p
            role="alert"
            className="mt-2 whitespace-pre-wrap rounded-md bg-red-50 px-2 py-1.5 text-xs font-medium text-red-800"
            data-testid="cart-line-stock-warning"
          >
            {stockWarningText(stock, t)}
          </p>
        ) : withdrawn ? (
          <p
            role="alert"
            className="mt-2 rounded-md bg-red-50 px-2 py-1.5 text-xs font-medium text-red-800"
            data-testid="cart-line-stock-warning"
          >
            {t('cart.line.withdrawn')}
          </p>
        ) : null}
        {signedIn ? <SaveForLaterButton lineId={line._id} title={title} disabled={removing} /> : null}
      </div>
    </li>
  );
}
