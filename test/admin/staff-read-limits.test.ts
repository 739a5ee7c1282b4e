/**
 * Back-office reads per staff account (ADR 0050, rule:rate-limits), with the real limits (RATE_LIMIT_MULTIPLIER=1):
 * 300 reads a minute over every GET under /api/admin and /admin together, and 10 CSV exports a minute, so a stolen
 * staff cookie cannot page through every customer unthrottled. Past either, a 429 in the JSON error envelope. The
 * count is the account's: another staff member, a shopper and the account's own writes are not held back by it.
 */
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { registerTestStaff, registerTestUser } from '../helpers/users';
import { staffReadsPerMinute } from '../../server/plugins/rate-limits';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
});
afterAll(async () => {
  await ctx.close();
});

function expectLimited(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  const body = response.json();
  expect(body).toEqual({ success: false, code: 'RATE_LIMITED', message: expect.any(String) });
  expect(body.message).toMatch(/^Too many requests\. Please try again in .+\.$/);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });

describe('staff reads per account', () => {
  it('300 reads a minute over the API and the pages together, then 429; writes, other staff and shoppers go on', async () => {
    expect(staffReadsPerMinute.reads).toBe(300);
    const staff = await registerTestStaff(ctx.app, ctx.database.db);
    const colleague = await registerTestStaff(ctx.app, ctx.database.db);
    const shopper = await registerTestUser(ctx.app);

    // Paging through the customers, half through the API and half through the page's data requests (this test
    // app has no pages, so those answer 404, but the guard counts them before routing as it does for a page).
    for (let i = 0; i < staffReadsPerMinute.reads; i++) {
      const url = i % 2 === 0 ? `/api/admin/customers?page=${i + 1}` : `/admin/customers.data?page=${i + 1}`;
      const answer = await get(url, staff.headers);
      expect(answer.statusCode, `read ${i + 1}: ${url}`).toBe(i % 2 === 0 ? 200 : 404);
    }
    expectLimited(await get('/api/admin/customers?page=301', staff.headers));
    expectLimited(await get('/api/admin/orders', staff.headers));
    expectLimited(await get('/admin/orders.data', staff.headers));

    // A write is not a read: it goes through, with its audit row.
    const before = await count(ctx, 'audit_log', sql`action like 'courier.%'`);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/couriers',
      headers: staff.headers,
      payload: { name: `Read-limit Express ${crypto.randomUUID().slice(0, 6)}` },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await count(ctx, 'audit_log', sql`action like 'courier.%'`)).toBe(before + 1);

    expect((await get('/api/admin/customers', colleague.headers)).statusCode).toBe(200);
    expect((await get('/api/auth/profile', shopper.headers)).statusCode).toBe(200);
    expect((await get('/api/product?page=1&limit=5', shopper.headers)).statusCode).toBe(200);
    // A shopper is still refused by the guard (403), not counted or limited.
    expect((await get('/api/admin/customers', shopper.headers)).statusCode).toBe(403);
  });

  it('10 CSV exports a minute, then 429, while other reads still go on', async () => {
    expect(staffReadsPerMinute.exports).toBe(10);
    const staff = await registerTestStaff(ctx.app, ctx.database.db);
    for (let i = 0; i < staffReadsPerMinute.exports; i++) {
      const answer = await get('/api/admin/products/export', staff.headers);
      expect(answer.statusCode, `export ${i + 1}`).toBe(200);
      expect(answer.headers['content-type']).toMatch(/text\/csv/);
    }
    expectLimited(await get('/api/admin/products/export', staff.headers));
    expect((await get('/api/admin/products', staff.headers)).statusCode).toBe(200);
  });
});
