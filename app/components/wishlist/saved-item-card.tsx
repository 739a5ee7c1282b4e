import { ShoppingCart, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Link } from '../../i18n/link';
import { useLocale, useT, type Translate } from '../../i18n/shop-i18n';
import { formatRupees } from '../../../domain/shared/money';
import { titleIn } from '../../../domain/shared/product-text';
import type { SavedItem } from '../../../domain/views/wishlist';
import { api, errorMessage } from '../../lib/api';
import { chosenOptionsIn } from '../../lib/cart-lines';
import { productThumbnail } from '../../lib/images';
import { toast } from '../../lib/toast';

const money = (rupees: number) => formatRupees(rupees, 2);

/** Out of stock, no longer sold, or how many are left: what the shopper needs before moving it to the cart. */
function stockState(item: SavedItem, t: Translate): { text: string; tone: string } {
  if (item.inStock) {
    return item.product.stock <= 10
      ? { text: t('wishlist.item.onlyLeft', { count: item.product.stock }), tone: 'text-amber-800' }
      : { text: t('wishlist.item.inStock'), tone: 'text-emerald-700' };
  }
  return item.product.stock > 0
    ? { text: t('wishlist.item.noLongerAvailable'), tone: 'text-red-700' }
    : { text: t('wishlist.item.outOfStock'), tone: 'text-red-700' };
}

/**
 * One saved item of /wishlist: picture, title, the options it was saved with, today's price (and the price when saved,
 * when it has moved), the stock state, Move to cart and Remove. Each button shows the server's message and reloads the
 * page's data (the wishlist and, through the root loader, the cart and the hearts).
 */
export function SavedItemCard({ item }: { item: SavedItem }) {
  const t = useT();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState<'move' | 'remove' | null>(null);
  const image = productThumbnail(item.product.images[0]);
  const options = chosenOptionsIn(item, t);
  const stock = stockState(item, t);
  const title = titleIn(item.product, useLocale());

  const act = async (kind: 'move' | 'remove') => {
    setBusy(kind);
    try {
      const id = encodeURIComponent(item._id);
      const res =
        kind === 'move'
          ? await api(`wishlist/move-to-cart/${id}`, { method: 'POST' })
          : await api(`wishlist/remove/${id}`, { method: 'DELETE' });
      toast.success(res.message);
    } catch (err) {
      // rule:failures-shown: a cart cap, a product no longer sold: the server's words.
      toast.error(errorMessage(err));
    }
    await revalidate();
    setBusy(null);
  };

  return (
    <li
      className={`flex gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm ${busy ? 'opacity-70' : ''}`}
      data-testid="saved-item"
      aria-busy={busy !== null || undefined}
    >
      <div className="h-24 w-24 shrink-0 overflow-hidden rounded-lg bg-gray-100">
        {image.src ? (
          <img {...image} alt={title} width={96} height={96} className="h-full w-full object-cover" />
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <Link
          to={`/product/${item.product._id}`}
          className="line-clamp-2 font-medium text-gray-900 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {title}
        </Link>
        {options.length > 0 ? <p className="mt-0.5 text-xs text-gray-600">{options.join(' · ')}</p> : null}
        {item.quantity > 1 ? (
          <p className="mt-0.5 text-xs text-gray-600">{t('wishlist.item.quantity', { quantity: item.quantity })}</p>
        ) : null}
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold text-gray-900" data-testid="saved-item-price">
            {money(item.price)}
          </span>
          {item.savedPrice !== item.price ? (
            <span className="text-xs text-gray-600" data-testid="saved-item-saved-price">
              {t('wishlist.item.whenSaved', { price: money(item.savedPrice) })}
            </span>
          ) : null}
        </p>
        <p className={`mt-1 text-sm font-medium ${stock.tone}`} data-testid="saved-item-stock">
          {stock.text}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => void act('move')}
            disabled={busy !== null || !item.inStock}
            aria-label={t('wishlist.item.moveLabel', { title })}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-700"
          >
            <ShoppingCart aria-hidden="true" className="h-4 w-4" />
            {busy === 'move' ? t('wishlist.item.moving') : t('wishlist.item.move')}
          </button>
          <button
            type="button"
            onClick={() => void act('remove')}
            disabled={busy !== null}
            aria-label={t('wishlist.item.removeLabel', { title })}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-wait"
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {busy === 'remove' ? t('wishlist.item.removing') : t('wishlist.item.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}
