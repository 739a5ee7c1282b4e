/**
 * GET /api/auth/profile and PUT|PATCH /api/auth/update/{userId} (rule:account-api, rule:profile-screen;
 * rule:object-ownership, rule:no-mass-assignment).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { startTestApp, type TestContext } from '../helpers/app';
import { uploadTestImage } from '../helpers/uploads';
import { registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function userRow(id: string) {
  const [row] = await queryRows<Record<string, unknown>>(ctx.database.db, sql`select * from users where id = ${id}`);
  return row!;
}

const update = (user: TestUser, id: string, payload: unknown, method: 'PUT' | 'PATCH' = 'PUT') =>
  ctx.app.inject({ method, url: `/api/auth/update/${id}`, headers: user.headers, payload: payload as object });

describe('GET /api/auth/profile', () => {
  it('returns the signed-in user without secrets', async () => {
    const user = await registerTestUser(ctx.app, { fullName: 'Meera Iyer', gender: 'female' });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.headers });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      data: {
        _id: user.id,
        id: user.id,
        fullName: 'Meera Iyer',
        email: user.email,
        phone: '9876543210',
        gender: 'female',
        role: 'user',
      },
    });
    expect(Object.keys(body.data).sort()).toEqual([
      '_id',
      'createdAt',
      'email',
      'fullName',
      'gender',
      'id',
      'phone',
      'profilePic',
      'role',
    ]);
  });

  it('answers 401 without a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile' });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/auth/update/{userId}', () => {
  it('updates full name, phone, gender and picture and returns the updated user', async () => {
    const user = await registerTestUser(ctx.app);
    const picture = await uploadTestImage(ctx.app, user.headers);
    const response = await update(user, user.id, {
      fullName: '  Ravi Kumar ',
      phone: '+91 91234 56789',
      gender: 'male',
      profilePic: picture,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Profile updated successfully',
      data: {
        id: user.id,
        fullName: 'Ravi Kumar',
        phone: '9123456789',
        gender: 'male',
        profilePic: picture,
      },
    });
    const row = await userRow(user.id);
    expect(row).toMatchObject({
      full_name: 'Ravi Kumar',
      phone: '9123456789',
      gender: 'male',
      profile_pic: picture,
    });
  });

  it('accepts PATCH with a partial body, leaving the other fields as they were', async () => {
    const user = await registerTestUser(ctx.app, { fullName: 'Partial Person', gender: 'other' });
    const response = await update(user, user.id, { gender: 'female' }, 'PATCH');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ fullName: 'Partial Person', gender: 'female', phone: '9876543210' });
  });

  it('ignores role, email, passwordHash and _id in the body', async () => {
    const user = await registerTestUser(ctx.app);
    const before = await userRow(user.id);
    const response = await update(user, user.id, {
      fullName: 'Still A User',
      role: 'admin',
      email: 'takeover@example.in',
      passwordHash: 'scrypt$1$1$1$x$y',
      _id: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      role: 'user',
      email: user.email,
      id: user.id,
      fullName: 'Still A User',
    });
    const after = await userRow(user.id);
    expect(after).toMatchObject({ role: 'user', email: user.email, password_hash: before.password_hash });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it("answers another user's id with 404, like an unknown id, and changes nothing", async () => {
    const attacker = await registerTestUser(ctx.app);
    const victim = await registerTestUser(ctx.app, { fullName: 'Victim Name' });
    const before = await userRow(victim.id);
    for (const method of ['PUT', 'PATCH'] as const) {
      const response = await update(attacker, victim.id, { fullName: 'Owned', phone: '9000000000' }, method);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'User not found' });
    }
    const unknown = await update(attacker, '3f0c1a52-7d2b-4c1e-9a55-0b6a2d9f1e77', { fullName: 'Owned' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe((await update(attacker, victim.id, { fullName: 'Owned' })).body);
    expect(await userRow(victim.id)).toEqual(before);
  });

  it('answers a malformed id with 400', async () => {
    const user = await registerTestUser(ctx.app);
    const response = await update(user, 'not-a-uuid', { fullName: 'X' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it.each([
    [{ fullName: '' }, 'Name is required'],
    [{ phone: '12' }, 'Phone is invalid'],
    [{ gender: 'unknown' }, undefined],
    [
      { profilePic: 'javascript:alert(1)' },
      'The profile picture (profilePic) must be an image you uploaded to this shop.',
    ],
    [{ fullName: 42 }, undefined],
  ])('refuses bad input %j with 400 and changes nothing', async (payload, message) => {
    const user = await registerTestUser(ctx.app);
    const before = await userRow(user.id);
    const response = await update(user, user.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    if (message) expect(response.json().message).toBe(message);
    expect(await userRow(user.id)).toEqual(before);
  });

  it('answers 401 without a session and changes nothing', async () => {
    const user = await registerTestUser(ctx.app);
    const before = await userRow(user.id);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/auth/update/${user.id}`,
      payload: { fullName: 'Anonymous' },
    });
    expect(response.statusCode).toBe(401);
    expect(await userRow(user.id)).toEqual(before);
  });
});
