import { useRouteLoaderData } from 'react-router';
import type { ShopSettings } from '../../domain/shared/ports';
import type { PublicUser } from '../../domain/views/accounts';
import type { Cart } from '../../domain/views/cart';
import type { Category } from '../../domain/views/catalog';

/**
 * What the root loader (app/root.tsx) gives every page: who is signed in, the cart for the
 * header, the footer's categories and the public shop settings. Written here from the domain's
 * views rather than inferred from the loader, so components can read it without importing the
 * root route (which imports them).
 */
export interface RootData {
  user: PublicUser | null;
  cart: Cart | null;
  categories: Pick<Category, '_id' | 'name'>[];
  settings: Pick<
    ShopSettings,
    'freeShippingThreshold' | 'flatShippingFee' | 'chatNumber' | 'appStoreUrl' | 'publicUrl' | 'maxUnitsPerProduct'
  >;
  cspNonce: string;
}

/** The root loader's data (user, cart, categories, settings) from any component under the shell. */
export function useRootData(): RootData {
  const found = useRouteLoaderData('root') as RootData | undefined;
  if (!found) throw new Error('useRootData used outside the root route');
  return found;
}
