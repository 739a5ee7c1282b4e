import { ShoppingBag, X } from 'lucide-react';
import { useId, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { useModalDialog } from '../header/use-modal-dialog';
import { useScrollLock } from '../header/use-scroll-lock';
import { formatRupees } from '../../lib/format';
import { productCardImage } from '../../lib/images';
import { useRootData, type RootData } from '../../lib/root-data';

type CartLine = NonNullable<RootData['cart']>['items'][number];

/** Cart money shows paise, as the server computes it (decision 4: its figures are the truth). */
const money = (rupees: number) => formatRupees(rupees, 2);

/** The options a line was added with (spec §3 Cart line), labelled as the product page's pickers. */
const optionLabels: [keyof CartLine, string][] = [
  ['sizes', 'Size'],
  ['specs', 'Storage'],
  ['rams', 'RAM'],
  ['colors', 'Colour'],
  ['weight', 'Weight'],
  ['material', 'Material'],
];

function chosenOptions(line: CartLine): string[] {
  return optionLabels.flatMap(([key, label]) => {
    const value = line[key];
    return typeof value === 'string' && value !== '' ? [`${label}: ${value}`] : [];
  });
}

/**
 * spec §2 Cart drawer: opens from the right over any page, page scroll locked while open.
 * On a phone a strip of the page stays visible beside it, to tap away.
 * Lines and totals come from the root loader (domain/cart/get-cart.ts, the server's own
 * pricing, decisions 2 and 4), so they agree with GET /api/cart. Mounted only while open.
 *
 * Part 2 of the storefront adds the quantity stepper, removal, the stock warning and Secure Checkout.
 */
export function CartDrawer({ onClose, returnFocus }: { onClose: () => void; returnFocus?: RefObject<HTMLElement | null> }) {
  const { cart, user, settings } = useRootData();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useScrollLock();
  useModalDialog(panel, onClose, returnFocus);

  const lines = cart?.items ?? [];
  const summary = cart?.summary;

  return (
    <div className="fixed inset-0 z-50">
      <div className="absolute inset-0 bg-gray-900/50" aria-hidden="true" onClick={onClose} data-testid="cart-backdrop" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="cart-drawer"
        className="absolute inset-y-0 right-0 flex w-[calc(100%-2.5rem)] max-w-md flex-col bg-white shadow-xl"
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-gray-200 px-4">
          <h2 id={titleId} className="text-lg font-bold text-gray-900">
            Your Cart{lines.length > 0 ? ` (${lines.length})` : ''}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close cart"
            data-autofocus
            className="inline-flex h-10 w-10 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <X aria-hidden="true" className="h-6 w-6" />
          </button>
        </div>

        {lines.length === 0 || !summary ? (
          <div className="flex flex-1 flex-col items-center justify-center px-6 text-center" data-testid="cart-empty">
            <ShoppingBag aria-hidden="true" className="h-16 w-16 text-indigo-200" />
            <p className="mt-4 text-lg font-semibold text-gray-900">Your cart is empty</p>
            <p className="mt-1 text-sm text-gray-600">
              {user
                ? 'Find something you like and add it to your cart.'
                : 'Log in to add products to your cart and see them here.'}
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              {user ? null : (
                <Link
                  to="/login"
                  onClick={onClose}
                  className="rounded-lg bg-indigo-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                >
                  Login
                </Link>
              )}
              <Link
                to="/products"
                onClick={onClose}
                className={
                  user
                    ? 'rounded-lg bg-indigo-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'
                    : 'rounded-lg border border-indigo-600 px-5 py-2.5 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'
                }
              >
                Browse Products
              </Link>
            </div>
          </div>
        ) : (
          <>
            <ul className="flex-1 divide-y divide-gray-100 overflow-y-auto px-4" aria-label="Cart items">
              {lines.map((line) => {
                const image = productCardImage(line.product.images[0]);
                const options = chosenOptions(line);
                return (
                  <li key={line._id} className="flex gap-3 py-4" data-testid="cart-line">
                    <div className="h-20 w-20 shrink-0 overflow-hidden rounded-lg bg-gray-100">
                      {image ? (
                        <img src={image} alt={line.product.title} width={80} height={80} className="h-full w-full object-cover" />
                      ) : null}
                    </div>
                    <div className="min-w-0 flex-1">
                      <Link
                        to={`/product/${line.product._id}`}
                        onClick={onClose}
                        className="line-clamp-2 text-sm font-medium text-gray-900 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
                        data-testid="cart-line-title"
                      >
                        {line.product.title}
                      </Link>
                      {options.length > 0 ? (
                        <p className="mt-0.5 text-xs text-gray-600" data-testid="cart-line-options">
                          {options.join(' · ')}
                        </p>
                      ) : null}
                      <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3">
                        <span className="text-sm text-gray-700" data-testid="cart-line-quantity">
                          Qty: {line.quantity}
                        </span>
                        <span className="flex items-baseline gap-2">
                          {line.originalPrice > line.price ? (
                            <s className="text-xs text-gray-600">{money(line.originalPrice * line.quantity)}</s>
                          ) : null}
                          <span className="text-sm font-semibold text-gray-900" data-testid="cart-line-price">
                            {money(line.price * line.quantity)}
                          </span>
                        </span>
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>

            <div className="shrink-0 border-t border-gray-200 bg-gray-50 px-4 py-4">
              <dl className="space-y-1.5 text-sm">
                <div className="flex justify-between">
                  <dt className="text-gray-700">
                    Subtotal ({summary.itemCount} {summary.itemCount === 1 ? 'item' : 'items'})
                  </dt>
                  <dd className="text-gray-900" data-testid="cart-subtotal">
                    {money(summary.subtotal)}
                  </dd>
                </div>
                <div className="flex justify-between">
                  <dt className="text-gray-700">Savings</dt>
                  <dd className="text-emerald-700" data-testid="cart-savings">
                    {summary.savings > 0 ? `-${money(summary.savings)}` : money(0)}
                  </dd>
                </div>
                <div className="flex justify-between">
                  <dt className="text-gray-700">Shipping</dt>
                  <dd className={summary.shipping === 0 ? 'font-medium text-emerald-700' : 'text-gray-900'} data-testid="cart-shipping">
                    {summary.shipping === 0 ? 'Free' : money(summary.shipping)}
                  </dd>
                </div>
                <div className="flex justify-between border-t border-gray-200 pt-2 text-base font-bold">
                  <dt className="text-gray-900">Total</dt>
                  <dd className="text-gray-900" data-testid="cart-total">
                    {money(summary.total)}
                  </dd>
                </div>
              </dl>
              {summary.shipping > 0 ? (
                // decision 2: the one threshold from the settings, never a number written here.
                <p className="mt-2 text-xs text-gray-600">
                  Free shipping on orders above {formatRupees(settings.freeShippingThreshold)}.
                </p>
              ) : null}
              <p className="mt-2 text-sm text-gray-700" data-testid="cart-delivery">
                Estimated delivery: 2-3 business days
              </p>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
