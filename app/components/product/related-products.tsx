import { Suspense, useEffect } from 'react';
import { toast } from '../../lib/toast';
import { Await } from 'react-router';
import { Link } from '../../i18n/link';
import { ProductCardItem, type CardProduct } from '../shop/product-card';
import { Spinner } from '../ui/spinner';
import { useT } from '../../i18n/shop-i18n';

/**
 * rule:related-products: products of the same category and sub category, and a View
 * All Products button to /products. The list streams in after the page (it is below the
 * fold), so its pictures load lazily.
 */
export function RelatedProducts({ products }: { products: Promise<CardProduct[]> }) {
  const t = useT();
  return (
    <section aria-labelledby="related-heading">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 id="related-heading" className="text-2xl font-bold text-gray-900">
          {t('product.related.heading')}
        </h2>
        <Link
          to="/products"
          className="rounded-lg border border-indigo-600 px-4 py-2 font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {t('product.related.viewAll')}
        </Link>
      </div>
      <Suspense
        fallback={
          <div className="flex justify-center py-10">
            <Spinner label={t('product.related.loading')} />
          </div>
        }
      >
        <Await resolve={products} errorElement={<RelatedFailed />}>
          {(list) =>
            list.length === 0 ? (
              <p className="py-6 text-gray-700">{t('product.related.none')}</p>
            ) : (
              <ul
                className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
                data-testid="related-products"
              >
                {list.map((product) => (
                  <ProductCardItem key={product._id} product={product} />
                ))}
              </ul>
            )
          }
        </Await>
      </Suspense>
    </section>
  );
}

/** rule:failures-shown: a failed related list tells the shopper instead of staying silent. */
function RelatedFailed() {
  const t = useT();
  useEffect(() => {
    toast.error(t('product.related.failedToast'), { id: 'related-failed' });
  }, [t]);
  return <p className="py-6 text-gray-700">{t('product.related.failed')}</p>;
}
