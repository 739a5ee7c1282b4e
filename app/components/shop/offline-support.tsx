import { useEffect, useRef } from 'react';
import { createPath, useLocation, useNavigation, useRouteLoaderData } from 'react-router';
import { useT } from '../../i18n/shop-i18n';
import { keepCart } from '../../lib/last-known-cart';
import { useOnline } from '../../lib/online-status';
import type { RootData } from '../../lib/root-data';
import {
  forgetPagesOfOtherShoppers,
  isNewBuildWaiting,
  keepPageAfterMove,
  startServiceWorker,
} from '../../lib/service-worker';

let workerStarted = false;

/**
 * Offline use of the shop (ADR 0040), wired once into the shell: starts the service worker, keeps one shopper's pages
 * and cart from the next, keeps the last known cart, keeps pages opened by moves inside the app, moves a page onto a
 * new build at its next move, and shows a banner while the browser is offline.
 */
export function OfflineSupport() {
  const t = useT();
  // The page's own data, not useRootData's newest cart: the cart kept is always one the server just showed.
  const root = useRouteLoaderData('root') as RootData | undefined;
  const userId = root?.user?.id ?? null;
  const cart = root?.cart ?? null;
  const renderedAt = root?.renderedAt ?? 0;
  const online = useOnline();
  const location = useLocation();
  const navigation = useNavigation();
  const firstLocationKey = useRef(location.key);

  useEffect(() => {
    if (workerStarted) return;
    workerStarted = true;
    startServiceWorker();
  }, []);

  useEffect(() => {
    void forgetPagesOfOtherShoppers(userId);
  }, [userId]);

  useEffect(() => {
    if (userId && cart) keepCart(userId, cart, renderedAt);
  }, [userId, cart, renderedAt]);

  useEffect(() => {
    if (location.key !== firstLocationKey.current) keepPageAfterMove();
  }, [location.key]);

  // A new build took over while this page ran older JavaScript: the move the shopper just started is the safe moment
  // (nothing typed on this page is lost), so it loads the new build's page whole instead.
  useEffect(() => {
    if (navigation.state === 'loading' && isNewBuildWaiting()) window.location.assign(createPath(navigation.location));
  }, [navigation.state, navigation.location]);

  if (online) return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="fixed inset-x-0 bottom-0 z-50 bg-gray-900 px-4 py-3 text-center text-sm font-medium text-white"
    >
      {t('offline.banner')}
    </div>
  );
}
