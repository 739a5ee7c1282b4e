import type { Sharp, WebpOptions } from 'sharp';
import { imageCopyUrl } from '../shared/image-variants';

export interface WebpCopy {
  /** The store key of the copy: the picture's key with `-w<width>` before `.webp`. */
  key: string;
  width: number;
  bytes: Buffer;
}

/**
 * The smaller copies of a picture, as WebP, for the srcsets of the pages (rule:fast-pages; the widths are in
 * domain/shared/image-variants.ts). One pipeline for the seed's drawn pictures and for uploads, so a copy is made the
 * same way wherever the picture came from: each is `picture` scaled to `width` with its shape kept, never enlarged
 * (a copy of a narrower upload is the picture's own width).
 *
 * `picture` is a sharp pipeline of the whole picture, without a resize of its own; it is cloned for each copy.
 */
export async function webpCopies(
  picture: Sharp,
  pictureKey: string,
  widths: readonly number[],
  webp: WebpOptions,
): Promise<WebpCopy[]> {
  return Promise.all(
    widths.map(async (width) => ({
      key: imageCopyUrl(pictureKey, width),
      width,
      bytes: await picture.clone().resize({ width, withoutEnlargement: true }).webp(webp).toBuffer(),
    })),
  );
}
