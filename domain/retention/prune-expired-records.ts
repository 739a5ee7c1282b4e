import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw';
import { guestCartLifetimeMs } from '../shared/limits';
import { idempotencyReplayWindowMs } from '../orders/place-order-idempotently';

const day = 24 * 60 * 60 * 1000;

/** How long each kind of record outlives its use (rule:data-retention, ADR 0024). */
export const retention = {
  /** The sign-in limit counts an hour of failures (rule:login-throttle); a day is ample. */
  loginFailuresMs: day,
  idempotencyKeysMs: idempotencyReplayWindowMs,
  /** After a reset link is used or expires: the hourly limit on reset mails still counts it meanwhile. */
  usedResetLinksMs: day,
  /** 'sent' and 'logged' mail. */
  deliveredMailMs: 30 * day,
  /** 'failed' mail, kept longer for staff to look into. */
  failedMailMs: 90 * day,
  /** A guest's cart unused this long is gone (ADR 0054); a merged one keeps its report as long, for a retried sign-in. */
  guestCartsMs: guestCartLifetimeMs,
  /** A guest's alert never confirmed (the address stays only as long as its link is worth using), ADR 0056. */
  unconfirmedAlertsMs: 7 * day,
  /** A stopped alert (unsubscribed, done, or its product no longer saved). */
  stoppedAlertsMs: 30 * day,
} as const;

/** Rows deleted per statement, so no single delete holds locks or runs for long (rule:bounded-waits). */
const batchSize = 1000;

export interface PruneCounts {
  sessions: number;
  loginFailures: number;
  idempotencyKeys: number;
  passwordResets: number;
  mailOutbox: number;
  guestCarts: number;
  stockAlerts: number;
}

/** `now() - ms`, by the database's clock, as SQL. */
const ago = (ms: number) => sql`now() - ${ms}::float8 * interval '1 millisecond'`;

/**
 * Deletes the records that can no longer matter (rule:data-retention): expired or revoked sessions,
 * old sign-in failures (by created_at alone), idempotency keys past their replay window, reset links a
 * day after use or expiry, delivered mail after 30 days and failed mail after 90, guest carts 30 days unused, a guest's unconfirmed alert after 7 days and a stopped alert after 30. Pending mail is never
 * touched. Safe to run while the shop serves and from two processes at once (each delete is idempotent);
 * the job runner still runs it once at a time. Stops between batches when `signal` aborts.
 */
export async function pruneExpiredRecords(db: Database, signal?: AbortSignal): Promise<PruneCounts> {
  const prune = (table: string, key: string, condition: SQL) => deleteInBatches(db, table, key, condition, signal);
  return {
    sessions: await prune('sessions', 'id', sql`expires_at < now() or revoked_at is not null`),
    loginFailures: await prune('login_failures', 'id', sql`created_at < ${ago(retention.loginFailuresMs)}`),
    idempotencyKeys: await prune(
      'idempotency_keys',
      'user_id, key',
      sql`created_at < ${ago(retention.idempotencyKeysMs)}`,
    ),
    passwordResets: await prune(
      'password_resets',
      'id',
      sql`expires_at < ${ago(retention.usedResetLinksMs)} or used_at < ${ago(retention.usedResetLinksMs)}`,
    ),
    mailOutbox: await prune(
      'mail_outbox',
      'id',
      sql`(status in ('sent', 'logged') and created_at < ${ago(retention.deliveredMailMs)})
          or (status = 'failed' and created_at < ${ago(retention.failedMailMs)})`,
    ),
    // Their lines go with them (on delete cascade).
    guestCarts: await prune('guest_carts', 'id', sql`last_used_at < ${ago(retention.guestCartsMs)}`),
    stockAlerts: await prune(
      'stock_alerts',
      'id',
      sql`(confirmed_at is null and created_at < ${ago(retention.unconfirmedAlertsMs)})
          or stopped_at < ${ago(retention.stoppedAlertsMs)}`,
    ),
  };
}

/** `table` and `key` are our own constants above, never input, so they are inlined as identifiers. */
async function deleteInBatches(
  db: Database,
  table: string,
  key: string,
  condition: SQL,
  signal: AbortSignal | undefined,
): Promise<number> {
  let total = 0;
  for (;;) {
    if (signal?.aborted) return total;
    const deleted = await queryRows(
      db,
      sql`delete from ${sql.identifier(table)} where (${sql.raw(key)}) in
            (select ${sql.raw(key)} from ${sql.identifier(table)} where ${condition} limit ${batchSize})
          returning 1 as deleted`,
    );
    total += deleted.length;
    if (deleted.length < batchSize) return total;
  }
}
