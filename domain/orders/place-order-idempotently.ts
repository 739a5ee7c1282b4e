import crypto from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw';
import { idempotencyKeys } from '../../db/schema/index';
import { AppError } from '../errors';
import type { PlaceOrderInput } from '../schemas/orders';
import { hashOrderRequest } from './hash-order-request';
import type { Order } from '../views/orders';
import { placeOrder, type OrderRules, type PlaceOrderHooks } from './place-order';

/**
 * A key still 'running' after this long may be taken over by a retry, instead of answering 409, when no live attempt
 * holds it. An order takes well under a second to place; a key is left 'running' by an attempt that died with its
 * process (kill -9) or lost the database mid-way (a PostgreSQL restart: its release could not be written either). The
 * shopper's retry then waits seconds, not minutes (ADR 0053).
 *
 * Live or dead: an attempt holds a transaction advisory lock on its key for the whole of its order's transaction
 * (`keyLock`), which PostgreSQL releases when the attempt's connection dies. A retry takes over only in a transaction
 * that gets that lock, so a slow but live attempt is never taken over while it places its order. The claim token is
 * the second guard: only the attempt holding the key's token may complete it. (On the embedded database there is one
 * connection and transactions take turns, so the lock is always free between them; the token alone decides there.)
 */
const abandonedAfter = sql`interval '10 seconds'`;

/** The advisory lock of one shopper's key: 64 bits of a hash of both (a collision only makes two keys wait alike). */
function keyLock(userId: string, key: string) {
  return sql`hashtextextended(${`${userId}:${key}`}, 0)`;
}

/**
 * How long a key answers with its first order (rule:idempotent-orders). Clients retry within seconds or
 * minutes; after this the key is pruned (rule:data-retention) and the same key places a new order.
 */
export const idempotencyReplayWindowMs = 24 * 60 * 60 * 1000;

type Claim = { kind: 'claimed'; token: string } | { kind: 'replay'; order: Order };

async function claimKey(db: Database, userId: string, key: string, requestHash: string): Promise<Claim> {
  const owned = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  const token = crypto.randomUUID();
  // A key released by a failed first attempt between our two statements: try again, a few times.
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash, state: 'running', claimToken: token })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { kind: 'claimed', token };

    const [row] = await db.select().from(idempotencyKeys).where(owned).limit(1);
    if (!row) continue;
    if (row.requestHash !== requestHash) {
      throw new AppError(
        'IDEMPOTENCY_MISMATCH',
        'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
      );
    }
    if (row.state === 'done') return { kind: 'replay', order: row.responseBody as Order };
    const takenOver = await db.transaction(async (tx) => {
      const [free] = await queryRows<{ free: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${keyLock(userId, key)}) as free`,
      );
      if (!free?.free) return [];
      return tx
        .update(idempotencyKeys)
        .set({ createdAt: sql`now()`, claimToken: token })
        .where(
          and(
            owned,
            eq(idempotencyKeys.state, 'running'),
            lt(idempotencyKeys.createdAt, sql`now() - ${abandonedAfter}`),
          ),
        )
        .returning({ key: idempotencyKeys.key });
    });
    if (takenOver.length > 0) return { kind: 'claimed', token };
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
  const held = and(owned, eq(idempotencyKeys.state, 'running'), eq(idempotencyKeys.claimToken, claim.token));
  try {
    const order = await placeOrder(db, userId, input, rule, {
      // Held until the order's transaction ends (or its connection dies): a retry sees this attempt is alive.
      onBegin: async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${keyLock(userId, key)})`);
      },
      onPlaced: async (tx, placed) => {
        const completed = await tx
          .update(idempotencyKeys)
          .set({ state: 'done', responseStatus: 201, responseBody: placed, claimToken: null })
          .where(held)
          .returning({ key: idempotencyKeys.key });
        // A retry took the key over while this attempt was slow: the retry places the order, this one writes nothing.
        if (completed.length === 0) {
          throw new AppError('IDEMPOTENCY_IN_PROGRESS', 'This order is already being placed. Please wait a moment.');
        }
        await hooks.onPlaced?.(tx, placed);
      },
    });
    return { order, replayed: false };
  } catch (err) {
    // Only this attempt's own claim is released: a retry that took the key over keeps it.
    await db
      .delete(idempotencyKeys)
      .where(held)
      .catch(() => undefined);
    throw err;
  }
}
