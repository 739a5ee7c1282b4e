/**
 * A category as the home page's carousel shows it, and the row of them the server renders before Swiper runs. Light
 * on purpose: the page loads Swiper (category-slides.tsx, a chunk of its own) only when the row is seen.
 */
import { Link } from '../../i18n/link';
import { categorySlidesSteps, preInitSlideCss } from '../../lib/home-carousels';
import { responsiveImage } from '../../lib/images';
import type { Category } from '../../../domain/views/catalog';
import { SlideRow } from './slide-row';

/** What a slide shows of a category. */
export type HomeCategory = Pick<Category, '_id' | 'name' | 'image'>;

export const categoryContainerClass = 'category-swiper';
/** The carousel's own classes, on Swiper's element and on the row that stands in for it. */
export const categorySwiperClass = `${categoryContainerClass} pb-10! [--swiper-pagination-bullet-horizontal-gap:0px] [--swiper-pagination-bullet-size:24px] [--swiper-pagination-bottom:0px] [--swiper-theme-color:var(--color-indigo-600)]`;
export const categorySlideClass = 'px-1.5 sm:px-2';
// Slide widths before Swiper measures anything: no jump when it takes over.
export const categoryPreInitCss = preInitSlideCss(categoryContainerClass, categorySlidesSteps);

export function CategoryTile({ category }: { category: HomeCategory }) {
  return (
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
  );
}

/** The row the server renders, and the page shows until Swiper takes over (the carousel imports Swiper's CSS). */
export function CategoryRow({ categories }: { categories: HomeCategory[] }) {
  return (
    <SlideRow preInitCss={categoryPreInitCss} className={categorySwiperClass}>
      {categories.map((category) => (
        <div key={category._id} className={`swiper-slide ${categorySlideClass}`}>
          <CategoryTile category={category} />
        </div>
      ))}
    </SlideRow>
  );
}
