/**
 * Timings and breakpoints of the home page's moving parts (rule:banner-rotation,
 * rule:category-carousel, rule:testimonials), in one place so the
 * components, the pre-hydration CSS and the unit tests all read the same numbers.
 */

/** rule:banner-rotation: the hero banner advances every 5000 ms. */
export const heroRotationMs = 5000;
/** rule:banner-rotation: viewports under 640 px use the mobile banner list. */
export const mobileBreakpointPx = 640;
/** The media query a <picture> <source> uses to pick the mobile banner without JS. */
export const mobileBannerMedia = `(max-width: ${mobileBreakpointPx - 1}px)`;
/** Intrinsic sizes of the seeded banners (db/seed/images.ts), set on the <img>/<source> against layout shift. */
export const desktopBannerSize = { width: 1600, height: 600 } as const;
export const mobileBannerSize = { width: 800, height: 1000 } as const;
/**
 * The hero picture's box as the `sizes` of its srcset, so the browser fetches the banner's smallest copy that fills it
 * (rule:fast-pages): the page's width less the hero section's padding (px-4, sm:px-6, lg:px-8, at most max-w-7xl).
 */
export const mobileBannerBox = 'calc(100vw - 2rem)';
export const desktopBannerBox =
  '(min-width: 1280px) 1216px, (min-width: 1024px) calc(100vw - 4rem), calc(100vw - 3rem)';

/** rule:category-carousel: category carousel autoplay every 2500 ms. */
export const categoryAutoplayMs = 2500;
/** rule:testimonials: testimonials auto-advance every 5 s. */
export const testimonialAutoplayMs = 5000;

export interface SlidesStep {
  /** Viewport width in px from which this step applies (Swiper's `breakpoints` keys, breakpointsBase 'window'). */
  minWidth: number;
  slidesPerView: number;
}

/** rule:category-carousel: slides per view 2 from width 0, 3 from 400, 4 from 640, 5 from 800, 7 from 1024. */
export const categorySlidesSteps: readonly SlidesStep[] = [
  { minWidth: 0, slidesPerView: 2 },
  { minWidth: 400, slidesPerView: 3 },
  { minWidth: 640, slidesPerView: 4 },
  { minWidth: 800, slidesPerView: 5 },
  { minWidth: 1024, slidesPerView: 7 },
];

/** Not set by rule:testimonials: one testimonial on phones, two on tablets, three on laptops. */
export const testimonialSlidesSteps: readonly SlidesStep[] = [
  { minWidth: 0, slidesPerView: 1 },
  { minWidth: 768, slidesPerView: 2 },
  { minWidth: 1024, slidesPerView: 3 },
];

/** How many slides show at a viewport width. */
export function slidesPerViewAt(steps: readonly SlidesStep[], width: number): number {
  let current = steps[0]?.slidesPerView ?? 1;
  for (const step of steps) if (width >= step.minWidth) current = step.slidesPerView;
  return current;
}

export interface SwiperStep {
  slidesPerView: number;
  loop: boolean;
  rewind: boolean;
}

/**
 * Swiper `breakpoints` for `count` slides. Swiper's loop needs at least slidesPerView + 1 slides
 * (slidesPerGroup 1); with fewer it warns and misbehaves, so such a step turns loop off and uses
 * rewind instead: autoplay still cycles back to the first slide (rule:category-carousel: loop).
 */
export function swiperBreakpoints(steps: readonly SlidesStep[], count: number): Record<number, SwiperStep> {
  const out: Record<number, SwiperStep> = {};
  for (const step of steps) {
    const loop = count >= step.slidesPerView + 1;
    out[step.minWidth] = { slidesPerView: step.slidesPerView, loop, rewind: !loop };
  }
  return out;
}

/**
 * CSS that gives slides their final width before Swiper initialises (server render, and the
 * moment before hydration), so the carousel does not jump when Swiper takes over. Slides carry
 * their spacing as padding (spaceBetween 0), so each slide is exactly 100% / slidesPerView.
 * Scoped to `:not(.swiper-initialized)`: afterwards Swiper's own inline widths rule.
 */
export function preInitSlideCss(containerClass: string, steps: readonly SlidesStep[]): string {
  return steps
    .map((step) => {
      const width = `${+(100 / step.slidesPerView).toFixed(4)}%`;
      const rule = `.${containerClass}:not(.swiper-initialized) .swiper-slide{width:${width}}`;
      return step.minWidth > 0 ? `@media (min-width:${step.minWidth}px){${rule}}` : rule;
    })
    .join('');
}

/**
 * The hero's banner pair for rotation step `step` (rule:banner-rotation: the index advances cyclically). The
 * desktop and mobile lists may differ in length, so each is indexed modulo its own length.
 */
export function heroBannerAt(
  step: number,
  desktop: readonly string[],
  mobile: readonly string[],
): { desktop: string | undefined; mobile: string | undefined } {
  const pick = (list: readonly string[]) =>
    list.length ? list[((step % list.length) + list.length) % list.length] : undefined;
  return { desktop: pick(desktop), mobile: pick(mobile) };
}

/** Whether the hero has anything to rotate: some list with two or more banners. */
export function heroRotates(desktop: readonly string[], mobile: readonly string[]): boolean {
  return desktop.length > 1 || mobile.length > 1;
}
