import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures, users } from '../../db/schema/index';
import { AppError } from '../errors';
import type { LoginInput } from '../schemas/auth';
import { accountDisabledError } from './account-disabled-error';
import { claimLoginAttempt } from './claim-login-attempt';
import { clientSubnetOf } from './client-subnet';
import { getDummyHash, hashNeedsUpgrade, hashPassword, verifyPassword } from './password';
import { createSession, toPublicUser } from './sessions';

const invalid = () => new AppError('INVALID_CREDENTIALS', 'Invalid email or password');

export interface LoginClient {
  /** The client's address as the HTTP layer sees it (request.ip, rule:client-address). */
  address: string;
}

/**
 * Signs in with email and password (rule:login-throttle, rule:same-answer-any-email). The attempt
 * is claimed, and so recorded as a failure, before the password is compared; the right password
 * then clears that (email, subnet) key's failures. An unknown email goes through the same steps
 * against a dummy hash, so it answers alike and is throttled alike. A disabled account is refused with its own
 * message (rule:disabled-accounts), but only after the right password: to anyone else it answers like any
 * other account. The right password is not a guess, so it still clears the key's failures.
 */
export async function loginUser(db: Database, input: LoginInput, client: LoginClient) {
  const email = input.email.toLowerCase();
  const key = { email, subnet: clientSubnetOf(client.address) };
  await claimLoginAttempt(db, key);

  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await getDummyHash()));
  if (!user || !ok) throw invalid();

  await db.delete(loginFailures).where(and(eq(loginFailures.email, key.email), eq(loginFailures.subnet, key.subnet)));
  if (hashNeedsUpgrade(user.passwordHash)) {
    // Made under an earlier setting (ADR 0038): stored again with today's, only if nobody changed it meanwhile.
    const upgraded = await hashPassword(input.password);
    await db
      .update(users)
      .set({ passwordHash: upgraded })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
  }
  if (user.disabledAt) throw accountDisabledError();
  const session = await createSession(db, user.id);
  return { user: toPublicUser(user), ...session };
}
