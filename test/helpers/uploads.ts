/** Uploads a small real picture through POST /api/upload/uploadImage and returns its URL. */
import sharp from 'sharp';
import type { App } from '../../server/types';
import { multipartBody } from '../upload/multipart';

export async function pngOf(width = 8, height = 8, background = { r: 30, g: 120, b: 200 }) {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** Anonymous without headers (as sign-up uploads), the headers' account's own with them. */
export async function uploadTestImage(app: App, headers: Record<string, string> = {}): Promise<string> {
  const { payload, headers: multipart } = multipartBody([{ content: await pngOf() }]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/upload/uploadImage',
    payload,
    headers: { ...multipart, ...headers },
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json().data.imageUrl as string;
}
