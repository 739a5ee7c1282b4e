import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { ShopSettings } from '../../domain/shared/ports';
import type { PublicUser } from '../../domain/views/accounts';
import type { Cart } from '../../domain/views/cart';
import type { Category } from '../../domain/views/catalog';
import type { SavedProductRef } from '../../domain/views/wishlist';
import { useNewestCart } from './last-known-cart';

/**
 * What the root loader (app/root.tsx) gives every page: who is signed in, the cart for the
 * header, the footer's categories and the public shop settings. Written here from the domain's
 * views rather than inferred from the loader, so components can read it without importing the
 * root route (which imports them).
 */
export interface RootData {
  user: PublicUser | null;
  cart: Cart | null;
  /** The PIN the cart drawer's delivery line is for: the last one checked, else the newest order's (or none). */
  deliveryPin: string | null;
  /**
   * The signed-in shopper's Saved for later, product by product, for the hearts on product cards and pages (empty for
   * a guest). Optional only so that a page without the root's data (a component test) draws every heart unpressed.
   */
  savedItems?: SavedProductRef[];
  categories: Pick<Category, '_id' | 'name'>[];
  settings: Pick<
    ShopSettings,
    'freeShippingThreshold' | 'flatShippingFee' | 'chatNumber' | 'appStoreUrl' | 'publicUrl' | 'maxUnitsPerProduct'
  >;
  cspNonce: string;
  /** When the server answered (epoch ms): which of two carts is newer (app/lib/last-known-cart.ts). */
  renderedAt: number;
}

/**
 * The root loader's data (user, cart, categories, settings) from any component under the shell. The cart is the
 * newest this browser has seen of this shopper's: the page's own, unless the page is an offline copy older than the
 * last cart the server showed (app/lib/last-known-cart.ts).
 */
export function useRootData(): RootData {
  const found = useRouteLoaderData('root') as RootData | undefined;
  if (!found) throw new Error('useRootData used outside the root route');
  const cart = useNewestCart(found.user?.id ?? null, found.cart, found.renderedAt);
  return useMemo(() => (cart === found.cart ? found : { ...found, cart }), [found, cart]);
}
