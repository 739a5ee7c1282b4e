/**
 * The back office's customers (rule:admin-customers, rule:disabled-accounts) through the real app: staff list and
 * search every account with its orders and lifetime value, open one customer, and disable or enable a shopper.
 * Disabling ends the shopper's sessions at once, refuses sign-in with the one message and stops password resets;
 * enabling lets them back. Bad input is a 4xx that changes nothing; every change writes its audit row
 * (rule:audit-log); shoppers and guests are refused.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { auditLog, passwordResets, reviews, sessions, users } from '../../db/schema/index';
import { createSession } from '../../domain/auth/sessions';
import { generateToken, hashToken } from '../../domain/auth/tokens';
import { accountDisabledMessage } from '../../domain/shared/account-rules';
import { makeProduct } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { expectError } from '../helpers/errors';
import { registerTestStaff, registerTestUser, type TestUser } from '../helpers/users';
import { insertOrder } from './order-fixtures';

let ctx: TestContext;
let staff: TestUser;
beforeAll(async () => {
  ctx = await startTestApp();
  staff = await registerTestStaff(ctx.app, ctx.database.db, { fullName: 'Staff Sunita' });
});
afterAll(async () => {
  await ctx.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, as: TestUser | null = staff) =>
  ctx.app.inject({ method, url: `/api/admin${url}`, headers: as ? as.headers : {}, payload });

const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const profile = (user: TestUser) => ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.headers });

const auditOf = (id: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'customer'), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id);
const accountOf = async (id: string) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const liveSessions = (id: string) =>
  ctx.database.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));

interface Row {
  id: string;
  fullName: string;
  role: string;
  orderCount: number;
  lifetimeValue: number;
  disabledAt: string | null;
}
const listOf = async (query = '') => {
  const response = await call('GET', `/customers${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { items: Row[]; total: number; page: number; perPage: number; totalPages: number };
};

describe('GET /api/admin/customers', () => {
  it('lists accounts newest first, staff marked, with order counts and the value of delivered orders', async () => {
    const buyer = await registerTestUser(ctx.app, { fullName: 'Lakshmi Buyer' });
    const product = await makeProduct(ctx);
    const line = [{ productId: product.id, quantity: 1 }];
    await insertOrder(ctx, { userId: buyer.id, day: 3, status: 'Delivered', totalRupees: 500, lines: line });
    await insertOrder(ctx, { userId: buyer.id, day: 2, status: 'Delivered', totalRupees: 250.5, lines: line });
    await insertOrder(ctx, { userId: buyer.id, day: 1, status: 'Cancelled', totalRupees: 1000, lines: line });
    await insertOrder(ctx, { userId: buyer.id, day: 0, status: 'Placed', totalRupees: 300, lines: line });
    const newest = await registerTestUser(ctx.app, { fullName: 'Newest Naveen' });

    const list = await listOf();
    expect(list.total).toBe(3);
    expect(list.items.map((r) => r.id)).toEqual([newest.id, buyer.id, staff.id]);
    expect(list.items[0]).toMatchObject({ fullName: 'Newest Naveen', role: 'user', orderCount: 0, lifetimeValue: 0 });
    expect(list.items[1]).toMatchObject({ role: 'user', orderCount: 4, lifetimeValue: 750.5, disabledAt: null });
    expect(list.items[2]).toMatchObject({ role: 'admin', fullName: 'Staff Sunita' });
  });

  it('pages on the server', async () => {
    const all = await listOf();
    const second = await listOf('?page=2&limit=2');
    expect(second).toMatchObject({ page: 2, perPage: 2, total: all.total, totalPages: Math.ceil(all.total / 2) });
    expect(second.items.map((r) => r.id)).toEqual(all.items.slice(2, 4).map((r) => r.id));
  });

  it('finds by part of the name, email or phone, a phone typed with +91 and spaces included', async () => {
    const priya = await registerTestUser(ctx.app, { fullName: 'Priya Raghunathan', phone: '9123456780' });
    const other = await registerTestUser(ctx.app, { fullName: 'Someone Else', phone: '9000000001' });
    const ids = async (q: string) => (await listOf(`?q=${encodeURIComponent(q)}`)).items.map((r) => r.id);
    expect(await ids('raghu')).toEqual([priya.id]);
    expect(await ids('RAGHUNATHAN')).toEqual([priya.id]);
    expect(await ids(priya.email.slice(0, 12).toUpperCase())).toEqual([priya.id]);
    expect(await ids('+91 91234 56780')).toEqual([priya.id]);
    expect(await ids('91234-56780')).toEqual([priya.id]);
    expect(await ids('45678')).toEqual([priya.id]);
    expect(await ids('9000000001')).toEqual([other.id]);
    expect(await ids('nobody-matches-this')).toEqual([]);
    // A blank search is no search.
    expect((await listOf('?q=%20%20')).total).toBe((await listOf()).total);
  });

  it('reads % and _ in the search as letters, not wildcards', async () => {
    const underscore = await registerTestUser(ctx.app, { fullName: 'Raj_Kumar' });
    const plain = await registerTestUser(ctx.app, { fullName: 'RajXKumar' });
    const ids = async (q: string) => (await listOf(`?q=${encodeURIComponent(q)}`)).items.map((r) => r.id);
    expect(await ids('j_k')).toEqual([underscore.id]);
    expect(await ids('jxk')).toEqual([plain.id]);
    expect(await ids('raj%kumar')).toEqual([]);
  });

  it('refuses bad paging and an overlong search with a clear 400', async () => {
    for (const [query, words] of [
      ['?page=0', 'page must be at least 1'],
      ['?page=abc', 'page must be a number'],
      ['?limit=101', 'limit can be at most 100'],
      [`?q=${'a'.repeat(101)}`, 'under 100 characters'],
    ] as const) {
      const body = expectError(await call('GET', `/customers${query}`), 400, 'VALIDATION_ERROR');
      expect(body.message).toContain(words);
    }
  });
});

describe('GET /api/admin/customers/:id', () => {
  it('shows the profile, newest orders with totals, lifetime value and reviews with hidden ones marked', async () => {
    const shopper = await registerTestUser(ctx.app, {
      fullName: 'Kavya Profile',
      phone: '9812312345',
      gender: 'female',
    });
    const product = await makeProduct(ctx, { title: 'Profile Kurta' });
    const line = [{ productId: product.id, quantity: 1 }];
    const older = await insertOrder(ctx, {
      userId: shopper.id,
      day: 5,
      status: 'Delivered',
      totalRupees: 999,
      lines: line,
    });
    const newer = await insertOrder(ctx, {
      userId: shopper.id,
      day: 1,
      status: 'Returned',
      totalRupees: 450,
      lines: line,
    });
    await ctx.database.db.insert(reviews).values({
      productId: product.id,
      userId: shopper.id,
      name: 'Kavya Profile',
      rating: 2,
      comment: 'Colour ran in the wash',
      hiddenAt: new Date(),
    });

    const response = await call('GET', `/customers/${shopper.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json().data;
    expect(detail.profile).toMatchObject({
      id: shopper.id,
      fullName: 'Kavya Profile',
      email: shopper.email,
      phone: '9812312345',
      gender: 'female',
      role: 'user',
      disabledAt: null,
    });
    expect(detail.orders).toEqual([
      expect.objectContaining({ id: newer.id, orderNumber: newer.orderNumber, status: 'Returned', total: 450 }),
      expect.objectContaining({ id: older.id, orderNumber: older.orderNumber, status: 'Delivered', total: 999 }),
    ]);
    expect(detail).toMatchObject({ orderCount: 2, deliveredCount: 1, lifetimeValue: 999, reviewCount: 1 });
    expect(detail.reviews).toEqual([
      expect.objectContaining({ productId: product.id, productTitle: 'Profile Kurta', rating: 2, hidden: true }),
    ]);
  });

  it('is 404 for an unknown account and 400 for a malformed id', async () => {
    expectError(await call('GET', '/customers/3242569d-a998-4b25-b6e7-a10fce23061f'), 404, 'NOT_FOUND');
    expectError(await call('GET', '/customers/not-an-id'), 400, 'VALIDATION_ERROR');
  });
});

describe('POST /api/admin/customers/:id/disable and /enable', () => {
  it('disabling ends every session at once, refuses sign-in and resets; enabling lets the shopper back', async () => {
    const shopper = await registerTestUser(ctx.app, { fullName: 'Disabled Deepak' });
    // A second device, signed in too.
    const other = await login(shopper.email, shopper.password);
    expect(other.statusCode).toBe(200);
    const otherHeaders = { authorization: `Bearer ${other.json().data.authToken}` };
    expect(await liveSessions(shopper.id)).toHaveLength(2);
    // A reset link mailed before staff disable the account.
    const resetToken = generateToken();
    await ctx.database.db.insert(passwordResets).values({
      userId: shopper.id,
      tokenHash: hashToken(resetToken),
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    const passwordBefore = (await accountOf(shopper.id)).passwordHash;

    const disabled = await call('POST', `/customers/${shopper.id}/disable`, { note: '  Repeated fake orders  ' });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().data).toMatchObject({ id: shopper.id, sessionsEnded: 2 });
    expect(disabled.json().data.disabledAt).toEqual(expect.any(String));
    expect((await accountOf(shopper.id)).disabledAt).not.toBeNull();
    expect(await liveSessions(shopper.id)).toEqual([]);
    const [audit] = await auditOf(shopper.id);
    expect(audit).toMatchObject({
      action: 'customer.disable',
      actorUserId: staff.id,
      before: { disabledAt: null },
      after: { sessionsEnded: 2, note: 'Repeated fake orders' },
    });

    // Both sessions stop working on their next request.
    expectError(await profile(shopper), 401, 'UNAUTHORIZED');
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/cart', headers: otherHeaders }), 401, 'UNAUTHORIZED');
    // Signing in: the right password hears why; a wrong one hears what anyone would.
    const refused = expectError(await login(shopper.email, shopper.password), 403, 'ACCOUNT_DISABLED');
    expect(refused.message).toBe('This account has been disabled. Please contact us.');
    expect(refused.message).toBe(accountDisabledMessage);
    expect(expectError(await login(shopper.email, 'Wrong123!'), 401, 'INVALID_CREDENTIALS').message).toBe(
      'Invalid email or password',
    );
    expect(await liveSessions(shopper.id)).toEqual([]);
    // A session a racing sign-in created after the revocation is refused too.
    const raced = await createSession(ctx.database.db, shopper.id);
    expectError(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { authorization: `Bearer ${raced.token}` },
      }),
      401,
      'UNAUTHORIZED',
    );
    // No reset mail is sent (same answer as for any email), and an earlier link neither resets nor signs in.
    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: shopper.email },
    });
    expect(forgot.statusCode).toBe(200);
    const mails = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from mail_outbox where lower(to_address) = ${shopper.email.toLowerCase()}`,
    );
    expect(mails[0]!.n).toBe(0);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { resetToken, newPassword: 'Newpass123!' },
    });
    expect(expectError(reset, 403, 'ACCOUNT_DISABLED').message).toBe(accountDisabledMessage);
    expect(reset.headers['set-cookie']).toBeUndefined();
    expect((await accountOf(shopper.id)).passwordHash).toBe(passwordBefore);

    // Disabling again changes nothing and writes nothing.
    const again = await call('POST', `/customers/${shopper.id}/disable`, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().data.sessionsEnded).toBe(0);
    expect(await auditOf(shopper.id)).toHaveLength(1);
    expect((await listOf(`?q=${encodeURIComponent('Disabled Deepak')}`)).items[0]!.disabledAt).toEqual(
      expect.any(String),
    );

    // Enabled: the shopper signs in with the password they had; old sessions stay ended.
    const enabled = await call('POST', `/customers/${shopper.id}/enable`);
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json().data).toMatchObject({ id: shopper.id, disabledAt: null, sessionsEnded: 0 });
    expect((await auditOf(shopper.id)).at(-1)).toMatchObject({
      action: 'customer.enable',
      actorUserId: staff.id,
      after: { disabledAt: null },
    });
    expectError(await profile(shopper), 401, 'UNAUTHORIZED');
    const back = await login(shopper.email, shopper.password);
    expect(back.statusCode, back.body).toBe(200);
    const fresh = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${back.json().data.authToken}` },
    });
    expect(fresh.statusCode).toBe(200);
    // The link mailed before the disable still works once the account is enabled (it was not used).
    const resetAfter = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { resetToken, newPassword: 'Newpass123!' },
    });
    expect(resetAfter.statusCode, resetAfter.body).toBe(200);
  });

  it('refuses to disable yourself (409) or another staff member (403), changing nothing', async () => {
    const colleague = await registerTestStaff(ctx.app, ctx.database.db);
    const self = expectError(await call('POST', `/customers/${staff.id}/disable`, {}), 409, 'CONFLICT');
    expect(self.message).toBe('You cannot disable your own account.');
    const other = expectError(await call('POST', `/customers/${colleague.id}/disable`, {}), 403, 'FORBIDDEN');
    expect(other.message).toContain('Staff accounts cannot be disabled');
    expect((await accountOf(staff.id)).disabledAt).toBeNull();
    expect((await accountOf(colleague.id)).disabledAt).toBeNull();
    expect(await auditOf(staff.id)).toEqual([]);
    expect(await auditOf(colleague.id)).toEqual([]);
    expect((await profile(colleague)).statusCode).toBe(200);
  });

  it('refuses bad input with a clear 400 and an unknown account with 404, changing nothing', async () => {
    const shopper = await registerTestUser(ctx.app);
    const long = expectError(
      await call('POST', `/customers/${shopper.id}/disable`, { note: 'x'.repeat(501) }),
      400,
      'VALIDATION_ERROR',
    );
    expect(long.message).toContain('under 500 characters');
    const typed = expectError(
      await call('POST', `/customers/${shopper.id}/disable`, { note: 5 }),
      400,
      'VALIDATION_ERROR',
    );
    expect(typed.message).toContain('The note must be text.');
    expectError(await call('POST', '/customers/not-an-id/disable', {}), 400, 'VALIDATION_ERROR');
    expectError(await call('POST', '/customers/3242569d-a998-4b25-b6e7-a10fce23061f/disable', {}), 404, 'NOT_FOUND');
    expect((await accountOf(shopper.id)).disabledAt).toBeNull();
    expect(await auditOf(shopper.id)).toEqual([]);
    expect((await profile(shopper)).statusCode).toBe(200);
  });

  it('refuses shoppers (403) and guests (401), changing nothing', async () => {
    const shopper = await registerTestUser(ctx.app);
    const target = await registerTestUser(ctx.app);
    for (const verb of ['disable', 'enable']) {
      expectError(await call('POST', `/customers/${target.id}/${verb}`, {}, shopper), 403, 'FORBIDDEN');
      expectError(await call('POST', `/customers/${target.id}/${verb}`, {}, null), 401, 'UNAUTHORIZED');
    }
    expectError(await call('GET', '/customers', undefined, shopper), 403, 'FORBIDDEN');
    expectError(await call('GET', `/customers/${target.id}`, undefined, null), 401, 'UNAUTHORIZED');
    expect((await accountOf(target.id)).disabledAt).toBeNull();
    expect(await auditOf(target.id)).toEqual([]);
  });
});
