/**
 * Catalog rules the browser needs too (ADR 0017: browser-safe, no imports from db/ or node:).
 */

/**
 * What a shopper reads on the page of a product staff hid, or whose category they hid (rule:hidden-catalog); the
 * page answers 404, so search engines drop it, and the API's 404 says the same.
 */
export const productUnavailableMessage = 'This product is no longer available.';
