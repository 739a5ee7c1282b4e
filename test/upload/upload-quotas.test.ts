/**
 * rule:upload-quotas: uploads per day per account, and per client address without an account
 * (tighter), counted in images and in stored bytes; past either, 429 with a message the
 * storefront shows as it is, and nothing is stored. A swept upload still counts for its day.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { sweepUploadsOnce } from '../../server/jobs/sweep-uploads-job';
import { startTestApp, type TestContext } from '../helpers/app';
import { expectError } from '../helpers/errors';
import { pngOf } from '../helpers/uploads';
import { registerTestUser } from '../helpers/users';
import { multipartBody } from './multipart';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({
    RATE_LIMIT_MULTIPLIER: '1',
    UPLOADS_PER_DAY_ANONYMOUS: '3',
    UPLOAD_MB_PER_DAY_ANONYMOUS: '20',
    UPLOADS_PER_DAY_ACCOUNT: '5',
    // 100 kB: a few small pictures fit, one large noisy one does not.
    UPLOAD_MB_PER_DAY_ACCOUNT: String(100 / 1024),
  });
});
afterAll(async () => {
  await ctx.close();
});

async function upload(content: Buffer, options: { headers?: Record<string, string>; from?: string } = {}) {
  const { payload, headers } = multipartBody([{ content }]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/upload/uploadImage',
    payload,
    headers: { ...headers, ...options.headers },
    remoteAddress: options.from ?? '127.0.0.1',
  });
}

const uploadCount = async () =>
  (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from uploads`))[0]!.n;

/** Random pixels hardly compress: about 3 bytes a pixel even as WebP. */
const noise = (side: number) =>
  sharp(Buffer.from(Array.from({ length: side * side * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width: side, height: side, channels: 3 },
  })
    .png()
    .toBuffer();

describe('without an account: per client address', () => {
  it('accepts 3 uploads a day from one address, refuses the 4th with 429, and still serves other addresses', async () => {
    const from = '203.0.113.7';
    for (let i = 0; i < 3; i++) expect((await upload(await pngOf(), { from })).statusCode).toBe(201);
    const before = await uploadCount();
    const refused = await upload(await pngOf(), { from });
    const body = expectError(refused, 429, 'UPLOAD_QUOTA_EXCEEDED');
    expect(body.message).toBe(
      "Today's upload limit without an account (3 images or 20 MB a day) has been reached from your network. Please sign in or try again tomorrow.",
    );
    expect(await uploadCount()).toBe(before);
    expect((await upload(await pngOf(), { from: '198.51.100.23' })).statusCode).toBe(201);
  });

  it('keeps counting uploads the sweep has deleted', async () => {
    const from = '192.0.2.44';
    for (let i = 0; i < 3; i++) expect((await upload(await pngOf(), { from })).statusCode).toBe(201);
    await ctx.database.db.execute(
      sql`update uploads set created_at = now() - interval '7 hours' where client_address = ${from}`,
    );
    const { swept } = await sweepUploadsOnce({
      db: ctx.database.db,
      images: ctx.app.images,
      config: ctx.config,
      log: { info: () => undefined },
    });
    expect(swept).toBeGreaterThanOrEqual(3);
    expectError(await upload(await pngOf(), { from }), 429, 'UPLOAD_QUOTA_EXCEEDED');
  });
});

describe('signed in: per account', () => {
  it('counts the account, not the address, and refuses past 5 images a day', async () => {
    const from = '203.0.113.99';
    const user = await registerTestUser(ctx.app);
    for (let i = 0; i < 5; i++) {
      expect((await upload(await pngOf(), { headers: user.headers, from })).statusCode).toBe(201);
    }
    const body = expectError(
      await upload(await pngOf(), { headers: user.headers, from }),
      429,
      'UPLOAD_QUOTA_EXCEEDED',
    );
    expect(body.message).toBe(
      "You have reached today's upload limit (5 images or 0.1 MB a day). Please try again tomorrow.",
    );
    // Another shopper is not held back by the first one's quota.
    const other = await registerTestUser(ctx.app);
    expect((await upload(await pngOf(), { headers: other.headers, from })).statusCode).toBe(201);
  });

  it('refuses an upload that would take the day past its bytes, after smaller ones passed', async () => {
    const user = await registerTestUser(ctx.app);
    expect((await upload(await pngOf(), { headers: user.headers })).statusCode).toBe(201);
    const before = await uploadCount();
    // 500x500 random pixels stay far above 100 kB as WebP.
    const refused = await upload(await noise(500), { headers: user.headers });
    expectError(refused, 429, 'UPLOAD_QUOTA_EXCEEDED');
    expect(await uploadCount()).toBe(before);
    // The refused upload did not use up the day's count.
    expect((await upload(await pngOf(), { headers: user.headers })).statusCode).toBe(201);
  });
});
