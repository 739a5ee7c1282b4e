/**
 * Sized images (rule:fast-pages): seeded product pictures come as an 800 px file with a
 * 400 px `-card.webp` beside it (db/seed/images.ts), so cards can offer both in a srcset.
 */
const seededProductImage = /^\/uploads\/catalog\/p-[^/]+-v\d+-h\d+\.webp$/;

/** srcset and sizes for a product picture, or nothing when the picture has a single size. */
export function productImageSizes(url: string | undefined, sizes: string): { srcSet?: string; sizes?: string } {
  if (!url || !seededProductImage.test(url)) return {};
  const card = url.replace(/\.webp$/, '-card.webp');
  return { srcSet: `${card} 400w, ${url} 800w`, sizes };
}

/** The small picture for places that never show more than 400 px (cards, thumbnails). */
export function productCardImage(url: string | undefined): string | undefined {
  if (!url || !seededProductImage.test(url)) return url;
  return url.replace(/\.webp$/, '-card.webp');
}
