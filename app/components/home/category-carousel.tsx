import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import { lazy, Suspense } from 'react';
import { pageHasHydrated } from '../../lib/page-hydrated';
import { nearViewportGate } from './near-viewport-gate';
import { SectionHeading } from './section-heading';
import { SectionLoadError } from './section-load-error';
import type { HomeCategory } from './category-slides';

export type { HomeCategory };

// Swiper's code arrives in its own chunk (first-load JavaScript stays small); its CSS is imported
// above, so the server-rendered slides are styled from the first paint. On the page's first load it is fetched and
// started only when the slides come into view: its start is the longest task of the home page on a cheap phone,
// where the slides sit just under the hero, and until then React keeps the server's slides (sized as Swiper will size
// them) while the rest of the page hydrates; their links are plain links meanwhile. Shown by a move within the app,
// it starts at once: there are no server slides to stand in for it (docs/how-a-page-loads.md).
const { opened: slidesInView, watch: watchSlides } = nearViewportGate('0px');
const CategorySlides = lazy(() =>
  (pageHasHydrated() ? Promise.resolve() : slidesInView).then(() => import('./category-slides')),
);

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
      <div ref={watchSlides} className="mt-6">
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
