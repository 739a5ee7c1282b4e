/**
 * The shop's pictures and their smaller copies (rule:fast-pages: no picture is served at more than twice the box it
 * is shown in). The seed draws each picture at its full size, an upload is shrunk to fit 1024 px; either way every
 * smaller copy is stored beside the picture as `<name>-w<width>.webp` (domain/uploads/webp-copies.ts, one pipeline for
 * both), and the pages offer all of them in a srcset for the browser to pick by its box and screen.
 * Browser-safe (ADR 0017): the seed, the upload and the pages (app/lib/images.ts) read these tables, so a page never
 * names a copy that was not stored. (An upload stored before uploads had copies is served whole at a copy's URL:
 * server/plugins/images.ts.)
 */
import { uploadedImageKeyOf } from './image-keys';

export type SeededImageKind = 'product' | 'category' | 'avatar' | 'banner-desktop' | 'banner-mobile';

export interface SeededImageSize {
  /** The file name's first part: `<prefix>-<emojis>-v<variant>-h<hue>.webp`. */
  prefix: string;
  width: number;
  height: number;
  /** The widths of the smaller copies, narrowest first. */
  smallerWidths: readonly number[];
}

/**
 * Why these widths (the boxes on a 412 px phone at 1.75 device pixels a CSS pixel, and on a laptop):
 * - product: thumbnails in the cart, checkout, orders and gallery are at most 80 px wide (160), cards at most
 *   about 300 px (400), the product page's picture up to 600 px (800);
 * - category: the carousel's round tiles are at most 128 px (200, and 400 on a sharp screen);
 * - avatar: 40 px in review cards, 48 px in testimonials (80, and 256 on a sharp screen);
 * - banner-desktop: from 640 px to 1216 px wide (800 for a tablet, 1600 for a laptop);
 * - banner-mobile: the phone's width less 32 px, 288-607 px (400; 700 for 380 px at 1.75x, Lighthouse's phone; 800).
 *
 * Chrome takes the narrowest file at least as dense as the screen, so a copy just over a common box times its
 * screen's density is what saves bytes.
 */
export const seededImageSizes: Record<SeededImageKind, SeededImageSize> = {
  product: { prefix: 'p', width: 800, height: 800, smallerWidths: [160, 400] },
  category: { prefix: 'cat', width: 400, height: 400, smallerWidths: [200] },
  avatar: { prefix: 'avatar', width: 256, height: 256, smallerWidths: [80] },
  'banner-desktop': { prefix: 'banner-d', width: 1600, height: 600, smallerWidths: [800] },
  'banner-mobile': { prefix: 'banner-m', width: 800, height: 1000, smallerWidths: [400, 700] },
};

/**
 * What an upload is shrunk to fit (rule:upload-rules), and its copies: an avatar or a thumbnail (40-96 px), a category
 * tile, a card. Whatever the upload turns out to show, one of them is within twice its box.
 */
export const uploadedImageSize = { width: 1024, smallerWidths: [80, 160, 400] } as const;

/** The smaller copy of a picture: '/uploads/catalog/x.webp', 400 → '/uploads/catalog/x-w400.webp'. */
export function imageCopyUrl(url: string, width: number): string {
  return url.replace(/\.webp$/, `-w${width}.webp`);
}

/** A picture's files in the store: its key, then each smaller copy's. */
export function pictureFileKeys(key: string, smallerWidths: readonly number[]): string[] {
  return [key, ...smallerWidths.map((width) => imageCopyUrl(key, width))];
}

const seededImageUrl = /^\/uploads\/catalog\/([a-z]+(?:-[dm])?)-[0-9a-f_-]+-v\d+-h\d+\.webp$/;

/** The kind of a seeded picture's URL, or null for anything else (an upload, another site, a copy). */
export function seededImageKindOf(url: string | undefined): SeededImageKind | null {
  const prefix = url ? seededImageUrl.exec(url)?.[1] : undefined;
  if (!prefix) return null;
  for (const [kind, size] of Object.entries(seededImageSizes) as [SeededImageKind, SeededImageSize][]) {
    if (size.prefix === prefix) return kind;
  }
  return null;
}

/** The width and copies of a picture of this shop (seeded or uploaded), or null for anything else. */
export function pictureSizeOf(url: string | undefined): { width: number; smallerWidths: readonly number[] } | null {
  const kind = seededImageKindOf(url);
  if (kind) return seededImageSizes[kind];
  return url && uploadedImageKeyOf(url) !== null ? uploadedImageSize : null;
}

/** Every file of a picture as a srcset ('x-w400.webp 400w, x.webp 800w'), or undefined when it has one size. */
export function pictureSrcSet(url: string | undefined): string | undefined {
  const size = pictureSizeOf(url);
  if (!size || !url) return undefined;
  return [...size.smallerWidths.map((w) => `${imageCopyUrl(url, w)} ${w}w`), `${url} ${size.width}w`].join(', ');
}

/** A picture's copy `width` px wide, or the picture itself when it has no such copy. */
export function pictureCopy(url: string | undefined, width: number): string | undefined {
  return url && pictureSizeOf(url)?.smallerWidths.includes(width) ? imageCopyUrl(url, width) : url;
}
