/**
 * The error contract every endpoint shares (rule:json-envelope, rule:input-validation):
 * bad input is a clear 4xx `{ success: false, message, code }`, never a 500 or a stack trace,
 * and nothing is written.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/raw';
import { expectError } from './helpers/errors';
import { startTestApp, type TestContext } from './helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const userCount = async () =>
  (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from users`))[0]?.n;

describe('malformed requests', () => {
  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.in", "password": ',
    });
    expectError(response, 400, 'INVALID_JSON');
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expectError(response, 400, 'INVALID_JSON');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a body over 1 MB with 413 and writes nothing', async () => {
    const before = await userCount();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        fullName: 'x'.repeat(1_100_000),
        email: 'big@example.in',
        phone: '9876543210',
        password: 'Secret123!',
      },
    });
    expectError(response, 413, 'PAYLOAD_TOO_LARGE');
    expect(await userCount()).toEqual(before);
  });

  it('answers wrong types with 400 VALIDATION_ERROR naming the problem, and writes nothing', async () => {
    const before = await userCount();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { fullName: 42, email: ['a@b.in'], phone: null, password: { a: 1 } },
    });
    const body = expectError(response, 400, 'VALIDATION_ERROR');
    expect(Array.isArray(body.details)).toBe(true);
    expect(await userCount()).toEqual(before);
  });

  it('answers a JSON array or a bare string instead of an object with 400', async () => {
    for (const payload of ['[]', '"hello"', 'null', '123']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });
});

describe('unknown routes', () => {
  it.each([
    ['GET', '/api/does-not-exist'],
    ['DELETE', '/api/auth/login'],
    ['POST', '/api/../../etc/passwd'],
  ])('%s %s is a JSON 404', async (method, url) => {
    const response = await ctx.app.inject({ method: method as 'GET', url });
    expectError(response, 404, 'NOT_FOUND');
  });
});

describe('security headers', () => {
  it('sends nosniff and a content security policy on API answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
