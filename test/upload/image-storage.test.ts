/**
 * UPLOAD_STORAGE (ADR 0025, ADR 0052): `disk` keeps images in UPLOADS_DIR, `database` in the stored_images
 * table every app process sees, `s3` in a bucket of an S3-compatible server (a real one the test starts, spoken to
 * with AWS's SDK). Whichever, GET /uploads/<key> answers alike: the image's type,
 * a year of immutable caching, an ETag and 304, 404 for a missing image, a folder or a path
 * that climbs out, no listing; seeded pictures go through the same store.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { imageUrl, renderImages, type ImageSpec } from '../../db/seed/images';
import { startTestApp, type TestContext } from '../helpers/app';
import { s3LocationOf } from '../../server/image-stores';
import { loadConfig } from '../../server/env';
import { startS3Peer, type S3Peer } from '../helpers/s3-peer';
import { uploadTestImage } from '../helpers/uploads';

describe.each(['disk', 'database', 's3'] as const)('UPLOAD_STORAGE=%s', (storage) => {
  let ctx: TestContext;
  let s3: S3Peer | undefined;
  beforeAll(async () => {
    if (storage === 's3') s3 = await startS3Peer();
    ctx = await startTestApp(s3 ? s3.env : { UPLOAD_STORAGE: storage });
  });
  afterAll(async () => {
    await ctx.close();
    await s3?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
  const filesOnDisk = () =>
    fs.existsSync(ctx.app.uploadsDir) ? fs.readdirSync(ctx.app.uploadsDir, { recursive: true }) : [];
  const rowsInTable = async () =>
    (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from stored_images`))[0]!.n;

  it('stores an upload where configured and serves it back with the same bytes and headers', async () => {
    const url = await uploadTestImage(ctx.app);
    const key = url.replace('/uploads/', '');
    if (storage === 'disk') {
      expect(fs.existsSync(path.join(ctx.app.uploadsDir, key))).toBe(true);
      expect(await rowsInTable()).toBe(0);
    } else if (storage === 's3') {
      // In the bucket (with its smaller copies), and nowhere else.
      expect(s3!.storedKeys()).toContain(key);
      expect(filesOnDisk()).toEqual([]);
      expect(await rowsInTable()).toBe(0);
    } else {
      expect(filesOnDisk()).toEqual([]);
      const [row] = await queryRows<{ content_type: string; size: number }>(
        ctx.database.db,
        sql`select content_type, length(bytes)::int as size from stored_images where key = ${key}`,
      );
      expect(row).toMatchObject({ content_type: 'image/webp' });
      expect(row!.size).toBeGreaterThan(0);
    }

    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['last-modified']).toBeTruthy();
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 8, 8]);

    const etag = response.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await get(url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);

    const head = await ctx.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
  });

  it('answers a copy of an upload stored before uploads had copies with the picture itself', async () => {
    const hex = 'abcdef0123456789abcdef0123456789';
    const bytes = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#36c' } })
      .webp()
      .toBuffer();
    expect(await ctx.app.images.put(`user/${hex}.webp`, bytes, 'image/webp')).toBe(true);
    const response = await get(`/uploads/user/${hex}-w400.webp`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(response.rawPayload, bytes)).toBe(0);
    expect(
      (await get(`/uploads/user/${hex}-w400.webp`, { 'if-none-match': response.headers.etag as string })).statusCode,
    ).toBe(304);

    // A stored copy is itself, not the picture.
    const copyBytes = await sharp({ create: { width: 15, height: 10, channels: 3, background: '#c63' } })
      .webp()
      .toBuffer();
    expect(await ctx.app.images.put(`user/${hex}-w160.webp`, copyBytes, 'image/webp')).toBe(true);
    const copy = await get(`/uploads/user/${hex}-w160.webp`);
    expect(copy.statusCode).toBe(200);
    expect(Buffer.compare(copy.rawPayload, copyBytes)).toBe(0);
  });

  it.each([
    ['a missing image', '/uploads/user/00000000000000000000000000000000.webp'],
    ['a copy of a missing image', '/uploads/user/00000000000000000000000000000000-w400.webp'],
    ['a copy with a name that is no upload', '/uploads/user/not-an-upload-w400.webp'],
    ['a copy with no width', '/uploads/user/abcdef0123456789abcdef0123456789-wx.webp'],
    ['a copy of a width the shop never makes', '/uploads/user/abcdef0123456789abcdef0123456789-w999.webp'],
    ['a folder', '/uploads/user/'],
    ['the root', '/uploads/'],
    ['a traversal', '/uploads/../package.json'],
    ['an encoded traversal', '/uploads/%2e%2e/package.json'],
    ['an encoded slash traversal', '/uploads/user%2f..%2f..%2fpackage.json'],
    ['a dot file', '/uploads/.env'],
  ])('answers %s with 404', async (_label, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).not.toMatch(/"name"\s*:\s*"shop"/);
  });

  it('knows which keys it holds and removes them, whatever else is asked (the port every store keeps)', async () => {
    const store = ctx.app.images;
    const keys = ['a', 'b', 'c'].map((c) => `user/${c.repeat(32)}.webp`);
    const bytes = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a0' } })
      .webp()
      .toBuffer();
    for (const key of keys) expect(await store.put(key, bytes, 'image/webp')).toBe(true);
    // A key already stored is left as it is.
    expect(await store.put(keys[0]!, bytes, 'image/webp')).toBe(false);
    const asked = [...keys, 'user/ffffffffffffffffffffffffffffffff.webp', '../package.json', 'catalog/none.webp'];
    expect([...(await store.existing(asked))].sort()).toEqual(keys);
    await store.remove([keys[0]!, keys[1]!, '../package.json', 'user/ffffffffffffffffffffffffffffffff.webp']);
    expect([...(await store.existing(asked))]).toEqual([keys[2]]);
    expect(await store.get(keys[0]!)).toBeNull();
    expect(Buffer.compare(Buffer.from((await store.get(keys[2]!))!.bytes), bytes)).toBe(0);
    expect(await store.get('../package.json')).toBeNull();
  });

  it('stores seeded pictures in the same store, served at their catalog URLs', async () => {
    const spec: ImageSpec = { kind: 'category', emojis: ['1f455'], hue: 200, variant: 0 };
    const first = await renderImages([spec], ctx.app.images);
    expect(first).toMatchObject({ written: 1, skipped: 0 });
    const response = await get(imageUrl(spec));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(400);
    // A second seed finds it in the store and draws nothing.
    expect(await renderImages([spec], ctx.app.images)).toMatchObject({ written: 0, skipped: 1 });
  });
});

describe('UPLOAD_STORAGE=s3 settings (ADR 0052)', () => {
  it('needs a bucket, and the key id and secret together', () => {
    expect(() => loadConfig({ UPLOAD_STORAGE: 's3' })).toThrow(/S3_BUCKET: UPLOAD_STORAGE=s3 needs the bucket/);
    expect(() => loadConfig({ UPLOAD_STORAGE: 's3', S3_BUCKET: 'shop-images', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ UPLOAD_STORAGE: 's3', S3_BUCKET: 'shop-images', S3_ENDPOINT: 'not a url' })).toThrow(
      /S3_ENDPOINT/,
    );
  });

  it('puts the bucket in the path for a named server, in the host name for AWS, unless told', () => {
    const aws = s3LocationOf(loadConfig({ UPLOAD_STORAGE: 's3', S3_BUCKET: 'shop-images' }));
    expect(aws).toEqual({
      bucket: 'shop-images',
      region: 'ap-south-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    const minio = s3LocationOf(
      loadConfig({
        UPLOAD_STORAGE: 's3',
        S3_BUCKET: 'shop-images',
        S3_ENDPOINT: 'http://10.0.0.5:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    );
    expect(minio).toMatchObject({
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    expect(
      s3LocationOf(
        loadConfig({
          UPLOAD_STORAGE: 's3',
          S3_BUCKET: 'b-1',
          S3_ENDPOINT: 'https://r2.example',
          S3_FORCE_PATH_STYLE: 'false',
        }),
      )?.forcePathStyle,
    ).toBe(false);
    // The other stores have no bucket, whatever S3_* says.
    expect(s3LocationOf(loadConfig({ S3_BUCKET: 'shop-images' }))).toBeUndefined();
  });
});
