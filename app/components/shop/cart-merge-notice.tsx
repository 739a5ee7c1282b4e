import { ShoppingCart, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from '../../i18n/link';
import { useLocale, useT } from '../../i18n/shop-i18n';
import { cartMergeSentence } from './cart-merge-sentence';
import type { CartMerge } from '../../../domain/views/cart';

/**
 * After signing in with a guest cart (ADR 0054): what happened to each of its lines (cart-merge-sentence.ts)
 * (added, added up, fewer than asked and why, moved to Saved for later, removed, a price that moved), until the
 * shopper closes it, on the page the sign-in led to; the server's HTML never has it.
 */
export function CartMergeNotice({ merge, onClose }: { merge: CartMerge; onClose: () => void }) {
  // Loaded only in the browser, after hydration, with the report the page load took (cart-merge-notice-slot.tsx).
  const t = useT();
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const saved = merge.lines.some((line) => line.outcome === 'saved');
  return (
    <section
      aria-labelledby="cart-merge-title"
      data-testid="cart-merge-notice"
      className="mx-auto mt-4 max-w-7xl px-4 sm:px-6 lg:px-8"
    >
      <div className="flex gap-3 rounded-xl border border-indigo-200 bg-indigo-50 p-4 text-sm text-gray-800">
        <ShoppingCart aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-indigo-700" />
        <div className="flex-1">
          <h2
            id="cart-merge-title"
            ref={heading}
            tabIndex={-1}
            className="font-semibold text-gray-900 outline-none focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {t('cart.merge.title')}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {merge.lines.map((line, index) => (
              <li key={`${line.productId}-${index}`}>{cartMergeSentence(line, locale, t)}</li>
            ))}
          </ul>
          {saved ? (
            <p className="mt-2">
              <Link to="/wishlist" className="font-medium text-indigo-700 underline hover:text-indigo-800">
                {t('cart.merge.seeSaved')}
              </Link>
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('cart.merge.close')}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-gray-700 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
    </section>
  );
}
