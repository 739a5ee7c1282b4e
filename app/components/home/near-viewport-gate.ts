/**
 * A gate that opens once an element comes near the viewport, for code a shopper only needs when they scroll to it
 * (the testimonials carousel, far below the fold on a phone: Swiper's start is the longest task of the home page's
 * load, ADR 0042). `watch` is a ref callback for the element; `opened` resolves when it comes within `margin` of
 * the viewport. On the server, and in a browser without IntersectionObserver, the gate is open from the start, so
 * the server still renders everything. Once open it stays open: a later visit to the page does not wait again.
 */
export interface NearViewportGate {
  opened: Promise<void>;
  watch: (element: Element | null) => void;
}

export function nearViewportGate(margin: string): NearViewportGate {
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') {
    return { opened: Promise.resolve(), watch: () => {} };
  }
  let open = () => {};
  let isOpen = false;
  const opened = new Promise<void>((resolve) => {
    open = () => {
      isOpen = true;
      resolve();
    };
  });
  let observer: IntersectionObserver | undefined;
  return {
    opened,
    watch(element) {
      observer?.disconnect();
      observer = undefined;
      if (!element || isOpen) return;
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          open();
        },
        { rootMargin: margin },
      );
      observer.observe(element);
    },
  };
}
