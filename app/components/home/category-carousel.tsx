import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import { RefreshCw } from 'lucide-react';
import { Link, useRevalidator } from 'react-router';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { categoryAutoplayMs, categorySlidesSteps, preInitSlideCss, swiperBreakpoints } from '../../lib/home-carousels';
import { SectionHeading } from './section-heading';
import { useReducedMotion } from './use-reduced-motion';

export interface HomeCategory {
  _id: string;
  name: string;
  image: string;
}

const containerClass = 'category-swiper';
// Slide widths before Swiper measures anything (server render): no jump when it takes over.
const preInitCss = preInitSlideCss(containerClass, categorySlidesSteps);

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
          <CategorySlides categories={categories} />
        )}
      </div>
    </section>
  );
}

function CategorySlides({ categories }: { categories: HomeCategory[] }) {
  const reducedMotion = useReducedMotion();
  const breakpoints = swiperBreakpoints(categorySlidesSteps, categories.length);
  const base = breakpoints[0]!;
  return (
    <>
      <style>{preInitCss}</style>
      <Swiper
        className={`${containerClass} pb-10! [--swiper-pagination-bullet-horizontal-gap:6px] [--swiper-pagination-bullet-size:10px] [--swiper-pagination-bottom:0px] [--swiper-theme-color:var(--color-indigo-600)]`}
        modules={[A11y, Autoplay, Pagination]}
        slidesPerView={base.slidesPerView}
        spaceBetween={0}
        loop={base.loop}
        rewind={base.rewind}
        breakpoints={breakpoints}
        // Paused while the pointer is over it, so a shopper can aim at a category (WCAG 2.2.2).
        autoplay={{ delay: categoryAutoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
        pagination={{ clickable: true, bulletElement: 'button' }}
        a11y={{ paginationBulletMessage: 'Show category {{index}}' }}
        speed={reducedMotion ? 0 : 500}
      >
        {categories.map((category) => (
          <SwiperSlide key={category._id} className="px-1.5 sm:px-2">
            <Link
              to={`/products?category=${encodeURIComponent(category._id)}`}
              className="group flex flex-col items-center gap-2 rounded-2xl p-2 text-center focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              data-testid="category-slide"
              data-category-id={category._id}
            >
              <span className="block aspect-square w-full max-w-32 overflow-hidden rounded-full bg-indigo-50 ring-1 ring-gray-200 transition group-hover:shadow-md group-hover:ring-indigo-300">
                {/* The name is the link's text; the picture adds nothing for a screen reader. */}
                <img
                  src={category.image}
                  alt=""
                  width={400}
                  height={400}
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
                />
              </span>
              <span className="line-clamp-2 text-sm font-medium text-gray-900 group-hover:text-indigo-700 sm:text-base">
                {category.name}
              </span>
            </Link>
          </SwiperSlide>
        ))}
      </Swiper>
    </>
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
