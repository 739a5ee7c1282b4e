import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import { lazy, Suspense } from 'react';
import { useT } from '../../i18n/shop-i18n';
import { CategoryRow, type HomeCategory } from './category-tile';
import { SectionHeading } from './section-heading';
import { SectionLoadError } from './section-load-error';
import { useNearViewport } from './use-near-viewport';

export type { HomeCategory };

// Swiper's code arrives in its own chunk, loaded and started only once the row comes into view: its start is the
// longest task of the home page on a cheap phone, where the row sits just under the hero (ADR 0049). Until then the
// row the server rendered stands, laid out as Swiper will lay it out (its CSS is imported above), its links working.
const CategorySlides = lazy(() => import('./category-slides'));

/**
 * rule:category-carousel: autoplay every 2500 ms, loop, clickable pagination, 2/3/4/5/7
 * slides per view from 0/400/640/800/1024 px; a slide leads to /products?category={id}.
 * rule:category-retry: when the categories failed to load, an error state with Retry instead of an
 * endless spinner. `categories` is null in that case.
 */
export function CategoryCarousel({ categories }: { categories: HomeCategory[] | null }) {
  const t = useT();
  const [seen, watch] = useNearViewport('0px');
  return (
    <section
      aria-labelledby="categories-heading"
      className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 lg:px-8"
      data-testid="category-carousel"
    >
      <SectionHeading
        id="categories-heading"
        title={t('home.categories.title')}
        subtitle={t('home.categories.subtitle')}
      />
      <div ref={watch} className="mt-6">
        {categories === null ? (
          <SectionLoadError message={t('home.categories.loadError')} />
        ) : categories.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-10 text-center text-gray-600">
            {t('home.categories.empty')}
          </p>
        ) : seen ? (
          <Suspense fallback={<CategoryRow categories={categories} />}>
            <CategorySlides categories={categories} />
          </Suspense>
        ) : (
          <CategoryRow categories={categories} />
        )}
      </div>
    </section>
  );
}
