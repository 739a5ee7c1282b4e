import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '../errors';
import { acceptedImageTypesText } from '../shared/limits';

/** rule:upload-rules: only these raster formats are accepted. */
const acceptedFormats = new Set(['png', 'jpeg', 'webp', 'gif']);
/** Profile pictures and review photos never need more than this; larger images are shrunk. */
export const maxImageSide = 1024;
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
 * the file system. Animated GIFs keep their first frame.
 *
 * Returns the public URL, under /uploads/<folder>/.
 */
export async function storeUploadedImage(
  target: { uploadsDir: string; folder: 'user' },
  bytes: Buffer,
): Promise<{ imageUrl: string }> {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', 'The uploaded file is empty.');
  const sniffed = sniffFormat(bytes);
  if (!sniffed) throw unsupported();

  let webp: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' });
    const metadata = await image.metadata();
    if (!metadata.format || !acceptedFormats.has(metadata.format) || metadata.format !== sniffed) throw unsupported();
    webp = await image
      .rotate()
      .resize({ width: maxImageSide, height: maxImageSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    // A valid signature followed by garbage, a truncated file, or a bitmap too large to decode.
    throw new AppError('BAD_REQUEST', 'This image could not be read. It may be damaged; please try another file.');
  }

  const name = `${randomBytes(16).toString('hex')}.webp`;
  const dir = path.join(target.uploadsDir, target.folder);
  await fs.mkdir(dir, { recursive: true });
  // 'wx': never overwrite an existing file, however unlikely a collision of 128 random bits is.
  await fs.writeFile(path.join(dir, name), webp, { flag: 'wx' });
  return { imageUrl: `/uploads/${target.folder}/${name}` };
}
