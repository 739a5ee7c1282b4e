import { listSavedItems } from '../../domain/wishlist/list-saved-items';
import type { Route } from './+types/wishlist';
import { SavedItemCard } from '../components/wishlist/saved-item-card';
import { WishlistEmptyState } from '../components/wishlist/wishlist-empty-state';
import { translatorFromMatches, useT } from '../i18n/shop-i18n';
import { requireShopper } from '../lib/require-shopper';
import { pageMeta } from '../lib/seo';

/**
 * /wishlist, Saved for later: the signed-in shopper's saved items, newest first, each with Move to cart and Remove.
 * rule:sign-in-required: a guest goes to sign in and comes back. Kept for offline use like the shopper's other pages
 * (ADR 0055).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireShopper({ request, context });
  return { wishlist: await listSavedItems(context.shop.db, user.id) };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translatorFromMatches(matches);
  return pageMeta(matches, {
    title: t('wishlist.title'),
    description: t('wishlist.metaDescription'),
    path: '/wishlist',
    noindex: true,
  });
}

export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { items, count } = loaderData.wishlist;
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('wishlist.title')}</h1>
      {count > 0 ? <p className="mt-1 text-sm text-gray-700">{t('wishlist.count', { count })}</p> : null}
      <div className="mt-6">
        {items.length === 0 ? (
          <WishlistEmptyState />
        ) : (
          <ul className="flex flex-col gap-4" aria-label={t('wishlist.listLabel')}>
            {items.map((item) => (
              <SavedItemCard key={item._id} item={item} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
