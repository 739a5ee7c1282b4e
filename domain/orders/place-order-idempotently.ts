import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/index';
import { AppError } from '../errors';
import type { PlaceOrderInput } from '../schemas/orders';
import { hashOrderRequest } from './hash-order-request';
import type { Order } from '../views/orders';
import { placeOrder, type OrderRules, type PlaceOrderHooks } from './place-order';

/**
 * A key still 'running' after this long belongs to a request that died with its process
 * (requests time out after 30 seconds); a retry may take it over instead of waiting forever.
 */
const abandonedAfter = sql`interval '2 minutes'`;

/**
 * How long a key answers with its first order (rule:idempotent-orders). Clients retry within seconds or
 * minutes; after this the key is pruned (rule:data-retention) and the same key places a new order.
 */
export const idempotencyReplayWindowMs = 24 * 60 * 60 * 1000;

type Claim = { kind: 'claimed' } | { kind: 'replay'; order: Order };

async function claimKey(db: Database, userId: string, key: string, requestHash: string): Promise<Claim> {
  const owned = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  // A key released by a failed first attempt between our two statements: try again, a few times.
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash, state: 'running' })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { kind: 'claimed' };

    const [row] = await db.select().from(idempotencyKeys).where(owned).limit(1);
    if (!row) continue;
    if (row.requestHash !== requestHash) {
      throw new AppError(
        'IDEMPOTENCY_MISMATCH',
        'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
      );
    }
    if (row.state === 'done') return { kind: 'replay', order: row.responseBody as Order };
    const takenOver = await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now()` })
      .where(
        and(owned, eq(idempotencyKeys.state, 'running'), lt(idempotencyKeys.createdAt, sql`now() - ${abandonedAfter}`)),
      )
      .returning({ key: idempotencyKeys.key });
    if (takenOver.length > 0) return { kind: 'claimed' };
    break;
  }
  throw new AppError('IDEMPOTENCY_IN_PROGRESS', 'This order is already being placed. Please wait a moment.');
}

/**
 * Places an order under an Idempotency-Key (rule:idempotent-orders): the same key with the same
 * request gives the first answer again (`replayed`), the same key with another request is
 * refused (422), and a second request while the first runs gets 409, so a double click
 * places one order. The key is completed inside the order's own transaction, so an order
 * exists exactly when its key says 'done'. A failed attempt releases the key: nothing was
 * written, and the shopper's retry (after reducing a quantity, say) must be able to run.
 * `hooks.onPlaced` runs in the order's transaction for a new order only, never for a replay.
 */
export async function placeOrderIdempotently(
  db: Database,
  userId: string,
  input: PlaceOrderInput,
  rule: OrderRules,
  key: string,
  hooks: PlaceOrderHooks = {},
): Promise<{ order: Order; replayed: boolean }> {
  const requestHash = hashOrderRequest(input);
  const claim = await claimKey(db, userId, key, requestHash);
  if (claim.kind === 'replay') return { order: claim.order, replayed: true };

  const owned = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  try {
    const order = await placeOrder(db, userId, input, rule, {
      onPlaced: async (tx, placed) => {
        await tx.update(idempotencyKeys).set({ state: 'done', responseStatus: 201, responseBody: placed }).where(owned);
        await hooks.onPlaced?.(tx, placed);
      },
    });
    return { order, replayed: false };
  } catch (err) {
    await db
      .delete(idempotencyKeys)
      .where(and(owned, eq(idempotencyKeys.state, 'running'), eq(idempotencyKeys.requestHash, requestHash)))
      .catch(() => undefined);
    throw err;
  }
}
