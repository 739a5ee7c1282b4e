import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users, type User } from '../../db/schema/index';
import type { PublicUser } from '../views/accounts';
import { generateToken, hashToken } from './tokens';

/** rule:session-tokens: a session lives 30 days, enforced here on the server. */
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/** The user as the API shows it: never a password hash or token (rule:no-secrets-in-answers). */
export function toPublicUser(user: User): PublicUser {
  return {
    _id: user.id,
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    phone: user.phone,
    gender: user.gender,
    profilePic: user.profilePic,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Starts a new session (a new token at every sign-in) and returns the raw token once. */
export async function createSession(db: DbOrTx, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + sessionLifetimeMs);
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/**
 * The signed-in user for a raw token, or null when it is unknown, expired or revoked, or its account is disabled.
 * Disabling revokes the account's sessions (rule:disabled-accounts); the check here also stops a session that a
 * sign-in racing the disable created after that revocation.
 */
export async function authenticateToken(db: DbOrTx, token: string): Promise<{ user: User; sessionId: string } | null> {
  if (!token || token.length > 200) return null;
  const rows = await db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** rule:logout: logout revokes the token on the server. */
export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}
