import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import type { Database } from '../../db/client';
import { uploads } from '../../db/schema/index';
import { AppError } from '../errors';
import { imageUrlOf } from '../shared/image-keys';
import { uploadedImageSize } from '../shared/image-variants';
import { acceptedImageTypesText } from '../shared/limits';
import type { ImageStore } from '../shared/ports';
import { reserveUploadQuota, type UploadQuota } from './reserve-upload-quota';
import { webpCopies } from './webp-copies';

/** rule:upload-rules: only these raster formats are accepted. */
const acceptedFormats = new Set(['png', 'jpeg', 'webp', 'gif']);
/** No picture of the shop is shown larger than this; larger images are shrunk. */
export const maxImageSide = uploadedImageSize.width;
const webpOptions = { quality: 82 } as const;
/** Refuse decompression bombs: a small file that would decode to a huge bitmap. 40 megapixels is more than any phone camera. */
const maxInputPixels = 40_000_000;

const unsupported = () => new AppError('UNSUPPORTED_MEDIA_TYPE', `Please upload a ${acceptedImageTypesText} image.`);

/**
 * The file's real type from its first bytes, whatever its name or declared type
 * say. Only a known raster signature goes on to the decoder, so SVG, HTML and
 * text never reach an image parser at all.
 */
function sniffFormat(bytes: Buffer): string | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/**
 * Stores an uploaded image (rule:account-api upload/uploadImage; rule:upload-rules).
 * The type comes from the content: the signature and the decoder must agree on
 * PNG, JPEG, WebP or GIF. The image is decoded and re-encoded as WebP (turned
 * upright by its EXIF orientation, shrunk to fit 1024x1024, never enlarged,
 * metadata such as GPS position dropped), so what we serve is always a clean
 * bitmap we produced. The name is random, so the client's filename never touches
 * the store. Animated GIFs keep their first frame.
 *
 * The WebP counts against the uploader's daily quota (rule:upload-quotas), is recorded in
 * `uploads` (size, account or null, client address) and stays quarantined until a profile
 * picture or a review references it (rule:upload-quarantine). Returns the public URL, under
 * /uploads/user/.
 */
export async function storeUploadedImage(
  db: Database,
  images: ImageStore,
  uploader: { userId: string | null; clientAddress: string; quota: UploadQuota },
  bytes: Buffer,
): Promise<{ imageUrl: string }> {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', 'The uploaded file is empty.');
  const sniffed = sniffFormat(bytes);
  if (!sniffed) throw unsupported();

  // The upright, shrunk pixels, decoded once: the WebP and its copies are all encoded from them, as the seed's are.
  let picture: Sharp;
  try {
    const image = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' });
    const metadata = await image.metadata();
    if (!metadata.format || !acceptedFormats.has(metadata.format) || metadata.format !== sniffed) throw unsupported();
    const { data, info } = await image
      .rotate()
      .resize({ width: maxImageSide, height: maxImageSide, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    picture = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  } catch (err) {
    if (err instanceof AppError) throw err;
    // A valid signature followed by garbage, a truncated file, or a bitmap too large to decode.
    throw new AppError('BAD_REQUEST', 'This image could not be read. It may be damaged; please try another file.');
  }

  const key = `user/${randomBytes(16).toString('hex')}.webp`;
  const webp = await picture.clone().webp(webpOptions).toBuffer();
  // The smaller copies the pages offer in their srcsets (rule:fast-pages), made as the seed makes its own.
  const copies = await webpCopies(picture, key, uploadedImageSize.smallerWidths, webpOptions);
  // What is kept is what counts: the WebP and its copies, not the file sent.
  const sizeBytes = copies.reduce((sum, copy) => sum + copy.bytes.length, webp.length);
  await reserveUploadQuota(db, uploader, uploader.quota, sizeBytes);
  // The record first: the sweep finds every upload through it, so bytes are never left without one
  // (unless the process dies between the writes below).
  await db.insert(uploads).values({ key, sizeBytes, userId: uploader.userId, clientAddress: uploader.clientAddress });
  try {
    // A stored key is never overwritten, however unlikely a collision of 128 random bits is. The picture last: its
    // copies are in place before anything can name it.
    for (const copy of copies) {
      if (!(await images.put(copy.key, copy.bytes, 'image/webp'))) throw new Error(`upload key ${copy.key} exists`);
    }
    if (!(await images.put(key, webp, 'image/webp'))) throw new Error(`upload key ${key} exists`);
  } catch (err) {
    await images.remove(copies.map((copy) => copy.key));
    await db.delete(uploads).where(eq(uploads.key, key));
    throw err;
  }
  return { imageUrl: imageUrlOf(key) };
}
