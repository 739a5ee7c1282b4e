/**
 * Alerts a shopper asks for (ADR 0056), browser-safe: the kinds, where an alert came from, and the rules the
 * storefront shows.
 */

/** Back in stock, or a price drop on a saved product. */
export const alertKinds = ['back_in_stock', 'price_drop'] as const;
export type AlertKind = (typeof alertKinds)[number];

/** 'notify': Notify me when available (one mail, then done); 'saved': the product is in Saved for later. */
export const alertSources = ['notify', 'saved'] as const;
export type AlertSource = (typeof alertSources)[number];

/** A saved product's price-drop mail goes out when its sale price falls at least this far below the price when saved. */
export const defaultPriceDropPercent = 10;

/** The same product is mailed about at most once in this long, per shopper. */
export const alertMinGapMs = 24 * 60 * 60 * 1000;

/** A mail lists at most this many products; more wait for the next sweep. */
export const maxProductsPerAlertMail = 20;
