import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/index';

/**
 * Whether this shopper's Idempotency-Key is already known (rule:idempotent-orders): it placed its order, or an
 * attempt with it is running or died running. A request with such a key is a retry of one order: it is answered
 * from the record, refused for another body, gets 409 while the first attempt runs, or takes an abandoned attempt
 * over to place that one order. Each key is counted by the order rate limits once, at its first attempt
 * (rule:rate-limits): a shopper whose app retries through a database restart is not locked out for an hour.
 */
export async function hasOrderKey(db: DbOrTx, userId: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row !== undefined;
}
