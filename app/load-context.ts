/**
 * What the server hands every loader (server/storefront.ts builds it per request).
 * Loaders call the domain directly with `db` (ADR 0012); they never call
 * the REST API over HTTP. Types only: this file is safe to import anywhere.
 */
import type { Database } from '../db/client';
import type { CartOwner } from '../domain/cart/cart-owner';
import type { PublicUser } from '../domain/views/accounts';
import type { ShopSettings } from '../domain/shared/ports';

export interface ShopLoadContext {
  db: Database;
  settings: ShopSettings;
  /** The signed-in shopper from the session cookie (rule:httponly-session), or null for a guest. */
  user: PublicUser | null;
  /** Whose cart the header shows: the shopper's, else the guest's live cart (ADR 0054), else none. */
  cartOwner: CartOwner | null;
  /** Per-response nonce that lets our own inline scripts pass the page's CSP. */
  cspNonce: string;
}

declare module 'react-router' {
  interface AppLoadContext {
    shop: ShopLoadContext;
  }
}
