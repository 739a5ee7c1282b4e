/**
 * Limits a shopper can meet, shared by the API's schemas (which enforce them) and the storefront
 * (which stops its steppers and pickers at them and says why before sending). Browser-safe: no
 * zod, no database (ADR 0017).
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
