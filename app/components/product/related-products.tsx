import { Suspense, useEffect } from 'react';
import { toast } from '../../lib/toast';
import { Await } from 'react-router';
import { Link } from '../../i18n/link';
import { ProductCardItem, type CardProduct } from '../shop/product-card';
import { Spinner } from '../ui/spinner';

/**
 * rule:related-products: products of the same category and sub category, and a View
 * All Products button to /products. The list streams in after the page (it is below the
 * fold), so its pictures load lazily.
 */
export function RelatedProducts({ products }: { products: Promise<CardProduct[]> }) {
  return (
    <section aria-labelledby="related-heading">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 id="related-heading" className="text-2xl font-bold text-gray-900">
          You Might Also Like
        </h2>
        <Link
          to="/products"
          className="rounded-lg border border-indigo-600 px-4 py-2 font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          View All Products
        </Link>
      </div>
      <Suspense
        fallback={
          <div className="flex justify-center py-10">
            <Spinner label="Loading related products" />
          </div>
        }
      >
        <Await resolve={products} errorElement={<RelatedFailed />}>
          {(list) =>
            list.length === 0 ? (
              <p className="py-6 text-gray-700">No similar products yet.</p>
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
  useEffect(() => {
    toast.error('We could not load similar products. Please reload the page to try again.', { id: 'related-failed' });
  }, []);
  return <p className="py-6 text-gray-700">We could not load similar products.</p>;
}
