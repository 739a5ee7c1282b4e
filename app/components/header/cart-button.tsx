import { ShoppingCart } from 'lucide-react';
import type { Ref } from 'react';
import { useT } from '../../i18n/shop-i18n';

/**
 * rule:site-header: the cart button with an item-count badge, shown only when the cart has items.
 * The count is the number of lines (domain/cart/get-cart.ts `count`), of the shopper's cart or a guest's (ADR 0054).
 */
export function CartButton({
  count,
  open,
  onOpen,
  ref,
}: {
  count: number;
  open: boolean;
  onOpen: () => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  const t = useT();
  const label = count > 0 ? t('shell.cartWithItems', { count }) : t('shell.cart');
  return (
    <button
      ref={ref}
      type="button"
      data-testid="cart-button"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={onOpen}
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <ShoppingCart aria-hidden="true" className="h-6 w-6" />
      {count > 0 ? (
        <span
          data-testid="cart-count"
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-indigo-600 px-1 text-xs font-bold leading-none text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </button>
  );
}
