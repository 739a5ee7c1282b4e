import { ArrowRight } from 'lucide-react';
import { Suspense } from 'react';
import { Await } from 'react-router';
import { Link } from '../../i18n/link';
import { useT } from '../../i18n/shop-i18n';
import { type CardProduct, ProductCardItem } from '../shop/product-card';
import { ProductGridSkeleton, productGridClass } from './product-grid-skeleton';
import { SectionHeading } from './section-heading';
import { SectionLoadError } from './section-load-error';

/**
 * rule:top-selling-section (rule:top-selling: ranked by units sold): the loader hands over a
 * promise it does not wait for, so the page streams at once and this grid shows 10 skeletons
 * until the products arrive; then 2, 3 or 4 columns of product cards and View All Products.
 */
export function TopSellingSection({ products }: { products: Promise<CardProduct[]> }) {
  const t = useT();
  return (
    <section
      aria-labelledby="top-selling-heading"
      className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 lg:px-8"
      data-testid="top-selling"
    >
      <SectionHeading
        id="top-selling-heading"
        title={t('home.topSelling.title')}
        subtitle={t('home.topSelling.subtitle')}
      />
      <div className="mt-6">
        <Suspense fallback={<ProductGridSkeleton label={t('home.topSelling.loading')} />}>
          <Await resolve={products} errorElement={<SectionLoadError message={t('home.topSelling.loadError')} />}>
            {(list) =>
              list.length ? (
                <ul className={productGridClass}>
                  {list.map((product) => (
                    <ProductCardItem key={product._id} product={product} />
                  ))}
                </ul>
              ) : (
                <p className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-10 text-center text-gray-600">
                  {t('home.topSelling.empty')}
                </p>
              )
            }
          </Await>
        </Suspense>
      </div>
      <div className="mt-8 flex justify-center">
        <Link
          to="/products"
          className="inline-flex items-center gap-2 rounded-xl bg-indigo-600 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {t('home.topSelling.viewAll')}
          <ArrowRight aria-hidden="true" className="h-5 w-5" />
        </Link>
      </div>
    </section>
  );
}
