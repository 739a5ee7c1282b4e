import { describe, expect, it } from 'vitest';
import {
  categoryAutoplayMs,
  categorySlidesSteps,
  heroBannerAt,
  heroRotates,
  heroRotationMs,
  mobileBannerMedia,
  preInitSlideCss,
  slidesPerViewAt,
  swiperBreakpoints,
  testimonialAutoplayMs,
} from './home-carousels';

describe('category carousel (rule:category-carousel)', () => {
  it('shows 2 slides from width 0, 3 from 400, 4 from 640, 5 from 800, 7 from 1024', () => {
    expect(categorySlidesSteps.map((s) => [s.minWidth, s.slidesPerView])).toEqual([
      [0, 2],
      [400, 3],
      [640, 4],
      [800, 5],
      [1024, 7],
    ]);
    expect(slidesPerViewAt(categorySlidesSteps, 320)).toBe(2);
    expect(slidesPerViewAt(categorySlidesSteps, 399)).toBe(2);
    expect(slidesPerViewAt(categorySlidesSteps, 400)).toBe(3);
    expect(slidesPerViewAt(categorySlidesSteps, 639)).toBe(3);
    expect(slidesPerViewAt(categorySlidesSteps, 640)).toBe(4);
    expect(slidesPerViewAt(categorySlidesSteps, 799)).toBe(4);
    expect(slidesPerViewAt(categorySlidesSteps, 800)).toBe(5);
    expect(slidesPerViewAt(categorySlidesSteps, 1023)).toBe(5);
    expect(slidesPerViewAt(categorySlidesSteps, 1024)).toBe(7);
    expect(slidesPerViewAt(categorySlidesSteps, 1920)).toBe(7);
  });

  it('autoplays every 2500 ms; testimonials every 5000 ms; the hero every 5000 ms', () => {
    expect(categoryAutoplayMs).toBe(2500);
    expect(testimonialAutoplayMs).toBe(5000);
    expect(heroRotationMs).toBe(5000);
  });

  it('hands Swiper one breakpoint per step, looping where there are enough slides', () => {
    const eight = swiperBreakpoints(categorySlidesSteps, 8);
    expect(Object.keys(eight).map(Number)).toEqual([0, 400, 640, 800, 1024]);
    expect(Object.values(eight).map((b) => b.slidesPerView)).toEqual([2, 3, 4, 5, 7]);
    expect(Object.values(eight).every((b) => b.loop && !b.rewind)).toBe(true);
  });

  it('with only a few categories, turns loop off where it cannot work and rewinds instead', () => {
    // Swiper's loop needs slidesPerView + 1 slides; 4 categories loop at 2 and 3 per view only.
    const four = swiperBreakpoints(categorySlidesSteps, 4);
    expect(Object.values(four).map((b) => b.loop)).toEqual([true, true, false, false, false]);
    expect(Object.values(four).map((b) => b.rewind)).toEqual([false, false, true, true, true]);
    const one = swiperBreakpoints(categorySlidesSteps, 1);
    expect(Object.values(one).some((b) => b.loop)).toBe(false);
  });

  it('sizes slides before Swiper starts with the same breakpoints (no jump at hydration)', () => {
    const css = preInitSlideCss('category-swiper', categorySlidesSteps);
    const scope = '.category-swiper:not(.swiper-initialized) .swiper-slide';
    expect(css).toBe(
      `${scope}{width:50%}` +
        `@media (min-width:400px){${scope}{width:33.3333%}}` +
        `@media (min-width:640px){${scope}{width:25%}}` +
        `@media (min-width:800px){${scope}{width:20%}}` +
        `@media (min-width:1024px){${scope}{width:14.2857%}}`,
    );
  });
});

describe('hero banner (rule:banner-rotation)', () => {
  it('chooses the mobile banner under 640 px', () => {
    expect(mobileBannerMedia).toBe('(max-width: 639px)');
  });

  it('advances cyclically, each list modulo its own length', () => {
    const desktop = ['d0', 'd1', 'd2'];
    const mobile = ['m0', 'm1'];
    expect([0, 1, 2, 3, 4, 5].map((step) => heroBannerAt(step, desktop, mobile))).toEqual([
      { desktop: 'd0', mobile: 'm0' },
      { desktop: 'd1', mobile: 'm1' },
      { desktop: 'd2', mobile: 'm0' },
      { desktop: 'd0', mobile: 'm1' },
      { desktop: 'd1', mobile: 'm0' },
      { desktop: 'd2', mobile: 'm1' },
    ]);
  });

  it('copes with an empty list and rotates only when there is something to rotate', () => {
    expect(heroBannerAt(4, ['d0', 'd1'], [])).toEqual({ desktop: 'd0', mobile: undefined });
    expect(heroRotates(['d0'], ['m0'])).toBe(false);
    expect(heroRotates(['d0'], ['m0', 'm1'])).toBe(true);
    expect(heroRotates([], [])).toBe(false);
  });
});
