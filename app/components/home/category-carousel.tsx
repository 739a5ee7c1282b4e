import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import { lazy, Suspense } from 'react';
import { SectionHeading } from './section-heading';
import { SectionLoadError } from './section-load-error';
import type { HomeCategory } from './category-slides';

export type { HomeCategory };

// Swiper's code arrives in its own chunk (first-load JavaScript stays small); its CSS is imported
// above, so the server-rendered slides are styled from the first paint.
const CategorySlides = lazy(() => import('./category-slides'));

/**
 * rule:category-carousel: autoplay every 2500 ms, loop, clickable pagination, 2/3/4/5/7
 * slides per view from 0/400/640/800/1024 px; a slide leads to /products?category={id}.
 * rule:category-retry: when the categories failed to load, an error state with Retry instead of an
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
          <SectionLoadError what="categories" />
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
