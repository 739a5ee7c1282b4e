import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResets } from '../../db/schema/index';
import { hashToken } from './tokens';

/** Our tokens are 43 characters; anything far longer or empty cannot be one, so no look-up is made. */
const maxTokenLength = 200;

/**
 * Whether a reset link still works (rule:reset-links): its token is known, unused and unexpired.
 * It only looks (by the token's hash, as resetPassword does) and never claims the token, so
 * the reset page can tell the shopper up front that a link has expired or was already used;
 * resetPassword still decides when the new password is sent.
 */
export async function isResetTokenUsable(db: DbOrTx, token: string): Promise<boolean> {
  if (token.length === 0 || token.length > maxTokenLength) return false;
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row !== undefined;
}
