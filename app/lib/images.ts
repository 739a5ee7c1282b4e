/**
 * Sized images (rule:fast-pages): every picture of the shop, seeded or uploaded, comes with smaller copies beside it
 * (domain/shared/image-variants.ts), so a page offers them all in a srcset and the browser picks by its box.
 */
import { pictureCopy, pictureSrcSet } from '../../domain/shared/image-variants';

/** srcset and sizes for a picture, or nothing when the picture has a single size (one from another site). */
export function responsiveImage(url: string | undefined, sizes: string): { srcSet?: string; sizes?: string } {
  const srcSet = pictureSrcSet(url);
  return srcSet ? { srcSet, sizes } : {};
}

/** A picture's copy `width` px wide as the plain src (what a browser without srcset shows), else the picture. */
export const imageCopy = pictureCopy;

/** A product thumbnail of at most 80 px (cart, checkout, orders, the gallery's strip): src and srcset. */
export function productThumbnail(url: string | undefined): { src?: string; srcSet?: string; sizes?: string } {
  return { src: imageCopy(url, 160), ...responsiveImage(url, '80px') };
}
