/**
 * Staff accounts come from the server's command line (rule:staff-only, ADR 0027): a new account
 * with a checked password or a generated one; an existing account only with the promote flag, and then
 * its sessions end and its password is replaced, so whoever registered a future staff member's address
 * first cannot sign in as staff; a weak password refused with nothing written; each change leaves an
 * audit row naming who ran the command.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, passwordResets, users } from '../../db/schema/index';
import { createStaffAccount as createStaffAccountAs } from '../../domain/auth/create-staff-account';
import { startTestApp, type TestContext } from '../helpers/app';
import { registerTestUser } from '../helpers/users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const db = () => ctx.database.db;
const ranBy = 'npm run admin:create by test@host';
const createStaffAccount = (
  database: ReturnType<typeof db>,
  input: Omit<Parameters<typeof createStaffAccountAs>[1], 'ranBy'>,
) => createStaffAccountAs(database, { ...input, ranBy });
const unique = (name: string) => `${name}.${crypto.randomUUID().slice(0, 8)}@example.in`;

async function login(email: string, password: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

async function auditFor(userId: string) {
  return db().select().from(auditLog).where(eq(auditLog.entityId, userId));
}

describe('createStaffAccount', () => {
  it('creates a staff account with the given password, which signs in as admin', async () => {
    const email = unique('owner');
    const result = await createStaffAccount(db(), { email, password: 'Str0ng-pass' });
    expect(result).toMatchObject({ outcome: 'created', email });
    expect(result.generatedPassword).toBeUndefined();
    const response = await login(email, 'Str0ng-pass');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.user.role).toBe('admin');
    const audit = await auditFor(result.userId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'account.create-staff',
      actorUserId: result.userId,
      before: null,
      after: { email, role: 'admin', ranBy },
    });
  });

  it('generates a strong password for a new account when none is given, and it works', async () => {
    const email = unique('manager');
    const result = await createStaffAccount(db(), { email });
    expect(result.outcome).toBe('created');
    expect(result.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const [row] = await db().select().from(users).where(eq(users.id, result.userId));
    expect(row?.passwordHash).not.toContain(result.generatedPassword!);
    expect((await login(email, result.generatedPassword!)).statusCode).toBe(200);
    const other = await createStaffAccount(db(), { email: unique('second') });
    expect(other.generatedPassword).not.toBe(result.generatedPassword);
  });

  it('refuses to make an existing account staff without the promote flag, changing nothing', async () => {
    const shopper = await registerTestUser(ctx.app);
    await expect(createStaffAccount(db(), { email: shopper.email.toUpperCase() })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('--promote-existing'),
    });
    const [row] = await db().select({ role: users.role }).from(users).where(eq(users.id, shopper.id));
    expect(row?.role).toBe('user');
    expect(await auditFor(shopper.id)).toHaveLength(0);
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: shopper.headers });
    expect(profile.json().data.role).toBe('user');
  });

  it('promotes with the flag whatever the letter case: sessions end, reset links die, the old password stops working', async () => {
    const shopper = await registerTestUser(ctx.app);
    const secondSession = (await login(shopper.email, shopper.password)).json().data.authToken as string;
    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: shopper.email },
    });
    expect(forgot.statusCode).toBe(200);

    const result = await createStaffAccount(db(), {
      email: `  ${shopper.email.toUpperCase()} `,
      promoteExisting: true,
    });
    expect(result).toMatchObject({ outcome: 'promoted', userId: shopper.id, email: shopper.email, sessionsEnded: 2 });
    expect(result.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);

    // Neither session of whoever registered the address opens anything now, and their password is gone.
    for (const token of [shopper.token, secondSession]) {
      const profile = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(profile.statusCode).toBe(401);
      const admin = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/orders',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(admin.statusCode).toBe(401);
    }
    expect((await login(shopper.email, shopper.password)).statusCode).toBe(401);
    const links = await db()
      .select({ usedAt: passwordResets.usedAt })
      .from(passwordResets)
      .where(eq(passwordResets.userId, shopper.id));
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((link) => link.usedAt !== null)).toBe(true);

    const signedIn = await login(shopper.email, result.generatedPassword!);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.role).toBe('admin');

    const audit = await auditFor(shopper.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'account.make-staff',
      actorUserId: shopper.id,
      before: { role: 'user' },
      after: { role: 'admin', passwordReplaced: true, sessionsEnded: 2, resetLinksCancelled: 1, ranBy },
    });
    // Again: nothing more to do, nothing more audited, and the password the operator was given still works.
    expect((await createStaffAccount(db(), { email: shopper.email, promoteExisting: true })).outcome).toBe(
      'already-staff',
    );
    expect(await auditFor(shopper.id)).toHaveLength(1);
    expect((await login(shopper.email, result.generatedPassword!)).statusCode).toBe(200);
  });

  it('promotes with the flag and a given password; refuses a disabled account', async () => {
    const shopper = await registerTestUser(ctx.app);
    const result = await createStaffAccount(db(), {
      email: shopper.email,
      password: 'Operator-chosen1',
      promoteExisting: true,
    });
    expect(result.outcome).toBe('promoted');
    expect(result.generatedPassword).toBeUndefined();
    expect((await login(shopper.email, 'Operator-chosen1')).json().data.user.role).toBe('admin');

    const disabled = await registerTestUser(ctx.app);
    await db().update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.id));
    await expect(createStaffAccount(db(), { email: disabled.email, promoteExisting: true })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('disabled'),
    });
    const [row] = await db().select({ role: users.role }).from(users).where(eq(users.id, disabled.id));
    expect(row?.role).toBe('user');
    expect(await auditFor(disabled.id)).toHaveLength(0);
  });

  it('refuses a weak password, a bad email, and an existing account with a password, writing nothing', async () => {
    const email = unique('weak');
    await expect(createStaffAccount(db(), { email, password: 'short' })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Password must be at least 8 characters',
    });
    await expect(createStaffAccount(db(), { email: 'not-an-email' })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Email is invalid',
    });
    const [found] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(${users.email}) in (${email}, 'not-an-email')`);
    expect(found?.n).toBe(0);

    const shopper = await registerTestUser(ctx.app);
    await expect(createStaffAccount(db(), { email: shopper.email, password: 'Another-pass1' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const [row] = await db().select({ role: users.role }).from(users).where(eq(users.id, shopper.id));
    expect(row?.role).toBe('user');
    expect((await login(shopper.email, shopper.password)).statusCode).toBe(200);
  });
});
