import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { useT } from '../../i18n/shop-i18n';
import { SectionHeading } from './section-heading';
import { TestimonialRow, type HomeTestimonial } from './testimonial-card';
import { useNearViewport } from './use-near-viewport';

export type { HomeTestimonial };

// Swiper's code arrives in its own chunk, loaded and started only once the section comes within a screen of the
// viewport (ADR 0049): until then the row the server rendered stands, laid out as Swiper will lay it out (its CSS is
// imported above).
const TestimonialsSwiper = lazy(() => import('./testimonials-swiper'));

const arrowClass =
  'flex h-11 w-11 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-800 shadow-sm transition hover:border-indigo-600 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/**
 * rule:testimonials: auto-advances every 5 s and pauses while hovered, previous/next
 * buttons and dots; each card shows the name, picture, title, 1-5 stars and the comment.
 */
export function TestimonialsSlider({ testimonials }: { testimonials: HomeTestimonial[] }) {
  const t = useT();
  // The arrows stay disabled until the carousel's own chunk has loaded and started, so an early click is not lost.
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [near, watch] = useNearViewport('100% 0px');
  if (!testimonials.length) return null;

  return (
    <section
      ref={watch}
      aria-labelledby="testimonials-heading"
      className="mt-16 bg-indigo-50/70 py-14"
      data-testid="testimonials"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex items-end justify-between gap-4">
          <SectionHeading
            id="testimonials-heading"
            title={t('home.testimonials.title')}
            subtitle={t('home.testimonials.subtitle')}
          />
          <div className="flex shrink-0 gap-2">
            <button
              type="button"
              aria-label={t('home.testimonials.previous')}
              className={arrowClass}
              disabled={!swiper}
              onClick={() => swiper?.slidePrev()}
            >
              <ChevronLeft aria-hidden="true" className="h-5 w-5" />
            </button>
            <button
              type="button"
              aria-label={t('home.testimonials.next')}
              className={arrowClass}
              disabled={!swiper}
              onClick={() => swiper?.slideNext()}
            >
              <ChevronRight aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
        </div>

        {near ? (
          <Suspense fallback={<TestimonialRow testimonials={testimonials} />}>
            <TestimonialsSwiper testimonials={testimonials} onSwiper={setSwiper} />
          </Suspense>
        ) : (
          <TestimonialRow testimonials={testimonials} />
        )}
      </div>
    </section>
  );
}
