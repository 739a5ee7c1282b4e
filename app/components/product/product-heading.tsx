import { Stars } from '../ui/stars';
import { formatRating } from '../../lib/format';
import { formatRupees } from '../../../domain/shared/money';
import { salePriceRupees } from '../../../domain/shared/pricing';
import { useT } from '../../i18n/shop-i18n';
import type { PublicProduct } from '../../../domain/views/catalog';

export type HeadingProduct = Pick<PublicProduct, 'brand' | 'title' | 'price' | 'discount' | 'ratings'>;

/**
 * rule:product-heading: brand, title (the page's one h1), the average rating with the
 * review count, and the prices by the product card's rules (rule:sale-price): sale price with one decimal,
 * the original struck through with none, and 'N% off' when the discount is above 0.
 */
export function ProductHeading({ product }: { product: HeadingProduct }) {
  const discounted = product.discount > 0;
  const { average, totalReviews } = product.ratings;
  const t = useT();
  return (
    <div className="flex flex-col gap-2">
      {product.brand ? (
        <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700" data-testid="product-brand">
          {product.brand}
        </p>
      ) : null}
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{product.title}</h1>
      <a
        href="#reviews"
        className="inline-flex w-fit items-center gap-2 rounded text-sm text-gray-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <Stars value={average} />
        <span className="font-semibold text-gray-900" data-testid="product-rating">
          {formatRating(average)}
        </span>
        <span data-testid="product-review-count">{`(${t('product.reviewCount', { count: totalReviews })})`}</span>
      </a>
      <div className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-3xl font-bold text-gray-900" data-testid="product-sale-price">
          {formatRupees(salePriceRupees(product.price, product.discount), 1)}
        </span>
        {discounted ? (
          <>
            <s className="text-lg text-gray-600" data-testid="product-original-price">
              <span className="sr-only">{t('product.originalPrice')}</span>
              {formatRupees(product.price, 0)}
            </s>
            <span
              className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-semibold text-emerald-800"
              data-testid="product-discount"
            >
              {t('product.percentOff', { discount: product.discount })}
            </span>
          </>
        ) : null}
      </div>
    </div>
  );
}
