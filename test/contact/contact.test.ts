/** POST /api/contact-us: the home page contact form (rule:contact-form, rule:api-contract). */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { startTestApp, type TestContext } from '../helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const thanks = "Thank you for contacting us. We'll get back to you within 24 hours.";
const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Priya Nair',
  email: 'priya@example.in',
  mobile: '+91 98765 43210',
  comment: 'Do you deliver to Kochi?',
  ...overrides,
});
const send = (payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/contact-us', payload: payload as object });
const messageCount = async () =>
  (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from contact_messages`))[0]!.n;

describe('POST /api/contact-us', () => {
  it('stores the message, trimmed, and thanks the sender in message and data.message', async () => {
    const response = await send(valid({ name: '  Priya Nair  ', comment: '  Do you deliver to Kochi?\n' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: thanks, data: { message: thanks } });
    const rows = await queryRows<Record<string, unknown>>(
      ctx.database.db,
      sql`select * from contact_messages where email = 'priya@example.in'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Priya Nair',
      mobile: '+91 98765 43210',
      comment: 'Do you deliver to Kochi?',
    });
  });

  it('needs no account', async () => {
    const response = await send(valid({ email: 'guest@example.in' }));
    expect(response.statusCode).toBe(201);
  });

  it('keeps markup as plain text (it is shown as text, never as HTML)', async () => {
    const comment = '<script>alert(1)</script> & "quotes"';
    expect((await send(valid({ email: 'markup@example.in', comment }))).statusCode).toBe(201);
    const [row] = await queryRows<{ comment: string }>(
      ctx.database.db,
      sql`select comment from contact_messages where email = 'markup@example.in'`,
    );
    expect(row!.comment).toBe(comment);
  });

  it.each([
    ['name missing', { name: undefined }, 'Name is required'],
    ['name blank', { name: '   ' }, 'Name is required'],
    ['email missing', { email: undefined }, 'Email is required'],
    ['email invalid', { email: 'priya@' }, 'Email is invalid'],
    ['mobile missing', { mobile: undefined }, 'Mobile is required'],
    ['mobile letters', { mobile: '98765abcde' }, 'Mobile number is invalid'],
    ['mobile too short', { mobile: '12345' }, 'Mobile number is invalid'],
    ['mobile too long', { mobile: '1234567890123456' }, 'Mobile number is invalid'],
    ['comment missing', { comment: undefined }, 'Comment is required'],
    ['comment blank', { comment: '\n\t ' }, 'Comment is required'],
    ['comment too long', { comment: 'x'.repeat(2001) }, 'Comment must be at most 2000 characters'],
    ['name too long', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    ['mobile a fraction', { mobile: 98765.4321 }, 'Mobile is required'],
    ['mobile an object', { mobile: { n: 1 } }, 'Mobile is required'],
  ])('refuses %s with 400 and stores nothing', async (_label, overrides, message) => {
    const before = await messageCount();
    const response = await send(valid(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
    expect(await messageCount()).toBe(before);
  });

  it('accepts the mobile formats people type: plain digits, +country code, spaces, hyphens', async () => {
    for (const mobile of ['9876543210', '+44 20 7946 0958', '080-2345-6789', '1234567']) {
      const response = await send(valid({ mobile, email: 'formats@example.in' }));
      expect(response.statusCode, mobile).toBe(201);
    }
  });

  it('accepts the mobile as a JSON number (the form field is a number input, rule:contact-form)', async () => {
    const response = await send(valid({ mobile: 9876543210, email: 'number@example.in' }));
    expect(response.statusCode).toBe(201);
    const [row] = await queryRows<{ mobile: string }>(
      ctx.database.db,
      sql`select mobile from contact_messages where email = 'number@example.in'`,
    );
    expect(row!.mobile).toBe('9876543210');
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/contact-us'].post).toBeDefined();
  });

  it('refuses malformed JSON and a non-object body with 400, storing nothing', async () => {
    const before = await messageCount();
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('INVALID_JSON');
    const list = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      headers: { 'content-type': 'application/json' },
      payload: '[]',
    });
    expect(list.statusCode).toBe(400);
    expect(await messageCount()).toBe(before);
  });
});
