/**
 * Sized images (rule:fast-pages): a seeded picture comes with smaller copies beside it
 * (domain/shared/image-variants.ts, drawn by db/seed/images.ts), so a page can offer them all in a srcset.
 * An uploaded picture has one size and keeps its plain src.
 */
import {
  imageCopyUrl,
  seededImageKindOf,
  seededImageSizes,
  seededImageSrcSet,
} from '../../domain/shared/image-variants';

/** srcset and sizes for a picture, or nothing when the picture has a single size. */
export function responsiveImage(url: string | undefined, sizes: string): { srcSet?: string; sizes?: string } {
  const srcSet = seededImageSrcSet(url);
  return srcSet ? { srcSet, sizes } : {};
}

/**
 * A seeded picture's copy `width` px wide as the plain src (what a browser without srcset shows), or the picture
 * itself when it has no such copy.
 */
export function imageCopy(url: string | undefined, width: number): string | undefined {
  const kind = seededImageKindOf(url);
  return url && kind && seededImageSizes[kind].smallerWidths.includes(width) ? imageCopyUrl(url, width) : url;
}

/** A product thumbnail of at most 80 px (cart, checkout, orders, the gallery's strip): src and srcset. */
export function productThumbnail(url: string | undefined): { src?: string; srcSet?: string; sizes?: string } {
  return { src: imageCopy(url, 160), ...responsiveImage(url, '80px') };
}
