import { Heart } from 'lucide-react';
import { Link } from '../../i18n/link';
import { useT } from '../../i18n/shop-i18n';

/** Nothing saved yet: how to save, and a way to the products. */
export function WishlistEmptyState() {
  const t = useT();
  return (
    <div
      className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center"
      data-testid="wishlist-empty"
    >
      <Heart aria-hidden="true" className="mx-auto h-14 w-14 text-rose-300" />
      <h2 className="mt-4 text-lg font-semibold text-gray-900">{t('wishlist.empty.title')}</h2>
      <p className="mt-1 text-sm text-gray-700">{t('wishlist.empty.text')}</p>
      <Link
        to="/products"
        className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-indigo-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {t('wishlist.empty.browse')}
      </Link>
    </div>
  );
}
