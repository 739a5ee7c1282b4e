import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import { ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import {
  preInitSlideCss,
  swiperBreakpoints,
  testimonialAutoplayMs,
  testimonialSlidesSteps,
} from '../../lib/home-carousels';
import { Stars } from '../ui/stars';
import { SectionHeading } from './section-heading';
import { useReducedMotion } from './use-reduced-motion';

/** spec §3 Testimonial. */
export interface HomeTestimonial {
  _id: string;
  name: string;
  image: string;
  title: string;
  rating: number;
  comment: string;
}

const containerClass = 'testimonials-swiper';
const preInitCss = preInitSlideCss(containerClass, testimonialSlidesSteps);

const arrowClass =
  'flex h-11 w-11 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-800 shadow-sm transition hover:border-indigo-600 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/**
 * spec §2 Home testimonials: auto-advances every 5 s and pauses while hovered, previous/next
 * buttons and dots; each card shows the name, picture, title, 1-5 stars and the comment.
 */
export function TestimonialsSlider({ testimonials }: { testimonials: HomeTestimonial[] }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const reducedMotion = useReducedMotion();
  if (!testimonials.length) return null;
  const breakpoints = swiperBreakpoints(testimonialSlidesSteps, testimonials.length);
  const base = breakpoints[0]!;

  return (
    <section aria-labelledby="testimonials-heading" className="mt-16 bg-indigo-50/70 py-14" data-testid="testimonials">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex items-end justify-between gap-4">
          <SectionHeading
            id="testimonials-heading"
            title="What Our Customers Say"
            subtitle="Real words from shoppers across India."
          />
          <div className="flex shrink-0 gap-2">
            <button
              type="button"
              aria-label="Previous testimonial"
              className={arrowClass}
              onClick={() => swiper?.slidePrev()}
            >
              <ChevronLeft aria-hidden="true" className="h-5 w-5" />
            </button>
            <button
              type="button"
              aria-label="Next testimonial"
              className={arrowClass}
              onClick={() => swiper?.slideNext()}
            >
              <ChevronRight aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
        </div>

        <style>{preInitCss}</style>
        <Swiper
          className={`${containerClass} mt-6 pb-12! [--swiper-pagination-bottom:0px] [--swiper-pagination-bullet-horizontal-gap:6px] [--swiper-pagination-bullet-size:10px] [--swiper-theme-color:var(--color-indigo-600)]`}
          modules={[A11y, Autoplay, Pagination]}
          onSwiper={setSwiper}
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
      </div>
    </section>
  );
}
