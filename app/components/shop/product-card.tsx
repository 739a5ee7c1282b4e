import { Star } from 'lucide-react';
import { Link } from '../../i18n/link';
import { useT } from '../../i18n/shop-i18n';
import { formatRating } from '../../lib/format';
import { formatRupees } from '../../../domain/shared/money';
import { salePriceRupees } from '../../../domain/shared/pricing';
import { imageCopy, responsiveImage } from '../../lib/images';
import type { PublicProduct } from '../../../domain/views/catalog';
import SaveButton from '../wishlist/save-button';

/** The fields a card needs, of the one product view the loaders and GET /api/product share (rule:product-fields). */
export type CardProduct = Pick<PublicProduct, '_id' | 'title' | 'images' | 'price' | 'discount' | 'ratings'>;

/**
 * rule:product-card, rule:sale-price: first image, title, sale price with one decimal, the original price
 * struck through with zero decimals and 'N% off' when discounted, and a rating badge only
 * when the average is above 0 (one decimal). The whole card links to /product/{id}.
 *
 * `eager` marks cards in the first screenful, which must not wait for lazy loading (LCP).
 * The heart (Save for later) sits over the picture beside the link, not inside it: a button in a link is not valid.
 */
export function ProductCard({ product, eager = false }: { product: CardProduct; eager?: boolean }) {
  const t = useT();
  const image = product.images[0];
  const discounted = product.discount > 0;
  return (
    <div className="relative h-full">
      <Link
        to={`/product/${product._id}`}
        className="group flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-indigo-600"
        data-testid="product-card"
        prefetch="intent"
      >
        <div className="relative aspect-square bg-gray-100">
          {image ? (
            <img
              src={imageCopy(image, 400)}
              {...responsiveImage(image, '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw')}
              alt={product.title}
              width={400}
              height={400}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              className="h-full w-full object-cover transition group-hover:scale-105"
            />
          ) : null}
          {product.ratings.average > 0 ? (
            <span
              className="absolute left-2 top-2 inline-flex items-center gap-1 rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-gray-900 shadow"
              data-testid="rating-badge"
            >
              <Star aria-hidden="true" className="h-3.5 w-3.5 fill-amber-400 text-amber-400" />
              {formatRating(product.ratings.average)}
            </span>
          ) : null}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3">
          <h3 className="line-clamp-2 text-sm font-medium text-gray-900">{product.title}</h3>
          <div className="mt-auto flex flex-wrap items-baseline gap-x-2">
            <span className="text-base font-bold text-gray-900" data-testid="sale-price">
              {formatRupees(salePriceRupees(product.price, product.discount), 1)}
            </span>
            {discounted ? (
              <>
                <s className="text-xs text-gray-600" data-testid="original-price">
                  {formatRupees(product.price, 0)}
                </s>
                <span className="text-xs font-semibold text-emerald-700" data-testid="discount">
                  {t('products.card.discount', { discount: product.discount })}
                </span>
              </>
            ) : null}
          </div>
        </div>
      </Link>
      <SaveButton productId={product._id} title={product.title} className="absolute right-2 top-2" />
    </div>
  );
}

/** A card as an item of a product list (the home page's top sellers, /products, a product's related products). */
export function ProductCardItem({ product, eager }: { product: CardProduct; eager?: boolean }) {
  return (
    <li>
      <ProductCard product={product} eager={eager} />
    </li>
  );
}
