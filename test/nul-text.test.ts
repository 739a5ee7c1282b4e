/**
 * PostgreSQL text cannot hold NUL (U+0000); the shop refuses it with 400 before any query
 * (server/plugins/no-nul-text.ts, rule:input-validation), where it used to answer 500: the security
 * scan's staff run found it with wapiti's `%00` probes on the back office's filters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct } from './cart/fixtures';
import { startTestApp, type TestContext } from './helpers/app';
import { registerTestStaff, type TestUser } from './helpers/users';
import { urlHasNul, valueHasNul } from '../server/plugins/no-nul-text';

let ctx: TestContext;
let staff: TestUser;
beforeAll(async () => {
  ctx = await startTestApp();
  staff = await registerTestStaff(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

const refused = (answer: { statusCode: number; json: () => unknown }) => {
  expect(answer.statusCode).toBe(400);
  expect(answer.json()).toMatchObject({
    success: false,
    code: 'VALIDATION_ERROR',
    message: expect.stringContaining('NUL'),
  });
};

describe('a NUL in a request', () => {
  it('is refused with 400 in a query, for the back office and the storefront alike', async () => {
    for (const url of [
      '/api/admin/audit?entityType=order%00',
      '/api/admin/audit?action=order.move&entityId=a%00',
      '/api/admin/orders?q=Scan%00',
      '/api/admin/stock?view=all&q=cotton%00',
      '/api/product?search=e%00',
      '/api/product?brand=a%00',
      '/api/product/suggestions?q=ea%00',
    ]) {
      refused(await ctx.app.inject({ method: 'GET', url, headers: staff.headers }));
    }
  });

  it('is refused with 400 in any string of a JSON body', async () => {
    const product = await makeProduct(ctx, { stock: 1 });
    refused(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/products/${product.id}/stock`,
        headers: staff.headers,
        payload: { reason: 'received', quantity: 1, note: 'Delivery\u0000' },
      }),
    );
    refused(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'someone\u0000@example.test', password: 'Secret123!' },
      }),
    );
    refused(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/orders/bulk-status',
        headers: staff.headers,
        payload: { orderIds: ['a\u0000'], from: 'Placed', to: 'Processing' },
      }),
    );
  });

  it('leaves text without one alone', async () => {
    const answer = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit?entityType=order%2500',
      headers: staff.headers,
    });
    expect(answer.statusCode).toBe(200);
    expect(urlHasNul('/products?search=100%25')).toBe(false);
    expect(valueHasNul({ a: ['x', { b: 'y' }], n: 0, z: null })).toBe(false);
    expect(valueHasNul({ a: ['x', { 'b\u0000': 'y' }] })).toBe(true);
  });
});
