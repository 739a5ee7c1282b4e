/**
 * A testimonial as the home page shows it, and the row of them the server renders before Swiper runs. Light on
 * purpose: the page loads Swiper (testimonials-swiper.tsx, a chunk of its own) only when the section comes near.
 */
import { Quote } from 'lucide-react';
import { preInitSlideCss, testimonialSlidesSteps } from '../../lib/home-carousels';
import { responsiveImage } from '../../lib/images';
import { Stars } from '../ui/stars';
import type { Testimonial } from '../../../domain/views/content';
import { SlideRow } from './slide-row';

/** A testimonial as a slide shows it (rule:testimonials). */
export type HomeTestimonial = Omit<Testimonial, 'id'>;

export const testimonialsContainerClass = 'testimonials-swiper';
/** The carousel's own classes, on Swiper's element and on the row that stands in for it. */
export const testimonialsSwiperClass = `${testimonialsContainerClass} mt-6 pb-12! [--swiper-pagination-bottom:0px] [--swiper-pagination-bullet-horizontal-gap:0px] [--swiper-pagination-bullet-size:24px] [--swiper-theme-color:var(--color-indigo-600)]`;
export const testimonialSlideClass = 'h-auto! px-2 py-1';
// Slide widths before Swiper measures anything: no jump when it takes over.
export const testimonialsPreInitCss = preInitSlideCss(testimonialsContainerClass, testimonialSlidesSteps);

export function TestimonialCard({ testimonial: t }: { testimonial: HomeTestimonial }) {
  return (
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
  );
}

/** The row the server renders, and the page shows until Swiper takes over (the section imports Swiper's CSS). */
export function TestimonialRow({ testimonials }: { testimonials: HomeTestimonial[] }) {
  return (
    <SlideRow preInitCss={testimonialsPreInitCss} className={testimonialsSwiperClass}>
      {testimonials.map((t) => (
        <div key={t._id} className={`swiper-slide ${testimonialSlideClass}`} data-testid="testimonial">
          <TestimonialCard testimonial={t} />
        </div>
      ))}
    </SlideRow>
  );
}
