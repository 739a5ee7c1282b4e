/**
 * Sign-up, sign-in and the session cookie (rule:account-messages, rule:phone-at-sign-up,
 * rule:httponly-session, rule:session-tokens). The sign-in throttle has its own file, login-throttle.test.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { hashPasswordWith } from '../../domain/auth/password';
import { hashToken } from '../../domain/auth/tokens';
import { startTestApp, type TestContext } from '../helpers/app';
import { registerTestUser } from '../helpers/users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const validBody = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Asha Verma',
  email: `asha.${Math.random().toString(36).slice(2, 8)}@example.in`,
  phone: '98765 43210',
  password: 'Secret123!',
  gender: 'female',
  ...overrides,
});

const userCount = async () =>
  (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from users`))[0]!.n;

function cookieFrom(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((c) => c.startsWith('token-admin-ecom='));
  if (!found) throw new Error(`no session cookie in ${JSON.stringify(setCookie)}`);
  return found;
}

describe('POST /api/auth/register', () => {
  it('creates the account, stores the phone, signs in and returns authToken and user', async () => {
    const body = validBody();
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(response.statusCode).toBe(201);
    const json = response.json();
    expect(json).toMatchObject({ success: true, message: 'Account created successfully' });
    expect(typeof json.data.authToken).toBe('string');
    expect(json.data.user).toMatchObject({
      fullName: 'Asha Verma',
      email: body.email,
      phone: '9876543210',
      gender: 'female',
      role: 'user',
      profilePic: '',
    });
    expect(json.data.user._id).toBe(json.data.user.id);
    expect(JSON.stringify(json)).not.toMatch(/passwordHash|password_hash|scrypt/);

    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${json.data.authToken}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.phone).toBe('9876543210');
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/, for about 30 days (rule:httponly-session)', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: validBody() });
    const cookie = cookieFrom(response.headers['set-cookie']);
    expect(cookie).toContain(`token-admin-ecom=${response.json().data.authToken}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    // PUBLIC_URL is http in tests, so the cookie is not Secure here.
    expect(cookie).not.toMatch(/Secure/i);
    const expires = Date.parse(/Expires=([^;]+)/i.exec(cookie)![1]!);
    const days = (expires - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('ignores a role in the body: the account is a plain user (no mass assignment)', async () => {
    const body = validBody({ role: 'admin', _id: '00000000-0000-4000-8000-000000000000', passwordHash: 'x' });
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user.role).toBe('user');
    expect(response.json().data.user.id).not.toBe('00000000-0000-4000-8000-000000000000');
    const [row] = await queryRows<{ role: string }>(
      ctx.database.db,
      sql`select role from users where lower(email) = ${body.email.toLowerCase()}`,
    );
    expect(row!.role).toBe('user');
  });

  it('refuses an email already taken in another case with 409 EMAIL_TAKEN and creates nothing', async () => {
    const email = `Kiran.${Math.random().toString(36).slice(2, 8)}@Example.in`;
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: validBody({ email }) })).statusCode,
    ).toBe(201);
    const before = await userCount();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: validBody({ email: email.toUpperCase() }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists',
    });
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['fullName', { fullName: undefined }, 'Name is required'],
    ['blank fullName', { fullName: '   ' }, 'Name is required'],
    ['email', { email: undefined }, 'Email is required'],
    ['blank email', { email: '' }, 'Email is required'],
    ['phone', { phone: undefined }, 'Phone is required'],
    ['blank phone', { phone: ' ' }, 'Phone is required'],
    ['password', { password: undefined }, 'Password is required'],
    ['short password', { password: 'Ab1!' }, 'Password must be at least 8 characters'],
    ['bad email', { email: 'not-an-email' }, 'Email is invalid'],
    ['bad phone', { phone: '12345' }, 'Phone is invalid'],
  ])('refuses a missing or bad %s with 400 and the form message', async (_label, overrides, message) => {
    const before = await userCount();
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: validBody(overrides) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
    expect(await userCount()).toBe(before);
  });

  it('answers an empty body with the first form message, Name is required', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Name is required');
  });

  it('refuses a gender outside male, female, other', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: validBody({ gender: 'robot' }),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/auth/login', () => {
  it('stores a hash made under an earlier setting again with today’s on a right password only (ADR 0038)', async () => {
    const user = await registerTestUser(ctx.app);
    const hashOf = async () =>
      (
        await queryRows<{ h: string }>(ctx.database.db, sql`select password_hash as h from users where id = ${user.id}`)
      )[0]!.h;
    const today = (await hashOf()).split('$').slice(0, 4).join('$');
    // The suite's own setting is N=2^12, p=1; an account made when it was 2^13 with p=1:
    const earlier = await hashPasswordWith(user.password, { N: 2 ** 13, r: 8, p: 1 });
    await ctx.database.db.execute(sql`update users set password_hash = ${earlier} where id = ${user.id}`);
    const login = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } });

    expect((await login(`${user.password}x`)).statusCode).toBe(401);
    expect(await hashOf()).toBe(earlier);
    expect((await login(user.password)).statusCode).toBe(200);
    const upgraded = await hashOf();
    expect(upgraded.split('$').slice(0, 4).join('$')).toBe(today);
    expect(upgraded).not.toBe(earlier);
    expect((await login(user.password)).statusCode).toBe(200);
    expect(await hashOf()).toBe(upgraded);
  });

  it('signs in with the password exactly as typed, case-insensitive email, a new token each time', async () => {
    const user = await registerTestUser(ctx.app);
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Signed in successfully',
      data: { user: { id: user.id } },
    });
    const token = first.json().data.authToken;
    expect(token).not.toBe(user.token);
    expect(cookieFrom(first.headers['set-cookie'])).toContain(`token-admin-ecom=${token}`);

    const withSpace = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: `${user.password} ` },
    });
    expect(withSpace.statusCode).toBe(401);
  });

  it('answers an unknown email and a wrong password the same way', async () => {
    const user = await registerTestUser(ctx.app);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'Wrong123!' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.in', password: 'Wrong123!' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('gives the messages of rule:account-messages for missing fields', async () => {
    const noEmail = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { password: 'x' } });
    expect(noEmail.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Email is required' });
    const noPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.in', password: '' },
    });
    expect(noPassword.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Password is required' });
  });
});

describe('sessions: cookie, bearer, origin check and logout', () => {
  it('accepts the token from the cookie as well as from Authorization: Bearer', async () => {
    const user = await registerTestUser(ctx.app);
    const viaCookie = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      cookies: { 'token-admin-ecom': user.token },
    });
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.json().data.id).toBe(user.id);
  });

  it('refuses a cookie-authenticated unsafe request from another origin with 403 CROSS_ORIGIN; Bearer from anywhere works', async () => {
    const user = await registerTestUser(ctx.app);
    const foreign = await ctx.app.inject({
      method: 'PUT',
      url: `/api/auth/update/${user.id}`,
      cookies: { 'token-admin-ecom': user.token },
      headers: { origin: 'https://evil.example' },
      payload: { fullName: 'Hijacked' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('CROSS_ORIGIN');

    const sameOrigin = await ctx.app.inject({
      method: 'PUT',
      url: `/api/auth/update/${user.id}`,
      cookies: { 'token-admin-ecom': user.token },
      headers: { origin: ctx.config.PUBLIC_URL },
      payload: { fullName: 'From the shop' },
    });
    expect(sameOrigin.statusCode).toBe(200);

    const bearer = await ctx.app.inject({
      method: 'PUT',
      url: `/api/auth/update/${user.id}`,
      headers: { ...user.headers, origin: 'https://evil.example' },
      payload: { fullName: 'Mobile app' },
    });
    expect(bearer.statusCode).toBe(200);
    const [row] = await queryRows<{ full_name: string }>(
      ctx.database.db,
      sql`select full_name from users where id = ${user.id}`,
    );
    expect(row!.full_name).toBe('Mobile app');
  });

  it('answers a missing, unknown or garbage token with 401 and clears the cookie', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      cookies: { 'token-admin-ecom': 'x'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(401);
    expect(cookieFrom(unknown.headers['set-cookie'])).toMatch(/token-admin-ecom=;/);
  });

  it('logout revokes the session on the server: the same token is refused afterwards (rule:logout)', async () => {
    const user = await registerTestUser(ctx.app);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const otherToken = other.json().data.authToken;

    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Signed out successfully' });
    expect(cookieFrom(response.headers['set-cookie'])).toMatch(/token-admin-ecom=;/);

    const after = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.headers });
    expect(after.statusCode).toBe(401);
    const [row] = await queryRows<{ revoked: boolean }>(
      ctx.database.db,
      sql`select revoked_at is not null as revoked from sessions where token_hash = ${hashToken(user.token)}`,
    );
    expect(row!.revoked).toBe(true);

    // Only that session ends; the shopper's other device stays signed in.
    const otherDevice = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(otherDevice.statusCode).toBe(200);
  });

  it('logout by cookie works from the shop and is refused from another origin', async () => {
    const user = await registerTestUser(ctx.app);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { 'token-admin-ecom': user.token },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.headers })).statusCode).toBe(
      200,
    );

    const own = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { 'token-admin-ecom': user.token },
    });
    expect(own.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.headers })).statusCode).toBe(
      401,
    );
  });

  it('logout without a token, or with a dead one, is a harmless 200 (already signed out)', async () => {
    const none = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ success: true });
    const dead = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(dead.statusCode).toBe(200);
  });

  it('refuses an expired session (the 30-day lifetime is enforced by the server)', async () => {
    const user = await registerTestUser(ctx.app);
    await ctx.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.headers });
    expect(response.statusCode).toBe(401);
  });
});

describe('the API document', () => {
  it('lists the account, contact, upload and review endpoints', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths;
    for (const [path, method] of [
      ['/api/auth/profile', 'get'],
      ['/api/auth/update/{userId}', 'put'],
      ['/api/auth/update/{userId}', 'patch'],
      ['/api/auth/logout', 'post'],
      ['/api/auth/forgot-password', 'post'],
      ['/api/auth/reset-password', 'post'],
      ['/api/contact-us', 'post'],
      ['/api/upload/uploadImage', 'post'],
      ['/api/product/{id}/review', 'post'],
    ] as const) {
      expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });
});
