import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import { RefreshCw } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useRevalidator } from 'react-router';
import { SectionHeading } from './section-heading';

export interface HomeCategory {
  _id: string;
  name: string;
  image: string;
}

// Swiper's code arrives in its own chunk (first-load JavaScript stays small); its CSS is imported
// above, so the server-rendered slides are styled from the first paint.
const CategorySlides = lazy(() => import('./category-slides'));

/**
 * spec §2 Home category carousel: autoplay every 2500 ms, loop, clickable pagination, 2/3/4/5/7
 * slides per view from 0/400/640/800/1024 px; a slide leads to /products?category={id}.
 * decision 12: when the categories failed to load, an error state with Retry instead of an
 * endless spinner. `categories` is null in that case.
 */
export function CategoryCarousel({ categories }: { categories: HomeCategory[] | null }) {
  return (
    <section
      aria-labelledby="categories-heading"
      className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 lg:px-8"
      data-testid="category-carousel"
    >
      <SectionHeading id="categories-heading" title="Shop by Category" subtitle="Find what you need, aisle by aisle." />
      <div className="mt-6">
        {categories === null ? (
          <CategoriesError />
        ) : categories.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-10 text-center text-gray-600">
            No categories yet.
          </p>
        ) : (
          <Suspense fallback={null}>
            <CategorySlides categories={categories} />
          </Suspense>
        )}
      </div>
    </section>
  );
}

function CategoriesError() {
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <p className="font-medium text-red-800">We could not load the categories.</p>
      <button
        type="button"
        onClick={() => void revalidator.revalidate()}
        disabled={retrying}
        className="inline-flex items-center gap-2 rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-70"
      >
        <RefreshCw aria-hidden="true" className={`h-4 w-4 ${retrying ? 'motion-safe:animate-spin' : ''}`} />
        {retrying ? 'Retrying...' : 'Retry'}
      </button>
    </div>
  );
}
