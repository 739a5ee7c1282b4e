/**
 * The category Swiper itself, split from category-carousel.tsx so Swiper's code loads as its own
 * chunk after the page's first-load JavaScript (the server still renders the slides in the HTML).
 */
import { Link } from 'react-router';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { categoryAutoplayMs, categorySlidesSteps, preInitSlideCss, swiperBreakpoints } from '../../lib/home-carousels';
import { responsiveImage } from '../../lib/images';
import type { Category } from '../../../domain/views/catalog';
import { useReducedMotion } from './use-reduced-motion';

const containerClass = 'category-swiper';
// Slide widths before Swiper measures anything (server render): no jump when it takes over.
const preInitCss = preInitSlideCss(containerClass, categorySlidesSteps);

/** What a slide shows of a category. */
export type HomeCategory = Pick<Category, '_id' | 'name' | 'image'>;

export default function CategorySlides({ categories }: { categories: HomeCategory[] }) {
  const reducedMotion = useReducedMotion();
  const breakpoints = swiperBreakpoints(categorySlidesSteps, categories.length);
  const base = breakpoints[0]!;
  return (
    <>
      <style>{preInitCss}</style>
      <Swiper
        className={`${containerClass} pb-10! [--swiper-pagination-bullet-horizontal-gap:0px] [--swiper-pagination-bullet-size:24px] [--swiper-pagination-bottom:0px] [--swiper-theme-color:var(--color-indigo-600)]`}
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
                  // The tile: at most 128 px (max-w-32); on a phone of 400-639 px, a third of the row less the
                  // slide's and the link's padding (99 px on a 412 px phone), so a 1.75x screen takes the 200 px copy.
                  {...responsiveImage(
                    category.image,
                    '(max-width: 399px) 128px, (max-width: 639px) calc((100vw - 2rem) / 3 - 28px), 128px',
                  )}
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
