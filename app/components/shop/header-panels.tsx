import { lazy, useEffect, type ComponentType } from 'react';
import { useT } from '../../i18n/shop-i18n';
import { toast } from '../../lib/toast';

/**
 * The header's two panels, the cart drawer and the phone's side menu, as chunks of their own: no page shows either
 * until a tap, and together they were about a tenth of every page's own first-load code (ADR 0059: the Hindi
 * catalog's runtime needed the room under the 140 kB budget). Their code is fetched once the page is idle after
 * hydrating, so a tap opens them without a wait, and the service worker keeps it for offline visits.
 */
const loadCartDrawer = () => import('./cart-drawer');
const loadMobileMenu = () => import('../header/mobile-menu');

/**
 * What a panel shows when its code could not be fetched (offline before it ever was): it closes at once and says
 * why, rather than leave the page broken. The browser keeps a failed module for the page's life, so the shopper is
 * told to reload once online.
 */
function PanelUnavailable({ onClose }: { onClose: () => void }) {
  const t = useT();
  useEffect(() => {
    toast.error(t('shell.panelUnavailable'));
    onClose();
  }, [t, onClose]);
  return null;
}

function panel<Props extends { onClose: () => void }>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: PanelUnavailable as ComponentType<Props> }),
    ),
  );
}

export const CartDrawer = panel(() => loadCartDrawer().then((module) => module.CartDrawer));
export const MobileMenu = panel(() => loadMobileMenu().then((module) => module.MobileMenu));

/**
 * Fetches both panels' code when the browser is next idle (or after 2 s where it cannot say); offline, once the
 * network is back (a fetch that fails offline would fail the panel for the page's life).
 */
export function usePanelsFetchedWhenIdle() {
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fetchBoth = () => {
      // Errors are the panel's to show when it is opened (unavailable above); nothing to say before.
      void loadCartDrawer().catch(() => undefined);
      void loadMobileMenu().catch(() => undefined);
    };
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(fetchBoth, { timeout: 2000 });
      else timer = setTimeout(fetchBoth, 2000);
    };
    if (navigator.onLine) whenIdle();
    else window.addEventListener('online', whenIdle, { once: true });
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
      window.removeEventListener('online', whenIdle);
    };
  }, []);
}
