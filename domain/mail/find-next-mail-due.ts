import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw';

/**
 * Milliseconds until the outbox next needs a worker, by the database's clock (so every process
 * agrees): the earliest pending mail's next attempt, or the earliest lease of a mail being sent
 * running out. 0 when something is due now; null when nothing waits.
 */
export async function findNextMailDue(db: Database): Promise<number | null> {
  // No row when nothing waits: min() of no rows is null, and greatest() skips nulls, so greatest(0, null) would be 0,
  // "due now", and an idle worker would poll the database without pause.
  const [row] = await queryRows<{ ms: number | string | null }>(
    db,
    sql`select greatest(0, extract(epoch from next_due - now()) * 1000)::float8 as ms
        from (select min(case when status = 'pending' then next_attempt_at else claimed_until end) as next_due
              from mail_outbox where status in ('pending', 'sending')) as outbox
        where next_due is not null`,
  );
  return row?.ms == null ? null : Number(row.ms);
}
