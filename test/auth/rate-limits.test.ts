/**
 * The per-address rate limits of the endpoints attackers like (rule:rate-limits:
 * sign-in, sign-up, forgot-password, contact, reviews, uploads). This file runs
 * with the real limits (RATE_LIMIT_MULTIPLIER=1); the other files raise them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { queryRows } from '../../db/raw';
import { createCategory, createProduct } from '../../db/seed/factories';
import { registerUser } from '../../domain/auth/register-user';
import { startTestApp, type TestContext } from '../helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
});
afterAll(async () => {
  await ctx.close();
});

const count = async (table: string) =>
  (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;

function expectLimited(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  const body = response.json();
  expect(body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  expect(body.message).toMatch(/^Too many requests\. Please try again in .+\.$/);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

/** Sends `allowed` requests that must pass the limiter, then one that must not. */
async function exhaust(allowed: number, send: (i: number) => Promise<LightMyRequestResponse>) {
  for (let i = 0; i < allowed; i++) {
    const response = await send(i);
    expect(response.statusCode, `request ${i + 1} of ${allowed}`).not.toBe(429);
  }
  return send(allowed);
}

describe('rate limits per client address', () => {
  it('sign-in: 20 a minute', async () => {
    // A new email each time, so the per-account throttle (rule:login-throttle) stays out of the way.
    const last = await exhaust(20, (i) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `nobody${i}@example.in`, password: 'Wrong123!' },
      }),
    );
    expectLimited(last);
  });

  it('sign-up: 10 an hour; the refused sign-up creates no account', async () => {
    const last = await exhaust(10, (i) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { fullName: `Limit ${i}`, email: 'not-an-email' },
      }),
    );
    expectLimited(last);
    const before = await count('users');
    const valid = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { fullName: 'Too Late', email: 'late@example.in', phone: '9876543210', password: 'Secret123!' },
    });
    expectLimited(valid);
    expect(await count('users')).toBe(before);
  });

  it('forgot-password: 5 per 15 minutes', async () => {
    const last = await exhaust(5, () =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'nobody@example.in' } }),
    );
    expectLimited(last);
  });

  it('reset-password: 10 per 15 minutes', async () => {
    const last = await exhaust(10, () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { resetToken: 'guess', newPassword: 'Guessing!123' },
      }),
    );
    expectLimited(last);
  });

  it('contact form: 5 per 10 minutes; the refused message is not stored', async () => {
    const payload = { name: 'Spammer', email: 'spam@example.in', mobile: '9876543210', comment: 'Buy now' };
    const last = await exhaust(5, () => ctx.app.inject({ method: 'POST', url: '/api/contact-us', payload }));
    expectLimited(last);
    expect(await count('contact_messages')).toBe(5);
  });

  it('uploads: 20 per 10 minutes', async () => {
    const last = await exhaust(20, () =>
      ctx.app.inject({ method: 'POST', url: '/api/upload/uploadImage', payload: { file: 'x' } }),
    );
    expectLimited(last);
  });

  it('reviews: 30 an hour', async () => {
    const category = await createCategory(ctx.database.db);
    const product = await createProduct(ctx.database.db, { categoryId: category.id });
    // Created through the domain, so this test does not depend on the sign-up limit above.
    const { token } = await registerUser(ctx.database.db, {
      fullName: 'Prolific Reviewer',
      email: 'reviewer@example.in',
      phone: '9876543210',
      password: 'Secret123!',
      gender: 'other',
      profilePic: '',
    });
    const last = await exhaust(30, (i) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/product/${product.id}/review`,
        headers: { authorization: `Bearer ${token}` },
        payload: { rating: (i % 5) + 1, comment: `Edit number ${i}` },
      }),
    );
    expectLimited(last);
    const [row] = await queryRows<{ comment: string }>(
      ctx.database.db,
      sql`select comment from reviews where product_id = ${product.id}`,
    );
    expect(row!.comment).toBe('Edit number 29');
  });
});
