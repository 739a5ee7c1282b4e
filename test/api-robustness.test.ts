/**
 * Walks every operation in the generated OpenAPI document and throws bad input at it:
 * malformed ids, unknown ids, wrong types, junk bodies and queries, with and without a
 * signed-in user. Whatever the endpoint, the answer must be a JSON envelope and never a
 * 5xx (rule:input-validation: "never a 500, never a stack trace").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './helpers/app';
import { registerTestUser, type TestUser } from './helpers/users';

let ctx: TestContext;
let user: TestUser;
let operations: { method: string; path: string }[] = [];

beforeAll(async () => {
  ctx = await startTestApp();
  user = await registerTestUser(ctx.app);
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map((method) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(async () => {
  await ctx.close();
});

const idValues = ['not-a-uuid', '00000000-0000-4000-8000-000000000000', "1' OR '1'='1", '%00', '../../etc/passwd'];
const junkBodies: unknown[] = [
  {},
  [],
  'text',
  42,
  { quantity: -1, rating: 'five', email: 123, productId: { $ne: null }, orderItems: 'all', page: -5 },
  { quantity: 1e21, rating: 2.5, comment: '', email: 'x', password: null, fullName: ['a'], shippingAddress: [] },
];
const junkQueries = [
  '?page=-1&limit=0',
  '?limit=100000&isPagination=maybe',
  '?search=%27)%20UNION%20SELECT%20--&minPrice=abc',
  '?category=zzz&minRating=9',
];

function urlFor(path: string, id: string) {
  return path.replace(/\{[^}]+\}/g, encodeURIComponent(id));
}

describe('every API operation survives bad input', () => {
  it('lists the operations of the contract', () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  it('never answers 5xx, always with the JSON envelope', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    for (const { method, path } of operations) {
      if (path.startsWith('/api/docs') || path === '/api/health') continue;
      for (const auth of [false, true]) {
        const headers: Record<string, string> = auth ? { ...user.headers } : {};
        const ids = path.includes('{') ? idValues : [''];
        for (const id of ids) {
          const attempts: { url: string; payload?: string; contentType?: string }[] = [];
          if (method === 'GET' || method === 'DELETE') {
            for (const q of junkQueries) attempts.push({ url: urlFor(path, id) + q });
          } else {
            for (const body of junkBodies)
              attempts.push({ url: urlFor(path, id), payload: JSON.stringify(body), contentType: 'application/json' });
            attempts.push({ url: urlFor(path, id), payload: '{"broken": ', contentType: 'application/json' });
          }
          for (const a of attempts) {
            const response = await ctx.app.inject({
              method: method as 'GET',
              url: a.url,
              headers: a.contentType ? { ...headers, 'content-type': a.contentType } : headers,
              ...(a.payload === undefined ? {} : { payload: a.payload }),
            });
            const label = `${method} ${a.url} auth=${auth} body=${a.payload ?? ''} → ${response.statusCode}`;
            if (response.statusCode >= 500) failures.push(`${label} ${response.body.slice(0, 200)}`);
            let body: { success?: unknown; message?: unknown } | undefined;
            try {
              body = response.json();
            } catch {
              failures.push(`${label}: not JSON`);
              continue;
            }
            if (typeof body?.success !== 'boolean' || typeof body?.message !== 'string')
              failures.push(`${label}: no envelope`);
            if (response.statusCode >= 400 && body?.success !== false)
              failures.push(`${label}: error without success=false`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
