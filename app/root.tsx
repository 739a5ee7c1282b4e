import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { getCart } from '../domain/cart/get-cart';
import { listCategories } from '../domain/catalog/list-categories';
import { findShopperPincode } from '../domain/delivery/find-shopper-pincode';
import { listSavedProductIds } from '../domain/wishlist/list-saved-product-ids';
import type { Route } from './+types/root';
import { intlLocale, localeOfPath } from './i18n/locales';
import { ShopI18nProvider, translator, useLocaleData } from './i18n/shop-i18n';
import './app.css';
import { CartMergeNoticeSlot } from './components/shop/cart-merge-notice-slot';
import { ChatButton } from './components/shop/chat-button';
import { NotFoundPage } from './components/shop/not-found-page';
import { OfflineSupport } from './components/shop/offline-support';
import { SiteFooter } from './components/shop/site-footer';
import { SiteHeader } from './components/shop/site-header';
import { Toasts } from './components/shop/toasts';
import { pinFromCookies } from './lib/delivery-check';
import { useOnline } from './lib/online-status';
import { drawsOwnFrame } from './lib/page-frame';
import type { RootData } from './lib/root-data';

/**
 * What every page needs: who is signed in (from the server, rule:httponly-session), the cart for the
 * header badge (the shopper's, or a guest's, ADR 0054), real categories for the footer (rule:site-footer), and the public shop settings
 * (rule:free-shipping: one free-shipping threshold; rule:configurable-links: chat number and app listing;
 * rule:quantity-limits: where the quantity steppers stop), and the PIN the cart drawer shows the delivery line for
 * (rule:delivery-promise: the one last checked, else the newest order's).
 */
export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const { db, settings, user, cartOwner } = context.shop;
  const [cart, { categories }, deliveryPin, savedItems] = await Promise.all([
    cartOwner ? getCart(db, cartOwner, settings) : null,
    listCategories(db),
    findShopperPincode(db, pinFromCookies(request.headers.get('cookie')), user?.id ?? null),
    user ? listSavedProductIds(db, user.id) : [],
  ]);
  return {
    user,
    cart,
    deliveryPin,
    savedItems,
    categories: categories.map((c) => ({ _id: c._id, name: c.name })),
    settings: {
      freeShippingThreshold: settings.freeShippingThreshold,
      flatShippingFee: settings.flatShippingFee,
      chatNumber: settings.chatNumber,
      appStoreUrl: settings.appStoreUrl,
      publicUrl: settings.publicUrl,
      maxUnitsPerProduct: settings.maxUnitsPerProduct,
    },
    cspNonce: context.shop.cspNonce,
    renderedAt: Date.now(),
  };
}

// The web app manifest (public/manifest.webmanifest, issue 15) lets a shopper add the shop to the home screen. The
// favicon is a PNG: Chromium draws an SVG one in the page's main thread, a long task on a slow phone (ADR 0046).
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/icons/favicon-48.png', type: 'image/png', sizes: '48x48' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon-180.png' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const nonce = root?.cspNonce;
  const lang = intlLocale[localeOfPath(useLocation().pathname)];
  // The page has hydrated (effects run once the tree has committed): the marker tells end-to-end specs, and nothing
  // else, that its controls now answer.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-gray-50 font-sans text-gray-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The shop's frame around a page: header, footer and chat button. A page whose route draws its own frame (the back
 * office) or none (its printed documents) gets only what every page runs: offline support and the toaster. All of it
 * speaks the language of the page (app/i18n).
 */
function Shell({ children, ownFrame = false }: { children: React.ReactNode; ownFrame?: boolean }) {
  return (
    <ShopI18nProvider data={useLocaleData()}>
      {ownFrame ? (
        children
      ) : (
        <>
          <SiteHeader />
          <main id="main" className="min-h-[60vh] pt-16">
            <CartMergeNoticeSlot />
            {children}
          </main>
          <SiteFooter />
          <ChatButton />
        </>
      )}
      <OfflineSupport />
      <Toasts />
    </ShopI18nProvider>
  );
}

export default function App() {
  // A handle on the matched routes chooses the frame (app/lib/page-frame.ts), so no path is matched by hand.
  const ownFrame = drawsOwnFrame(useMatches());
  return (
    <Shell ownFrame={ownFrame}>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<typeof loader>('root');
  // The page's catalog: the language route's loader has no database to fail, so it is there when the root's failed.
  const localeData = useLocaleData();
  const t = translator(localeData);
  const online = useOnline();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // Offline (issue 15), a move to a page this browser never kept: say so, not "something went wrong".
  const [title, text, again] = online
    ? [t('pages.error.title'), t('pages.error.text'), t('pages.error.retry')]
    : [t('offline.title'), t('offline.pageText'), t('offline.tryAgain')];
  const body = notFound ? (
    <NotFoundPage />
  ) : (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-gray-600">{text}</p>
      <a
        href=""
        className="mt-6 inline-block rounded-lg bg-indigo-600 px-5 py-2.5 font-semibold text-white hover:bg-indigo-700"
      >
        {again}
      </a>
    </div>
  );
  // Without the root data (the root loader itself failed) the shell cannot render; show the message alone. An error
  // that reaches the root shows in the shop's frame: the back office's layout catches its pages' own errors.
  return root ? (
    <Shell>{body}</Shell>
  ) : (
    <ShopI18nProvider data={localeData}>
      <main>{body}</main>
    </ShopI18nProvider>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: 'Shop: clothes, electronics, groceries and daily essentials' },
  {
    name: 'description',
    content: 'Your premier destination for quality products at unbeatable prices. Cash on delivery across India.',
  },
];
