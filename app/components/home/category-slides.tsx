/**
 * The category Swiper itself, split from category-carousel.tsx so Swiper's code loads as its own chunk, once the
 * row is seen (the server renders the row of category-tile.tsx, which this replaces).
 */
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { useT } from '../../i18n/shop-i18n';
import { categoryAutoplayMs, categorySlidesSteps, swiperBreakpoints } from '../../lib/home-carousels';
import {
  CategoryTile,
  categoryPreInitCss,
  categorySlideClass,
  categorySwiperClass,
  type HomeCategory,
} from './category-tile';
import { useReducedMotion } from './use-reduced-motion';

export default function CategorySlides({ categories }: { categories: HomeCategory[] }) {
  const t = useT();
  const reducedMotion = useReducedMotion();
  const breakpoints = swiperBreakpoints(categorySlidesSteps, categories.length);
  const base = breakpoints[0]!;
  return (
    <>
      <style>{categoryPreInitCss}</style>
      <Swiper
        className={categorySwiperClass}
        modules={[A11y, Autoplay, Pagination]}
        slidesPerView={base.slidesPerView}
        spaceBetween={0}
        loop={base.loop}
        rewind={base.rewind}
        breakpoints={breakpoints}
        // Paused while the pointer is over it, so a shopper can aim at a category (WCAG 2.2.2).
        autoplay={{ delay: categoryAutoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
        pagination={{ clickable: true, bulletElement: 'button' }}
        // Swiper fills in its own {{index}}.
        a11y={{ paginationBulletMessage: t('home.categories.dot', { index: '{{index}}' }) }}
        speed={reducedMotion ? 0 : 500}
      >
        {categories.map((category) => (
          <SwiperSlide key={category._id} className={categorySlideClass}>
            <CategoryTile category={category} />
          </SwiperSlide>
        ))}
      </Swiper>
    </>
  );
}
