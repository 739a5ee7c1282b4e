/**
 * rule:rate-limits with REDIS_URL (ADR 0023): the counters live in Redis, so two app processes share
 * them, and when Redis is away the limits still hold, counted in each process's memory, instead of
 * letting every request through. Real limits here (RATE_LIMIT_MULTIPLIER=1); a fresh key prefix per
 * test keeps runs on the shared Redis apart.
 */
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../helpers/app';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const started: TestContext[] = [];
afterEach(async () => {
  for (const ctx of started.splice(0)) await ctx.close();
});

async function app(env: Record<string, string>) {
  const ctx = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1', ...env });
  started.push(ctx);
  return ctx;
}

/** A sign-in without a password: refused before any password is hashed, but counted first. */
const signIn = (ctx: TestContext) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: '203.0.113.40',
    payload: { email: 'nobody@example.in' },
  });

describe('sign-in limit (20 a minute) with Redis', () => {
  it('holds when Redis cannot be reached: the 21st attempt is refused', async () => {
    const ctx = await app({ REDIS_URL: 'redis://127.0.0.1:1' });
    for (let i = 0; i < 20; i++) expect((await signIn(ctx)).statusCode, `attempt ${i + 1}`).toBe(400);
    const refused = await signIn(ctx);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });

  it('is shared by two processes through Redis', async () => {
    const prefix = `shop-test-${crypto.randomBytes(6).toString('hex')}-`;
    const one = await app({ REDIS_URL: redisUrl, RATE_LIMIT_NAMESPACE: prefix });
    const two = await app({ REDIS_URL: redisUrl, RATE_LIMIT_NAMESPACE: prefix });
    for (let i = 0; i < 10; i++) expect((await signIn(one)).statusCode).toBe(400);
    for (let i = 0; i < 10; i++) expect((await signIn(two)).statusCode).toBe(400);
    expect((await signIn(one)).statusCode).toBe(429);
    expect((await signIn(two)).statusCode).toBe(429);

    const redis = new Redis(redisUrl);
    try {
      const keys = await redis.keys(`${prefix}*`);
      expect(keys).toEqual([`${prefix}POST/api/auth/login-203.0.113.40`]);
      expect(Number(await redis.get(keys[0]!))).toBe(22);
      expect(await redis.pttl(keys[0]!)).toBeGreaterThan(0);
      await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });
});
