/**
 * rule:own-uploads-only: a profile picture (sign-up, profile update) and review photos must be
 * images uploaded through this shop and owned by the account (or, at sign-up, an anonymous upload
 * nobody has claimed). Another site's URL, a path out of /uploads/, a seeded picture, another
 * shopper's upload or a swept one is refused with 400 naming the field, and nothing is written.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { createCategory, createProduct } from '../../db/seed/factories';
import { startTestApp, type TestContext } from '../helpers/app';
import { expectError } from '../helpers/errors';
import { uploadTestImage } from '../helpers/uploads';
import { registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let categoryId: string;
beforeAll(async () => {
  ctx = await startTestApp();
  categoryId = (await createCategory(ctx.database.db)).id;
});
afterAll(async () => {
  await ctx.close();
});

const profilePicMessage =
  'The profile picture (profilePic) must be an image you uploaded to this shop. Please upload it again.';
const schemaMessage = 'The profile picture (profilePic) must be an image you uploaded to this shop.';
const reviewImagesMessage =
  'Each review photo (images) must be an image you uploaded to this shop. Please upload it again.';

const register = (overrides: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      fullName: 'Neha Gupta',
      email: `neha.${Math.random().toString(36).slice(2, 10)}@example.in`,
      phone: '9876543210',
      password: 'Secret123!',
      ...overrides,
    },
  });

const update = (user: TestUser, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: `/api/auth/update/${user.id}`, headers: user.headers, payload });

const review = (user: TestUser, productId: string, images: string[]) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/product/${productId}/review`,
    headers: user.headers,
    payload: { rating: 4, comment: 'Nice', images },
  });

async function userCountByEmailDomain() {
  const [row] = await queryRows<{ n: number }>(
    ctx.database.db,
    sql`select count(*)::int as n from users where full_name = 'Neha Gupta'`,
  );
  return row!.n;
}

async function profilePicOf(userId: string) {
  const [row] = await queryRows<{ profile_pic: string }>(
    ctx.database.db,
    sql`select profile_pic from users where id = ${userId}`,
  );
  return row!.profile_pic;
}

async function uploadRow(url: string) {
  const [row] = await queryRows<{ user_id: string | null; claimed_at: Date | null }>(
    ctx.database.db,
    sql`select user_id, claimed_at from uploads where key = ${url.replace('/uploads/', '')}`,
  );
  return row;
}

const foreignAndBroken: [string, string, string][] = [
  ['an external URL', 'https://evil.example/pixel.png', profilePicMessage],
  ['a plain-http external URL', 'http://tracker.example/p.gif', profilePicMessage],
  ['a path that climbs out of /uploads/', '/uploads/../../etc/passwd', schemaMessage],
  ['an encoded traversal', '/uploads/user/..%2f..%2fetc%2fpasswd', schemaMessage],
  ['a seeded picture', '/uploads/catalog/avatar-1f469-1f3fe-v0-h20.webp', profilePicMessage],
  ['an upload that never was', '/uploads/user/0123456789abcdef0123456789abcdef.webp', profilePicMessage],
];

describe('profilePic at sign-up', () => {
  it.each(foreignAndBroken)('refuses %s with 400 naming profilePic, creating no account', async (_l, url, message) => {
    const before = await userCountByEmailDomain();
    const response = await register({ profilePic: url });
    const body = expectError(response, 400, 'VALIDATION_ERROR');
    expect(body.message).toBe(message);
    expect(await userCountByEmailDomain()).toBe(before);
  });

  it("accepts an anonymous upload nobody has claimed, and makes it the new account's", async () => {
    const picture = await uploadTestImage(ctx.app);
    expect(await uploadRow(picture)).toMatchObject({ user_id: null, claimed_at: null });
    const response = await register({ profilePic: picture });
    expect(response.statusCode).toBe(201);
    const user = response.json().data.user;
    expect(user.profilePic).toBe(picture);
    const row = await uploadRow(picture);
    expect(row?.user_id).toBe(user.id);
    expect(row?.claimed_at).not.toBeNull();
  });

  it("refuses another shopper's picture, even one they uploaded anonymously and claimed at sign-up", async () => {
    const picture = await uploadTestImage(ctx.app);
    expect((await register({ profilePic: picture })).statusCode).toBe(201);
    const before = await userCountByEmailDomain();
    expect((await register({ profilePic: picture })).json().message).toBe(profilePicMessage);
    expect(await userCountByEmailDomain()).toBe(before);

    const owner = await registerTestUser(ctx.app);
    const ownersUpload = await uploadTestImage(ctx.app, owner.headers);
    expectError(await register({ profilePic: ownersUpload }), 400, 'VALIDATION_ERROR');
  });
});

describe('profilePic in a profile update', () => {
  it.each(foreignAndBroken)('refuses %s with 400 naming profilePic, changing nothing', async (_l, url, message) => {
    const user = await registerTestUser(ctx.app);
    const response = await update(user, { fullName: 'Changed Name', profilePic: url });
    expect(expectError(response, 400, 'VALIDATION_ERROR').message).toBe(message);
    const [row] = await queryRows<{ full_name: string; profile_pic: string }>(
      ctx.database.db,
      sql`select full_name, profile_pic from users where id = ${user.id}`,
    );
    expect(row).toMatchObject({ profile_pic: '' });
    expect(row!.full_name).not.toBe('Changed Name');
  });

  it("refuses another shopper's upload", async () => {
    const owner = await registerTestUser(ctx.app);
    const thief = await registerTestUser(ctx.app);
    const picture = await uploadTestImage(ctx.app, owner.headers);
    const response = await update(thief, { profilePic: picture });
    expect(expectError(response, 400, 'VALIDATION_ERROR').message).toBe(profilePicMessage);
    expect(await profilePicOf(thief.id)).toBe('');
  });

  it("accepts the shopper's own upload, and an anonymous one not yet claimed", async () => {
    const user = await registerTestUser(ctx.app);
    const own = await uploadTestImage(ctx.app, user.headers);
    expect((await update(user, { profilePic: own })).statusCode).toBe(200);
    expect(await profilePicOf(user.id)).toBe(own);

    const anonymous = await uploadTestImage(ctx.app);
    expect((await update(user, { profilePic: anonymous })).statusCode).toBe(200);
    expect(await uploadRow(anonymous)).toMatchObject({ user_id: user.id });
  });

  it('accepts the picture the account already has, unchanged, whatever it is (the form sends it back)', async () => {
    const user = await registerTestUser(ctx.app);
    const seeded = '/uploads/catalog/avatar-1f469-1f3fe-v0-h20.webp';
    await ctx.database.db.execute(sql`update users set profile_pic = ${seeded} where id = ${user.id}`);
    const response = await update(user, { fullName: 'Asha Verma', profilePic: seeded });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ fullName: 'Asha Verma', profilePic: seeded });
  });
});

describe('review photos', () => {
  it("refuses another shopper's upload or one that never was, naming images, and writes no review", async () => {
    const product = await createProduct(ctx.database.db, { categoryId });
    const owner = await registerTestUser(ctx.app);
    const reviewer = await registerTestUser(ctx.app);
    const others = await uploadTestImage(ctx.app, owner.headers);
    const own = await uploadTestImage(ctx.app, reviewer.headers);
    for (const images of [[own, others], ['/uploads/user/fedcba9876543210fedcba9876543210.webp']]) {
      const response = await review(reviewer, product.id, images);
      expect(expectError(response, 400, 'VALIDATION_ERROR').message).toBe(reviewImagesMessage);
    }
    const [row] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from reviews where product_id = ${product.id}`,
    );
    expect(row!.n).toBe(0);
    // The refused review claimed nothing either.
    expect(await uploadRow(others)).toMatchObject({ user_id: owner.id, claimed_at: null });
  });

  it("accepts the shopper's own uploads and keeps them when the review is edited", async () => {
    const product = await createProduct(ctx.database.db, { categoryId });
    const reviewer = await registerTestUser(ctx.app);
    const photo = await uploadTestImage(ctx.app, reviewer.headers);
    expect((await review(reviewer, product.id, [photo])).statusCode).toBe(201);
    expect((await uploadRow(photo))?.claimed_at).not.toBeNull();
    const edit = await review(reviewer, product.id, [photo]);
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data.images).toEqual([photo]);
  });
});
