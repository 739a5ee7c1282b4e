/**
 * The testimonials Swiper itself, split from testimonials-slider.tsx so Swiper's code loads as its own chunk, once
 * the section comes near (the server renders the row of testimonial-card.tsx, which this replaces).
 */
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { useT } from '../../i18n/shop-i18n';
import { swiperBreakpoints, testimonialAutoplayMs, testimonialSlidesSteps } from '../../lib/home-carousels';
import {
  TestimonialCard,
  testimonialSlideClass,
  testimonialsPreInitCss,
  testimonialsSwiperClass,
  type HomeTestimonial,
} from './testimonial-card';
import { useReducedMotion } from './use-reduced-motion';

export default function TestimonialsSwiper({
  testimonials,
  onSwiper,
}: {
  testimonials: HomeTestimonial[];
  onSwiper: (swiper: SwiperInstance) => void;
}) {
  const t = useT();
  const reducedMotion = useReducedMotion();
  const breakpoints = swiperBreakpoints(testimonialSlidesSteps, testimonials.length);
  const base = breakpoints[0]!;
  return (
    <>
      <style>{testimonialsPreInitCss}</style>
      <Swiper
        className={testimonialsSwiperClass}
        modules={[A11y, Autoplay, Pagination]}
        onSwiper={onSwiper}
        slidesPerView={base.slidesPerView}
        spaceBetween={0}
        loop={base.loop}
        rewind={base.rewind}
        breakpoints={breakpoints}
        autoplay={{ delay: testimonialAutoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
        pagination={{ clickable: true, bulletElement: 'button' }}
        // Swiper fills in its own {{index}}.
        a11y={{ paginationBulletMessage: t('home.testimonials.dot', { index: '{{index}}' }) }}
        speed={reducedMotion ? 0 : 600}
      >
        {testimonials.map((t) => (
          <SwiperSlide key={t._id} className={testimonialSlideClass} data-testid="testimonial">
            <TestimonialCard testimonial={t} />
          </SwiperSlide>
        ))}
      </Swiper>
    </>
  );
}
