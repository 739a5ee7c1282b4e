/**
 * POST /api/upload/uploadImage (rule:account-api; rule:upload-rules: at most
 * 5 MB, type from the content, re-encoded with sharp, generated name, never served
 * as HTML or SVG, a traversal filename changes nothing).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../helpers/app';
import { registerTestUser } from '../helpers/users';
import { multipartBody, type FilePart } from './multipart';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const upload = (files: FilePart[], extraHeaders: Record<string, string> = {}) => {
  const { payload, headers } = multipartBody(files);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/upload/uploadImage',
    payload,
    headers: { ...headers, ...extraHeaders },
  });
};

/** Every file the uploads directory holds, relative to it. */
function storedFiles(): string[] {
  const root = ctx.app.uploadsDir;
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(path.relative(root, full));
    }
  };
  walk(root);
  return out.sort();
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });

async function fetchStored(imageUrl: string) {
  const response = await ctx.app.inject({ method: 'GET', url: imageUrl });
  expect(response.statusCode).toBe(200);
  return { response, meta: await sharp(response.rawPayload).metadata() };
}

describe('accepted images', () => {
  it.each([
    ['PNG', 'png', () => solid(64, 48).png().toBuffer()],
    ['JPEG', 'jpeg', () => solid(64, 48).jpeg().toBuffer()],
    ['GIF', 'gif', () => solid(64, 48).gif().toBuffer()],
    ['WebP', 'webp', () => solid(64, 48).webp().toBuffer()],
  ])('stores a %s as WebP under /uploads/user/ and serves it with long caching', async (_label, _format, make) => {
    const response = await upload([{ content: await make(), filename: 'my photo.img', contentType: 'image/whatever' }]);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Image uploaded successfully' });
    expect(body.data.imageUrl).toMatch(/^\/uploads\/user\/[0-9a-f]{32}\.webp$/);

    const { response: served, meta } = await fetchStored(body.data.imageUrl);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(served.headers['cache-control']).toMatch(/immutable/);
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([64, 48]);
  });

  it('needs no account (sign-up uploads a picture before the account exists), and works signed in too', async () => {
    const user = await registerTestUser(ctx.app);
    const response = await upload([{ content: await solid(10, 10).png().toBuffer() }], user.headers);
    expect(response.statusCode).toBe(201);
  });

  it('shrinks a large image to fit 1024x1024, keeping its proportions, and never enlarges a small one', async () => {
    const big = await upload([{ content: await solid(3000, 1500).jpeg().toBuffer() }]);
    expect(big.statusCode).toBe(201);
    const { meta } = await fetchStored(big.json().data.imageUrl);
    expect([meta.width, meta.height]).toEqual([1024, 512]);

    const small = await upload([{ content: await solid(20, 30).png().toBuffer() }]);
    const { meta: smallMeta } = await fetchStored(small.json().data.imageUrl);
    expect([smallMeta.width, smallMeta.height]).toEqual([20, 30]);
  });

  it('stores 80, 160 and 400 px copies beside it for srcsets, shape kept, never enlarged (rule:fast-pages)', async () => {
    const big = (await upload([{ content: await solid(3000, 1500).jpeg().toBuffer() }])).json().data.imageUrl as string;
    const copy = (url: string, width: number) => url.replace(/\.webp$/, `-w${width}.webp`);
    expect((await fetchStored(copy(big, 80))).meta).toMatchObject({ format: 'webp', width: 80, height: 40 });
    expect((await fetchStored(copy(big, 160))).meta).toMatchObject({ format: 'webp', width: 160, height: 80 });
    expect((await fetchStored(copy(big, 400))).meta).toMatchObject({ format: 'webp', width: 400, height: 200 });

    const small = (await upload([{ content: await solid(120, 90).png().toBuffer() }])).json().data.imageUrl as string;
    expect((await fetchStored(copy(small, 80))).meta).toMatchObject({ width: 80, height: 60 });
    expect((await fetchStored(copy(small, 160))).meta).toMatchObject({ width: 120, height: 90 });
    expect((await fetchStored(copy(small, 400))).meta).toMatchObject({ width: 120, height: 90 });
  });

  it('turns a photo upright by its EXIF orientation and drops its metadata', async () => {
    // 80x40 stored pixels with orientation 6 (rotate 90°): shown upright it is 40x80.
    const photo = await solid(80, 40)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-owner', Artist: 'gps-leak' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const response = await upload([{ content: photo, contentType: 'image/jpeg' }]);
    expect(response.statusCode).toBe(201);
    const { response: served, meta } = await fetchStored(response.json().data.imageUrl);
    expect([meta.width, meta.height]).toEqual([40, 80]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
  });

  it('ignores a traversal filename: the file lands under a generated name in uploads/user only', async () => {
    const before = storedFiles();
    const response = await upload([{ content: await solid(8, 8).png().toBuffer(), filename: '../../etc/passwd' }]);
    expect(response.statusCode).toBe(201);
    const after = storedFiles();
    const added = after.filter((f) => !before.includes(f));
    const name = path.basename(response.json().data.imageUrl, '.webp');
    // The picture and its smaller copies (rule:fast-pages), all under generated names.
    expect(added).toEqual(
      [`${name}-w160.webp`, `${name}-w400.webp`, `${name}-w80.webp`, `${name}.webp`].map((f) => path.join('user', f)),
    );
    expect(fs.existsSync(path.resolve(ctx.app.uploadsDir, '../../etc/passwd'))).toBe(false);
    expect(after.some((f) => f.includes('passwd'))).toBe(false);
  });

  it('gives every upload its own name', async () => {
    const content = await solid(8, 8).png().toBuffer();
    const a = (await upload([{ content }])).json().data.imageUrl;
    const b = (await upload([{ content }])).json().data.imageUrl;
    expect(a).not.toBe(b);
  });
});

describe('refused uploads', () => {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
  );
  const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

  it.each([
    ['an SVG (even when it claims to be a PNG)', svg, 'image/png', 'evil.png'],
    ['an SVG declared as SVG', svg, 'image/svg+xml', 'logo.svg'],
    ['an HTML page', html, 'text/html', 'page.html'],
    ['plain text', Buffer.from('just some words, not a picture'), 'text/plain', 'notes.txt'],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'), 'application/pdf', 'doc.pdf'],
  ])('refuses %s with 415 and stores nothing', async (_label, content, contentType, filename) => {
    const before = storedFiles();
    const response = await upload([{ content, contentType, filename }]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Please upload a PNG, JPEG, WebP or GIF image.',
    });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a PNG signature followed by garbage with 400 and stores nothing', async () => {
    const before = storedFiles();
    const disguised = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<script>alert(1)</script>'.repeat(20)),
    ]);
    const response = await upload([{ content: disguised, contentType: 'image/png' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(response.json().message).toMatch(/could not be read/);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a truncated PNG with 400', async () => {
    const png = await solid(200, 200).png().toBuffer();
    const response = await upload([{ content: png.subarray(0, Math.floor(png.length / 2)) }]);
    expect(response.statusCode).toBe(400);
  });

  it('refuses a JPEG body wearing a GIF signature: the GIF decoder cannot read it', async () => {
    const jpeg = await solid(10, 10).jpeg().toBuffer();
    const response = await upload([{ content: Buffer.concat([Buffer.from('GIF89a'), jpeg]) }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('refuses a file over 5 MB with 413 and stores nothing', async () => {
    const before = storedFiles();
    const png = await solid(16, 16).png().toBuffer();
    const response = await upload([{ content: Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024 - png.length, 7)]) }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses an empty file with 400', async () => {
    const response = await upload([{ content: Buffer.alloc(0) }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The uploaded file is empty.');
  });

  it('refuses a request without a file with 400', async () => {
    const { payload, headers } = multipartBody([], { note: 'no file here' });
    const response = await ctx.app.inject({ method: 'POST', url: '/api/upload/uploadImage', payload, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'Please choose an image to upload.' });
  });

  it('refuses a file in another field than "file" with 400', async () => {
    const response = await upload([{ field: 'image', content: await solid(8, 8).png().toBuffer() }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Send the image in the field "file".');
  });

  it('refuses two files at once', async () => {
    const content = await solid(8, 8).png().toBuffer();
    const before = storedFiles();
    const response = await upload([{ content }, { content, field: 'file' }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Send one file at a time',
    });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a JSON body or a raw image body with 415', async () => {
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/uploadImage',
      payload: { file: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const raw = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/uploadImage',
      headers: { 'content-type': 'image/png' },
      payload: await solid(8, 8).png().toBuffer(),
    });
    expect(raw.statusCode).toBe(415);
    const none = await ctx.app.inject({ method: 'POST', url: '/api/upload/uploadImage' });
    expect(none.statusCode).toBe(415);
  });

  it('refuses a multipart body cut off mid-file with 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/uploadImage',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nunterminated',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      message: 'The upload was cut off or malformed. Please try again.',
    });
  });
});
