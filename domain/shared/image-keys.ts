/**
 * Image URLs and storage keys (ADR 0025). Every image the shop serves is `/uploads/<key>`; a key is
 * folders and a file name of letters, digits, `_` and `-`, then one extension, so it can never
 * climb out of the store (`..`, `//`, `\` and the like are not keys). Browser-safe (ADR 0017).
 */
export const uploadsUrlPrefix = '/uploads/';

const keyShape = /^[\w-]+(\/[\w-]+)*\.(webp|png|jpe?g|gif)$/;

/** A file uploaded through the shop: `user/` and 32 hex digits, always re-encoded as WebP (rule:upload-rules). */
const uploadedKeyShape = /^user\/[0-9a-f]{32}\.webp$/;

export function isImageKey(key: string): boolean {
  return key.length <= 300 && keyShape.test(key);
}

/** The key of an image URL of this shop, or null for anything else (another site, a traversal, a folder). */
export function imageKeyOf(url: string): string | null {
  if (!url.startsWith(uploadsUrlPrefix)) return null;
  const key = url.slice(uploadsUrlPrefix.length);
  return isImageKey(key) ? key : null;
}

/** Whether a store key is one of an image uploaded through the shop (not a seeded picture, not a copy). */
export function isUploadedImageKey(key: string): boolean {
  return uploadedKeyShape.test(key);
}

/** The key of an image a shopper uploaded (not a seeded picture), or null. */
export function uploadedImageKeyOf(url: string): string | null {
  const key = imageKeyOf(url);
  return key && isUploadedImageKey(key) ? key : null;
}

export const imageUrlOf = (key: string) => `${uploadsUrlPrefix}${key}`;
