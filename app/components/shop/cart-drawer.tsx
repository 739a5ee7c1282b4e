import { X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ComponentType, type RefObject } from 'react';
import { toast } from '../../lib/toast';
import { useNavigate, useRevalidator } from 'react-router';
import { localizePath } from '../../i18n/locales';
import { useLocale, useT } from '../../i18n/shop-i18n';
import { api, errorMessage } from '../../lib/api';
import { totalsOfRupeeLines } from '../../../domain/shared/pricing';
import { lineLimit, stepQuantity, unitsInOtherLines } from '../../lib/cart-lines';
import { saveCheckoutDraft } from '../../lib/checkout-draft';
import { cartCheckoutDraft } from '../../lib/checkout-summary';
import { useRootData } from '../../lib/root-data';
import { CartEmpty } from '../cart/cart-empty';
import { CartLineItem } from '../cart/cart-line-item';
import { CartTotals } from '../cart/cart-totals';
import { SecureCheckoutButton, SignInToOrderLink } from '../cart/secure-checkout-button';
import { useCartQuantities } from '../cart/use-cart-quantities';
import { useModal } from '../ui/use-modal';

/**
 * The delivery line for the cart (rule:delivery-promise), loaded when the drawer first opens. Should its code be out of
 * reach (offline, never loaded), the drawer simply goes without it.
 */
const CartDelivery = lazy<ComponentType<{ total: number }>>(() =>
  import('../cart/cart-delivery').catch(() => ({ default: () => null })),
);

/** rule:secure-checkout: 2000 ms between Secure Checkout and /checkout. */
export const secureCheckoutDelayMs = 2000;

/**
 * rule:cart-drawer: opens from the right over any page, page scroll locked while open.
 * On a phone a strip of the page stays visible beside it, to tap away.
 * Lines and totals come from the root loader (domain/cart/get-cart.ts, the server's own
 * pricing, rule:free-shipping and rule:server-prices-orders), so they agree with GET /api/cart. Quantity clicks show at
 * once and are written one at a time per line (lib/cart-quantity-queue.ts); removal and
 * every write reload the root loader, so the totals and the header badge are the server's.
 * Mounted only while open.
 */
export function CartDrawer({
  onClose,
  returnFocus,
}: {
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  const locale = useLocale();
  const { cart, user, settings } = useRootData();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const { wanted, setQuantity, whenIdle } = useCartQuantities();
  const [removing, setRemoving] = useState<ReadonlySet<string>>(() => new Set());
  const [checkingOut, setCheckingOut] = useState(false);
  const mounted = useRef(true);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(panel, onClose, { returnFocus });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const lines = cart?.items ?? [];
  // The quantities the shopper sees: a click not yet confirmed wins over the loader's figure.
  const shown = lines.map((line) => ({ ...line, quantity: wanted.get(line._id) ?? line.quantity }));
  const pending = lines.some((line) => wanted.has(line._id));
  const summary = cart?.summary;
  const figures =
    summary && pending
      ? // Priced by the server's own module, so the figures move with the clicks, then settle on the server's.
        totalsOfRupeeLines(
          shown.map((l) => ({ price: l.product.price, discount: l.product.discount, quantity: l.quantity })),
          settings,
        )
      : summary;

  const focusClose = () => panel.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();

  const remove = async (lineId: string) => {
    setRemoving((s) => new Set(s).add(lineId));
    // A quantity write for this line finishes first, so it cannot land on a removed line.
    await whenIdle(lineId);
    try {
      const res = await api(`cart/remove/${encodeURIComponent(lineId)}`, { method: 'DELETE' });
      toast.success(res.message);
      await revalidate();
      // The line and its button are gone; keep keyboard focus inside the drawer.
      if (mounted.current) focusClose();
    } catch (err) {
      // rule:failures-shown: not only logged; the shopper sees why.
      toast.error(errorMessage(err));
    } finally {
      if (mounted.current) {
        setRemoving((s) => {
          const next = new Set(s);
          next.delete(lineId);
          return next;
        });
      }
    }
  };

  const secureCheckout = async () => {
    setCheckingOut(true);
    try {
      saveCheckoutDraft(cartCheckoutDraft(shown, settings, locale));
    } catch {
      // Storage blocked: /checkout reads the live cart from the server anyway.
    }
    // rule:secure-checkout: Processing... for 2 s; quantities still being written land first.
    await Promise.all([new Promise((resolve) => setTimeout(resolve, secureCheckoutDelayMs)), whenIdle()]);
    if (!mounted.current) return;
    await navigate(localizePath('/checkout', locale));
    onClose();
  };

  return (
    <div className="fixed inset-0 z-50">
      <div
        className="absolute inset-0 bg-gray-900/50"
        aria-hidden="true"
        onClick={onClose}
        data-testid="cart-backdrop"
      />
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
            {lines.length > 0 ? t('cart.titleWithLines', { count: lines.length }) : t('cart.title')}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('cart.close')}
            data-autofocus
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <X aria-hidden="true" className="h-6 w-6" />
          </button>
        </div>

        {lines.length === 0 || !figures ? (
          <CartEmpty signedIn={user !== null} onNavigate={onClose} />
        ) : (
          <>
            <ul className="flex-1 divide-y divide-gray-100 overflow-y-auto px-4" aria-label={t('cart.items')}>
              {lines.map((line) => {
                // rule:quantity-limits: the product's other lines (sizes, colours) share one cap per order.
                const limit = lineLimit(
                  line.product.stock,
                  settings.maxUnitsPerProduct,
                  unitsInOtherLines(shown, line),
                );
                return (
                  <CartLineItem
                    key={line._id}
                    line={line}
                    quantity={wanted.get(line._id) ?? line.quantity}
                    limit={limit}
                    removing={removing.has(line._id)}
                    onStep={(delta) =>
                      setQuantity(line._id, (current) => stepQuantity(current, delta, limit), line.quantity)
                    }
                    onRemove={() => void remove(line._id)}
                    onNavigate={onClose}
                  />
                );
              })}
            </ul>

            <div className="shrink-0 border-t border-gray-200 bg-gray-50 px-4 py-4">
              <CartTotals figures={figures} pending={pending} freeShippingThreshold={settings.freeShippingThreshold} />
              <p className="mt-2 text-sm text-gray-700" data-testid="cart-delivery">
                {t('cart.estimatedDelivery')}
              </p>
              <Suspense fallback={null}>
                <CartDelivery total={summary?.total ?? figures.total} />
              </Suspense>
              {user ? (
                <SecureCheckoutButton processing={checkingOut} onClick={() => void secureCheckout()} />
              ) : (
                <SignInToOrderLink onNavigate={onClose} />
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
