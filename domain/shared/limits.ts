/**
 * Limits a shopper or a staff member can meet, shared by the API's schemas (which enforce them) and the
 * storefront and back office (which stop their steppers, pickers and fields at them and say why before
 * sending). Browser-safe: no zod, no database (ADR 0017).
 */

/** A cart or order line holds 1 to 99 units (rule:quantity-limits). */
export const maxLineQuantity = 99;

/**
 * A cart holds at most this many different lines, and an order as many as a full cart, so a full
 * cart always checks out in one order and every cart read stays bounded (rule:bounded-waits).
 */
export const maxCartLines = 50;

/** Uploaded pictures: at most 5 MB (rule:upload-rules). */
export const maxUploadBytes = 5 * 1024 * 1024;
/** The upload limit as shoppers read it. */
export const uploadLimitText = `${maxUploadBytes / (1024 * 1024)} MB`;

/** The picture types the upload endpoint accepts (it reads the real type from the bytes and stores WebP). */
export const acceptedImageTypes: readonly string[] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** The accepted types as shoppers read them. */
export const acceptedImageTypesText = 'PNG, JPEG, WebP or GIF';

/** Search and suggestion terms longer than these are not searches a shopper types. */
export const maxSearchLength = 200;
export const maxSuggestionLength = 100;

/** A product CSV import (rule:admin-csv): the file's size and its product rows, so one import stays one transaction. */
export const maxProductImportBytes = 10 * 1024 * 1024;
export const maxProductImportRows = 20_000;
export const productImportLimitText = `${maxProductImportBytes / (1024 * 1024)} MB`;

// The back office: the lengths and bounds its forms stop at, and the request schemas (domain/schemas/admin-*.ts)
// enforce with the same numbers.

/** A staff member's note or reason: an order move, a confirmation call, a failed delivery, an account change, a remittance. */
export const maxStaffNoteLength = 500;
/** The search boxes of the back office's lists (orders, customers, stock). */
export const maxAdminSearchLength = 100;
/** A courier's name, wherever staff type or choose it. */
export const maxCourierNameLength = 60;
/** A courier's tracking number (letters, digits and dashes). */
export const maxTrackingNumberLength = 40;
/** A courier's tracking link template. */
export const maxTrackingUrlLength = 300;
/** The note of a stock adjustment (what happened: a supplier invoice, a breakage, a count sheet). */
export const maxStockNoteLength = 300;
/** The reference of a courier's remittance (a UTR or a statement number). */
export const maxRemittanceReferenceLength = 80;
/** The most delivered orders one remittance covers. */
export const maxRemittanceOrders = 500;
/** The RTO report's window of shipping dates, in days. */
export const maxRtoDays = 365;

/** The product form (rule:admin-catalog): its texts' lengths, a value of an option list, and the price in rupees. */
export const maxProductTitleLength = 200;
/** A brand, in the product form and the list's brand filter. */
export const maxProductBrandLength = 80;
export const maxProductMaterialLength = 80;
export const maxProductDescriptionLength = 500;
export const maxProductFullDescriptionLength = 10_000;
/** One value of a size, colour, storage, RAM or weight list. */
export const maxProductOptionLength = 40;
/** An HSN code has 4, 6 or 8 digits (rule:gst-invoice). */
export const maxHsnCodeLength = 8;
/** The highest price, in rupees, before discount; the product list's price filters stop there too. */
export const maxProductPrice = 10_000_000;

/** A guest's cart lives this long after its last use (ADR 0054): its cookie's age, and when the server prunes it. */
export const guestCartLifetimeMs = 30 * 24 * 60 * 60 * 1000;
