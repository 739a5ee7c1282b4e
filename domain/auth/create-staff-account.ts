import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { databaseErrorCode, inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../errors';
import { newPasswordSchema } from '../schemas/auth';
import { hashPassword } from './password';

export interface CreateStaffAccountInput {
  email: string;
  /** For a new account; when absent a strong one is generated and returned once. */
  password?: string;
}

export interface CreateStaffAccountResult {
  outcome: 'created' | 'promoted' | 'already-staff';
  userId: string;
  email: string;
  /** Only when this call made the password up: shown once, stored only as a hash. */
  generatedPassword?: string;
}

const emailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Email is invalid'));

/** 18 random bytes as base64url: 24 characters, 144 bits, within rule:password-rules. */
const generatePassword = (): string => randomBytes(18).toString('base64url');

/**
 * Makes an account staff (role admin) for `npm run admin:create` (rule:staff-only, ADR 0027): an
 * existing account with this email, whatever its letter case, is promoted and keeps its password; a new
 * one gets the given password (checked by rule:password-rules) or a generated one. A promotion is audited
 * with the account as its own actor, since nobody signed in made it.
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

  const findExisting = async () => {
    const [row] = await db
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    return row;
  };

  const existing = await findExisting();
  if (existing) {
    if (input.password !== undefined) {
      throw new AppError(
        'CONFLICT',
        `An account with ${existing.email} already exists; it keeps its own password (use "Forgot password" to change it). Run again without --password to make it staff.`,
      );
    }
    if (existing.role === 'admin') return { outcome: 'already-staff', userId: existing.id, email: existing.email };
    await inTransaction(db, async (tx) => {
      await tx
        .update(users)
        .set({ role: 'admin', updatedAt: new Date() })
        .where(sql`${users.id} = ${existing.id}`);
      await recordAudit(tx, {
        actorUserId: existing.id,
        action: 'account.make-staff',
        entityType: 'user',
        entityId: existing.id,
        before: { role: existing.role },
        after: { role: 'admin' },
      });
    });
    return { outcome: 'promoted', userId: existing.id, email: existing.email };
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
        after: { email: user.email, role: 'admin' },
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
