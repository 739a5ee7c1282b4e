/**
 * The seeded pictures' sizes and their smaller copies (rule:fast-pages: no picture is served at more than twice the
 * box it is shown in). The seed draws each picture at its full size and stores every smaller copy beside it as
 * `<name>-w<width>.webp`; the pages offer all of them in a srcset and let the browser pick by its box and screen.
 * Browser-safe (ADR 0017): the seed (db/seed/images.ts) and the pages (app/lib/images.ts) read this one table, so a
 * page never names a copy the seed did not store.
 */
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
 * - banner-mobile: the phone's width less 32 px, 288-607 px (400, 600, 800).
 */
export const seededImageSizes: Record<SeededImageKind, SeededImageSize> = {
  product: { prefix: 'p', width: 800, height: 800, smallerWidths: [160, 400] },
  category: { prefix: 'cat', width: 400, height: 400, smallerWidths: [200] },
  avatar: { prefix: 'avatar', width: 256, height: 256, smallerWidths: [80] },
  'banner-desktop': { prefix: 'banner-d', width: 1600, height: 600, smallerWidths: [800] },
  'banner-mobile': { prefix: 'banner-m', width: 800, height: 1000, smallerWidths: [400, 600] },
};

/** The smaller copy of a picture: '/uploads/catalog/x.webp', 400 → '/uploads/catalog/x-w400.webp'. */
export function imageCopyUrl(url: string, width: number): string {
  return url.replace(/\.webp$/, `-w${width}.webp`);
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

/** Every file of a seeded picture as a srcset ('x-w400.webp 400w, x.webp 800w'), or undefined when it has one size. */
export function seededImageSrcSet(url: string | undefined): string | undefined {
  const kind = seededImageKindOf(url);
  if (!kind || !url) return undefined;
  const { width, smallerWidths } = seededImageSizes[kind];
  return [...smallerWidths.map((w) => `${imageCopyUrl(url, w)} ${w}w`), `${url} ${width}w`].join(', ');
}
