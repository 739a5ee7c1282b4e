import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { loginFailures, passwordResets, sessions, users } from '../../db/schema/index';
import { databaseErrorCode, inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../errors';
import { newPasswordSchema } from '../schemas/auth';
import { hashPassword } from './password';

/** The command line's flag that allows making an existing account staff; named in the refusal. */
export const promoteExistingFlag = '--promote-existing';

export interface CreateStaffAccountInput {
  email: string;
  /** The account's password; when absent a strong one is generated and returned once. */
  password?: string;
  /**
   * Allows an existing account with this email to become staff: its sessions end, its reset links die and its
   * password is replaced. Without it an existing account is refused.
   */
  promoteExisting?: boolean;
  /** Who ran the command (the operating system's user and host), kept in the audit row. */
  ranBy: string;
}

export interface CreateStaffAccountResult {
  outcome: 'created' | 'promoted' | 'already-staff';
  userId: string;
  email: string;
  /** Only when this call made the password up: shown once, stored only as a hash. */
  generatedPassword?: string;
  /** For a promotion: the sessions of the account that were ended. */
  sessionsEnded?: number;
}

const emailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Email is invalid'));

/** 18 random bytes as base64url: 24 characters, 144 bits, within rule:password-rules. */
const generatePassword = (): string => randomBytes(18).toString('base64url');

const findByEmail = async (db: Database, email: string) => {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role, disabledAt: users.disabledAt })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
};

/**
 * Makes an account staff (role admin) for `npm run admin:create` (rule:staff-only, ADR 0027).
 *
 * A new account gets the given password (checked by rule:password-rules) or a generated one. An existing account
 * with this email, whatever its letter case, is refused unless `promoteExisting` is set: anyone may register any
 * address, so whoever registered a future staff member's address first would otherwise become staff with a password
 * and sessions of their own. With it, in one transaction, the account becomes staff, every one of its sessions ends,
 * its outstanding reset links die, its counted sign-in failures are forgotten and its password is replaced by the
 * given or a generated one: only the operator's password opens it afterwards. A disabled account is refused either way
 * (staff enable it first). Audited with the account as its own actor, since nobody signed in made the change, and the
 * operator's user and host in `after.ranBy`.
 */
export async function createStaffAccount(
  db: Database,
  input: CreateStaffAccountInput,
): Promise<CreateStaffAccountResult> {
  const parsedEmail = emailSchema.safeParse(input.email);
  if (!parsedEmail.success) throw new AppError('VALIDATION_ERROR', parsedEmail.error.issues[0]!.message);
  const email = parsedEmail.data;
  if (input.password !== undefined) {
    const parsed = newPasswordSchema.safeParse(input.password);
    if (!parsed.success) throw new AppError('VALIDATION_ERROR', parsed.error.issues[0]!.message);
  }

  const existing = await findByEmail(db, email);
  if (existing?.role === 'admin') {
    if (input.password !== undefined) {
      throw new AppError(
        'CONFLICT',
        `${existing.email} is already staff and keeps its own password; nothing changed (use "Forgot password" to change it).`,
      );
    }
    return { outcome: 'already-staff', userId: existing.id, email: existing.email };
  }
  if (existing) {
    if (!input.promoteExisting) {
      throw new AppError(
        'CONFLICT',
        `An account with ${existing.email} already exists; it was not made staff, since whoever registered it may not be your staff member. To make it staff anyway, run again with ${promoteExistingFlag}: every session of the account ends and its password is replaced by a new one.`,
      );
    }
    if (existing.disabledAt) {
      throw new AppError(
        'CONFLICT',
        `The account ${existing.email} is disabled; enable it in the back office (Customers) first, or use another email.`,
      );
    }
    return promoteAccount(db, existing.id, input);
  }

  const generatedPassword = input.password === undefined ? generatePassword() : undefined;
  const passwordHash = await hashPassword(input.password ?? generatedPassword!);
  try {
    const created = await inTransaction(db, async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ fullName: 'Shop staff', email, passwordHash, role: 'admin' })
        .returning({ id: users.id, email: users.email });
      if (!user) throw new AppError('INTERNAL', 'Could not create the account');
      await recordAudit(tx, {
        actorUserId: user.id,
        action: 'account.create-staff',
        entityType: 'user',
        entityId: user.id,
        before: null,
        after: { email: user.email, role: 'admin', ranBy: input.ranBy },
      });
      return user;
    });
    return { outcome: 'created', userId: created.id, email: created.email, generatedPassword };
  } catch (err) {
    if (databaseErrorCode(err) === '23505')
      throw new AppError('EMAIL_TAKEN', 'An account with this email was created meanwhile; run the command again');
    throw err;
  }
}

async function promoteAccount(
  db: Database,
  userId: string,
  input: CreateStaffAccountInput,
): Promise<CreateStaffAccountResult> {
  const generatedPassword = input.password === undefined ? generatePassword() : undefined;
  // Hashed before the transaction: scrypt is slow on purpose and must not hold the row lock.
  const passwordHash = await hashPassword(input.password ?? generatedPassword!);
  return inTransaction(db, async (tx) => {
    // Locked, then read again: a staff member's disable, or a second run, may have changed it meanwhile.
    const [account] = await tx
      .select({ id: users.id, email: users.email, role: users.role, disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!account) throw new AppError('CONFLICT', 'The account was deleted meanwhile; run the command again');
    if (account.role === 'admin') return { outcome: 'already-staff' as const, userId, email: account.email };
    if (account.disabledAt) throw new AppError('CONFLICT', `The account ${account.email} was disabled meanwhile.`);

    const now = new Date();
    await tx.update(users).set({ role: 'admin', passwordHash, updatedAt: now }).where(eq(users.id, userId));
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    const cancelledLinks = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    await tx.delete(loginFailures).where(eq(loginFailures.email, sql`lower(${account.email})`));
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'account.make-staff',
      entityType: 'user',
      entityId: userId,
      before: { role: account.role },
      after: {
        role: 'admin',
        passwordReplaced: true,
        sessionsEnded: ended.length,
        resetLinksCancelled: cancelledLinks.length,
        ranBy: input.ranBy,
      },
    });
    return {
      outcome: 'promoted' as const,
      userId,
      email: account.email,
      generatedPassword,
      sessionsEnded: ended.length,
    };
  });
}
