/**
 * The shop settings the storefront needs (rule:free-shipping: one free-shipping threshold and flat fee,
 * used by every text that mentions shipping; rule:configurable-links: chat number and app-store listing
 * are configuration; rule:quantity-limits: the units of one product an order may take, where the
 * quantity steppers stop). Amounts are rupees, as everywhere in the API.
 */
import type { ShopSettings } from '../shared/ports';
import type { PublicSettings } from '../views/content';

export function getPublicSettings(settings: ShopSettings): PublicSettings {
  return {
    freeShippingThreshold: settings.freeShippingThreshold,
    flatShippingFee: settings.flatShippingFee,
    chatNumber: settings.chatNumber,
    appStoreUrl: settings.appStoreUrl,
    maxUnitsPerProduct: settings.maxUnitsPerProduct,
    currency: 'INR',
  };
}
