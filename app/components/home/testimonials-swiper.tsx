/**
 * The testimonials Swiper itself, split from testimonials-slider.tsx so Swiper's code loads as its
 * own chunk after the page's first-load JavaScript (the server still renders the cards).
 */
import { Quote } from 'lucide-react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { responsiveImage } from '../../lib/images';
import {
  preInitSlideCss,
  swiperBreakpoints,
  testimonialAutoplayMs,
  testimonialSlidesSteps,
} from '../../lib/home-carousels';
import { Stars } from '../ui/stars';
import type { Testimonial } from '../../../domain/views/content';
import { useReducedMotion } from './use-reduced-motion';

/** A testimonial as a slide shows it (rule:testimonials). */
export type HomeTestimonial = Omit<Testimonial, 'id'>;

const containerClass = 'testimonials-swiper';
const preInitCss = preInitSlideCss(containerClass, testimonialSlidesSteps);

export default function TestimonialsSwiper({
  testimonials,
  onSwiper,
}: {
  testimonials: HomeTestimonial[];
  onSwiper: (swiper: SwiperInstance) => void;
}) {
  const reducedMotion = useReducedMotion();
  const breakpoints = swiperBreakpoints(testimonialSlidesSteps, testimonials.length);
  const base = breakpoints[0]!;
  return (
    <>
      <style>{preInitCss}</style>
      <Swiper
        className={`${containerClass} mt-6 pb-12! [--swiper-pagination-bottom:0px] [--swiper-pagination-bullet-horizontal-gap:0px] [--swiper-pagination-bullet-size:24px] [--swiper-theme-color:var(--color-indigo-600)]`}
        modules={[A11y, Autoplay, Pagination]}
        onSwiper={onSwiper}
        slidesPerView={base.slidesPerView}
        spaceBetween={0}
        loop={base.loop}
        rewind={base.rewind}
        breakpoints={breakpoints}
        autoplay={{ delay: testimonialAutoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
        pagination={{ clickable: true, bulletElement: 'button' }}
        a11y={{ paginationBulletMessage: 'Show testimonial {{index}}' }}
        speed={reducedMotion ? 0 : 600}
      >
        {testimonials.map((t) => (
          <SwiperSlide key={t._id} className="h-auto! px-2 py-1" data-testid="testimonial">
            <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
              <div className="flex items-center justify-between">
                <Stars value={t.rating} size={18} />
                <Quote aria-hidden="true" className="h-7 w-7 text-indigo-200" />
              </div>
              <blockquote className="mt-4 flex-1 text-gray-700">
                <p>{t.comment}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                {/* The name is written right beside it; the picture repeats nothing for a screen reader. */}
                <img
                  src={t.image}
                  {...responsiveImage(t.image, '48px')}
                  alt=""
                  width={256}
                  height={256}
                  loading="lazy"
                  decoding="async"
                  className="h-12 w-12 rounded-full bg-indigo-100 object-cover ring-2 ring-white"
                />
                <div>
                  <p className="font-semibold text-gray-900" data-testid="testimonial-name">
                    {t.name}
                  </p>
                  <p className="text-sm text-gray-600">{t.title}</p>
                </div>
              </figcaption>
            </figure>
          </SwiperSlide>
        ))}
      </Swiper>
    </>
  );
}
