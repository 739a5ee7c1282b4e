import { startTransition, useCallback, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport (an IntersectionObserver rootMargin), for code a shopper
 * only needs once they scroll to it: the home page's carousels load and start Swiper then (docs/how-a-page-loads.md).
 * False on the server and until then, so the server's page and the hydration render the same; once true it stays
 * true. `watch` is the element's ref.
 *
 * The change is a transition: what the page shows stays until the part it swaps in is ready (its chunk loaded), with no
 * fallback in between, so the server's row stands until Swiper takes its place.
 */
export function useNearViewport(margin: string): [near: boolean, watch: (element: Element | null) => () => void] {
  const [near, setNear] = useState(false);
  const watch = useCallback(
    (element: Element | null) => {
      if (!element) return () => {};
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return () => {};
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          startTransition(() => setNear(true));
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [margin],
  );
  return [near, watch];
}
