import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/index';

/**
 * Whether this shopper's Idempotency-Key has already placed its order (rule:idempotent-orders). A request
 * with such a key can only be answered from the record (or refused for another body); it places
 * nothing, so the order rate limits let it through uncounted (rule:rate-limits).
 */
export async function hasPlacedOrderKey(db: DbOrTx, userId: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({ state: idempotencyKeys.state })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), eq(idempotencyKeys.state, 'done')))
    .limit(1);
  return row !== undefined;
}
