import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { nearViewportGate } from './near-viewport-gate';
import { SectionHeading } from './section-heading';
import type { HomeTestimonial } from './testimonials-swiper';

export type { HomeTestimonial };

// Swiper's code arrives in its own chunk (first-load JavaScript stays small); its CSS is imported
// above, so the server-rendered slides are styled from the first paint. In the browser it is fetched and started
// only when the section comes within a screen of the viewport: until then the server's cards stay as they are.
const { opened: testimonialsNear, watch: watchTestimonials } = nearViewportGate('100% 0px');
const TestimonialsSwiper = lazy(() => testimonialsNear.then(() => import('./testimonials-swiper')));

const arrowClass =
  'flex h-11 w-11 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-800 shadow-sm transition hover:border-indigo-600 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/**
 * rule:testimonials: auto-advances every 5 s and pauses while hovered, previous/next
 * buttons and dots; each card shows the name, picture, title, 1-5 stars and the comment.
 */
export function TestimonialsSlider({ testimonials }: { testimonials: HomeTestimonial[] }) {
  // The arrows stay disabled until the carousel's own chunk has loaded and started, so an early click is not lost.
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  if (!testimonials.length) return null;

  return (
    <section
      ref={watchTestimonials}
      aria-labelledby="testimonials-heading"
      className="mt-16 bg-indigo-50/70 py-14"
      data-testid="testimonials"
    >
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
              disabled={!swiper}
              onClick={() => swiper?.slidePrev()}
            >
              <ChevronLeft aria-hidden="true" className="h-5 w-5" />
            </button>
            <button
              type="button"
              aria-label="Next testimonial"
              className={arrowClass}
              disabled={!swiper}
              onClick={() => swiper?.slideNext()}
            >
              <ChevronRight aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
        </div>

        <Suspense fallback={null}>
          <TestimonialsSwiper testimonials={testimonials} onSwiper={setSwiper} />
        </Suspense>
      </div>
    </section>
  );
}
