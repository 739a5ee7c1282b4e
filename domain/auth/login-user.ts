import { and, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures, users } from '../../db/schema/index';
import { AppError } from '../errors';
import type { LoginInput } from '../schemas/auth';
import { getDummyHash, verifyPassword } from './password';
import { createSession, toPublicUser } from './sessions';

/** rule:login-throttle: at most 100 failed attempts per hour per account. */
export const maxFailuresPerHour = 100;
const invalid = () => new AppError('INVALID_CREDENTIALS', 'Invalid email or password');

export async function loginUser(db: Database, input: LoginInput) {
  const email = input.email.toLowerCase();
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
  const [failures] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(sql`${loginFailures.email} = ${email}`, gt(loginFailures.createdAt, hourAgo)));
  if ((failures?.count ?? 0) >= maxFailuresPerHour) {
    throw new AppError(
      'RATE_LIMITED',
      'Too many failed sign-in attempts. Please try again later or reset your password.',
    );
  }

  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  // Compare against a dummy hash for unknown emails so both answers take about as long.
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await getDummyHash()));
  if (!user || !ok) {
    await db.insert(loginFailures).values({ email });
    throw invalid();
  }
  const session = await createSession(db, user.id);
  return { user: toPublicUser(user), ...session };
}
