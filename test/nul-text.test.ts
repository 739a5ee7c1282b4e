/**
 * PostgreSQL text cannot hold NUL (U+0000); the shop refuses it with 400 before any query
 * (server/plugins/no-nul-text.ts, rule:input-validation), where it used to answer 500: the security
 * scan's staff run found it with wapiti's `%00` probes on the back office's filters. A lone UTF-16
 * surrogate (`"\ud800"` in JSON) is refused at the same place for every text field, the shopper's and the
 * staff's (issue 34's security review: a staff note with one answered 500, as the audit row's JSON refused it).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, makeProduct, stockOf } from './cart/fixtures';
import { startTestApp, type TestContext } from './helpers/app';
import { registerTestStaff, type TestUser } from './helpers/users';
import { urlHasNul, valueHasLoneSurrogate, valueHasNul } from '../server/plugins/no-nul-text';

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

describe('a lone UTF-16 surrogate in a JSON body', () => {
  const broken = (answer: { statusCode: number; json: () => unknown }) => {
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('broken character'),
    });
  };

  it('is a 400 in a staff note, and the stock, its ledger and the audit log stay as they were', async () => {
    const product = await makeProduct(ctx, { stock: 4 });
    const audit = await count(ctx, 'audit_log');
    for (const note of ['Delivery \ud800', '\udc00 count', 'reversed \ude00\ud83d']) {
      broken(
        await ctx.app.inject({
          method: 'POST',
          url: `/api/admin/products/${product.id}/stock`,
          headers: staff.headers,
          payload: { reason: 'received', quantity: 2, note },
        }),
      );
    }
    expect((await stockOf(ctx, product.id)).stock).toBe(4);
    expect(await count(ctx, 'stock_ledger', sql`product_id = ${product.id}`)).toBe(1);
    expect(await count(ctx, 'audit_log')).toBe(audit);

    // A whole pair is a character like any other (an emoji), and is kept.
    const emoji = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product.id}/stock`,
      headers: staff.headers,
      payload: { reason: 'received', quantity: 2, note: 'Box \ud83d\udce6 from the supplier' },
    });
    expect(emoji.statusCode, emoji.body).toBe(200);
    expect((await stockOf(ctx, product.id)).stock).toBe(6);
  });

  it('is a 400 in a staff name field, and nothing is added', async () => {
    const couriers = await count(ctx, 'couriers');
    const categories = await count(ctx, 'categories');
    broken(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/couriers',
        headers: staff.headers,
        payload: { name: 'Blue \ud800 Dart' },
      }),
    );
    broken(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/categories',
        headers: staff.headers,
        payload: { name: 'Sarees\udbff', image: '/uploads/x.webp', hsnCode: '5208' },
      }),
    );
    expect(await count(ctx, 'couriers')).toBe(couriers);
    expect(await count(ctx, 'categories')).toBe(categories);
  });

  it('is a 400 in a shopper field (sign-up name, contact message, a key), and nothing is stored', async () => {
    const users = await count(ctx, 'users');
    broken(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          fullName: 'Asha \ud800',
          email: 'asha.surrogate@example.in',
          phone: '9876543210',
          password: 'Secret123!',
          gender: 'female',
        },
      }),
    );
    expect(await count(ctx, 'users')).toBe(users);

    const messages = await count(ctx, 'contact_messages');
    broken(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/contact-us',
        payload: { name: 'Ravi', email: 'ravi@example.in', mobile: '9876543210', comment: 'Hello \udfff' },
      }),
    );
    broken(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/contact-us',
        payload: { name: 'Ravi', email: 'ravi@example.in', mobile: '9876543210', comment: 'Hi', '\ud800': 'x' },
      }),
    );
    expect(await count(ctx, 'contact_messages')).toBe(messages);
  });

  it('is told apart from whole pairs and plain text', () => {
    expect(valueHasLoneSurrogate({ a: ['Box \ud83d\udce6', { b: 'नमस्ते' }], n: 1, z: null })).toBe(false);
    expect(valueHasLoneSurrogate({ a: ['x', { b: 'y\ud800' }] })).toBe(true);
    expect(valueHasLoneSurrogate({ a: [{ '\udc00': 'y' }] })).toBe(true);
  });
});
