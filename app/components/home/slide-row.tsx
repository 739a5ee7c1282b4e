import type { ReactNode } from 'react';

/**
 * A carousel's slides as the server renders them, shown until Swiper takes over (ADR 0049): Swiper's own classes,
 * laid out by its stylesheet, with the slide widths of `preInitCss` (preInitSlideCss), so nothing moves when it does.
 * `children` are the slides, each a `swiper-slide`.
 */
export function SlideRow({
  preInitCss,
  className,
  children,
}: {
  preInitCss: string;
  /** The carousel's own classes, as its Swiper element has them. */
  className: string;
  children: ReactNode;
}) {
  return (
    <>
      <style>{preInitCss}</style>
      <div className={`swiper ${className}`}>
        <div className="swiper-wrapper">{children}</div>
      </div>
    </>
  );
}
