import { lazy, useEffect } from 'react';

/**
 * The header's two panels, the cart drawer and the phone's side menu, as chunks of their own: no page shows either
 * until a tap, and together they were about a tenth of every page's own first-load code (ADR 0059: the Hindi
 * catalog's runtime needed the room under the 140 kB budget). Their code is fetched once the page is idle after
 * hydrating, so a tap opens them without a wait, and the service worker keeps it for offline visits.
 */
const loadCartDrawer = () => import('./cart-drawer');
const loadMobileMenu = () => import('../header/mobile-menu');

export const CartDrawer = lazy(() => loadCartDrawer().then((module) => ({ default: module.CartDrawer })));
export const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

/** Fetches both panels' code when the browser is next idle (or after 2 s where it cannot say). */
export function usePanelsFetchedWhenIdle() {
  useEffect(() => {
    const fetchBoth = () => {
      void loadCartDrawer();
      void loadMobileMenu();
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(fetchBoth, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(fetchBoth, 2000);
    return () => clearTimeout(timer);
  }, []);
}
