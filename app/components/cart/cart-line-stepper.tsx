import { Minus, Plus } from 'lucide-react';
import { useT } from '../../i18n/shop-i18n';
import { canDecrease, canIncrease } from '../../lib/cart-lines';

const button =
  'flex h-11 w-11 items-center justify-center text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 aria-disabled:cursor-not-allowed aria-disabled:text-gray-400 aria-disabled:hover:bg-transparent';

/**
 * rule:quantity-stepper: a cart line's quantity stepper; minus is disabled at 1. The text reads
 * "Qty: N" (label and number), the buttons name the product for screen readers, since
 * every line has a pair.
 * A button at its limit stays focusable (aria-disabled), so keyboard focus is not lost in the dialog.
 */
export function CartLineStepper({
  title,
  quantity,
  limit,
  disabled,
  onStep,
}: {
  title: string;
  quantity: number;
  /** The most this line may go up to (lib/cart-lines.ts lineLimit: stock, 99, rule:quantity-limits). */
  limit: number;
  disabled: boolean;
  /** +1 or -1; the caller applies it to the latest wanted quantity. */
  onStep: (delta: 1 | -1) => void;
}) {
  const t = useT();
  // aria-disabled rather than disabled: the button keeps focus when it reaches its limit.
  const lessDisabled = disabled || !canDecrease(quantity);
  const moreDisabled = disabled || !canIncrease(quantity, limit);
  return (
    <div className="flex items-center gap-2 text-sm text-gray-700" data-testid="cart-line-quantity">
      <span aria-hidden="true">{t('cart.qty')}</span>{' '}
      <div
        role="group"
        aria-label={t('cart.quantityOf', { title })}
        className="inline-flex items-center overflow-hidden rounded-lg border border-gray-300 bg-white"
      >
        <button
          type="button"
          className={button}
          onClick={() => !lessDisabled && onStep(-1)}
          aria-disabled={lessDisabled}
          aria-label={t('cart.decrease', { title })}
          data-testid="cart-line-decrease"
        >
          <Minus aria-hidden="true" className="h-4 w-4" />
        </button>
        <output
          className="w-9 text-center font-semibold text-gray-900 tabular-nums"
          aria-live="polite"
          data-testid="cart-line-quantity-value"
        >
          {quantity}
        </output>
        <button
          type="button"
          className={button}
          onClick={() => !moreDisabled && onStep(1)}
          aria-disabled={moreDisabled}
          aria-label={t('cart.increase', { title })}
          data-testid="cart-line-increase"
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
    </div>
  );
}
