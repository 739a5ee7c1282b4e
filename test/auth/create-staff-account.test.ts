/**
 * Staff accounts come from the server's command line (rule:staff-only, ADR 0027): a new account
 * with a checked password or a generated one, an existing shopper promoted whatever the case of the
 * email, a weak password refused with nothing written; each change leaves an audit row.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index';
import { createStaffAccount } from '../../domain/auth/create-staff-account';
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
    expect(audit[0]).toMatchObject({ action: 'account.create-staff', actorUserId: result.userId, before: null });
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

  it('promotes an existing shopper whatever the letter case of the email, keeping the password', async () => {
    const shopper = await registerTestUser(ctx.app);
    const result = await createStaffAccount(db(), { email: `  ${shopper.email.toUpperCase()} ` });
    expect(result).toEqual({ outcome: 'promoted', userId: shopper.id, email: shopper.email });
    const [row] = await db().select({ role: users.role }).from(users).where(eq(users.id, shopper.id));
    expect(row?.role).toBe('admin');
    const response = await login(shopper.email, shopper.password);
    expect(response.json().data.user.role).toBe('admin');
    const audit = await auditFor(shopper.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'account.make-staff',
      before: { role: 'user' },
      after: { role: 'admin' },
    });
    // Again: nothing more to do, nothing more audited.
    expect((await createStaffAccount(db(), { email: shopper.email })).outcome).toBe('already-staff');
    expect(await auditFor(shopper.id)).toHaveLength(1);
  });

  it('refuses a weak password, a bad email, and a password for an existing account, writing nothing', async () => {
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
