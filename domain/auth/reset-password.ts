import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures, passwordResets, sessions, users } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../errors';
import { accountDisabledError } from './account-disabled-error';
import type { ResetPasswordInput } from '../schemas/auth';
import { hashToken } from './tokens';
import { hashPassword } from './password';

const invalidToken = () =>
  new AppError('INVALID_TOKEN', 'This reset link is invalid or has expired. Please request a new one.');

/**
 * Finishes a password reset (rule:reset-links).
 * In one transaction: the token is claimed (an unused, unexpired token, so two
 * requests with one token cannot both win), the password changes, every other
 * outstanding reset link of the account dies, and every session is revoked, so a
 * thief holding an old token is signed out. The owner has just proved control of the mailbox, so
 * every failed sign-in counted against the account, from any subnet, is forgotten too
 * (rule:login-throttle). A bad token leaves the account untouched. A disabled account's link (sent before staff
 * disabled it) is refused and changes nothing, the link included (rule:disabled-accounts): a reset never signs
 * anyone in, and a disabled account keeps the password it had until staff enable it.
 */
export async function resetPassword(db: Database, input: ResetPasswordInput): Promise<void> {
  const tokenHash = hashToken(input.resetToken);
  // A cheap look first, so guessed tokens cost us no scrypt work; the claim below decides.
  const [candidate] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!candidate) throw invalidToken();
  // Hash before the transaction: scrypt is slow on purpose and must not hold row locks.
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(db, async (tx) => {
    const now = new Date();
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
      )
      .returning({ userId: passwordResets.userId });
    if (!claimed) throw invalidToken();

    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.id, claimed.userId))
      .returning({ email: users.email, disabledAt: users.disabledAt });
    // Throwing rolls the claim and the new password back.
    if (user?.disabledAt) throw accountDisabledError();
    if (user) await tx.delete(loginFailures).where(eq(loginFailures.email, sql`lower(${user.email})`));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, claimed.userId), isNull(sessions.revokedAt)));
  });
}
