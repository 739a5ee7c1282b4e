/**
 * rule:upload-quarantine: every upload is recorded; one that nothing references is deleted, record
 * and bytes, once it is older than UPLOAD_QUARANTINE_HOURS; a profile picture or a review photo
 * keeps it; a fresh one is left alone. The sweep is the job object the server runs on a timer.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { createCategory, createProduct } from '../../db/seed/factories';
import { sweepUploadsOnce } from '../../server/jobs/sweep-uploads-job';
import { startTestApp, type TestContext } from '../helpers/app';
import { uploadTestImage } from '../helpers/uploads';
import { registerTestUser } from '../helpers/users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({ UPLOAD_QUARANTINE_HOURS: '6' });
});
afterAll(async () => {
  await ctx.close();
});

const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

async function record(url: string) {
  const [row] = await queryRows<{ size_bytes: number; user_id: string | null; client_address: string }>(
    ctx.database.db,
    sql`select size_bytes, user_id, client_address from uploads where key = ${keyOf(url)}`,
  );
  return row;
}

const age = (url: string, hours: number) =>
  ctx.database.db.execute(
    sql`update uploads set created_at = now() - make_interval(hours => ${hours}::int) where key = ${keyOf(url)}`,
  );

/** The store keys of an upload's files: the picture, then its 80, 160 and 400 px copies. */
const filesOf = (url: string) => [
  keyOf(url),
  ...[80, 160, 400].map((w) => keyOf(url).replace(/\.webp$/, `-w${w}.webp`)),
];

const served = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).statusCode;

const sweep = () =>
  sweepUploadsOnce({ db: ctx.database.db, images: ctx.app.images, config: ctx.config, log: { info: () => undefined } });

describe('the upload record', () => {
  it('records key, size (the picture and its smaller copies), owner (or none) and client address', async () => {
    const anonymous = await uploadTestImage(ctx.app);
    expect(await record(anonymous)).toMatchObject({ user_id: null, client_address: '127.0.0.1' });
    const bytesOf = (key: string) => fs.statSync(path.join(ctx.app.uploadsDir, key)).size;
    expect((await record(anonymous))!.size_bytes).toBe(filesOf(anonymous).reduce((sum, key) => sum + bytesOf(key), 0));
    const user = await registerTestUser(ctx.app);
    expect(await record(await uploadTestImage(ctx.app, user.headers))).toMatchObject({ user_id: user.id });
  });
});

describe('the sweep', () => {
  it('deletes old unreferenced uploads with their bytes, keeps referenced and fresh ones', async () => {
    const categoryId = (await createCategory(ctx.database.db)).id;
    const product = await createProduct(ctx.database.db, { categoryId });

    const abandoned = await uploadTestImage(ctx.app);
    const avatar = await uploadTestImage(ctx.app);
    const reviewer = await registerTestUser(ctx.app, { profilePic: avatar });
    const photo = await uploadTestImage(ctx.app, reviewer.headers);
    const review = await ctx.app.inject({
      method: 'POST',
      url: `/api/product/${product.id}/review`,
      headers: reviewer.headers,
      payload: { rating: 5, comment: 'Lovely', images: [photo] },
    });
    expect(review.statusCode).toBe(201);
    const ownButUnused = await uploadTestImage(ctx.app, reviewer.headers);
    const fresh = await uploadTestImage(ctx.app);
    for (const url of [abandoned, avatar, photo, ownButUnused]) await age(url, 7);
    await age(fresh, 5);

    const { swept } = await sweep();
    expect(swept).toBeGreaterThanOrEqual(2);
    for (const gone of [abandoned, ownButUnused]) {
      expect(await record(gone)).toBeUndefined();
      for (const key of filesOf(gone)) expect(fs.existsSync(path.join(ctx.app.uploadsDir, key)), key).toBe(false);
      expect(await served(gone)).toBe(404);
      expect(await served(`/uploads/${filesOf(gone)[1]}`)).toBe(404);
    }
    for (const kept of [avatar, photo, fresh]) {
      expect(await record(kept)).toBeDefined();
      expect(await served(kept)).toBe(200);
      for (const key of filesOf(kept)) expect(fs.existsSync(path.join(ctx.app.uploadsDir, key)), key).toBe(true);
    }
  });

  it('refuses, once swept, a picture it would have accepted before', async () => {
    const late = await uploadTestImage(ctx.app);
    await age(late, 7);
    await sweep();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        fullName: 'Late Comer',
        email: `late.${Date.now()}@example.in`,
        phone: '9876543210',
        password: 'Secret123!',
        profilePic: late,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/profilePic/);
  });

  it('two sweeps at once delete each upload once and fail nowhere', async () => {
    const urls = await Promise.all(Array.from({ length: 6 }, () => uploadTestImage(ctx.app)));
    for (const url of urls) await age(url, 8);
    const results = await Promise.all([sweep(), sweep()]);
    expect(results[0]!.swept + results[1]!.swept).toBe(6);
    for (const url of urls) expect(await record(url)).toBeUndefined();
  });
});
