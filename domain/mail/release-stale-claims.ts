import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';

export interface GivenUpMail {
  id: string;
  to: string;
  attempts: number;
}

/** What a mail whose sender died keeps as its last error. */
export const interruptedDeliveryError = 'delivery interrupted: the process sending it stopped before it finished';

/**
 * Puts back mail whose worker died mid-send, so nothing is lost (rule:mail-delivery, ADR 0024): a
 * 'sending' row whose lease has run out is due again at once, or 'failed' when that was its last
 * attempt. Several workers may run this together: a row is released once, by whichever updates it
 * first. Returns the mail given up, for the log.
 */
export async function releaseStaleClaims(db: Database, maxAttempts: number): Promise<GivenUpMail[]> {
  const released = await db
    .update(mailOutbox)
    .set({
      status: sql`case when ${mailOutbox.attempts} >= ${maxAttempts}::int then 'failed' else 'pending' end`,
      claimedUntil: null,
      nextAttemptAt: sql`now()`,
      error: interruptedDeliveryError,
    })
    .where(and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.claimedUntil, sql`now()`)))
    .returning({ id: mailOutbox.id, to: mailOutbox.to, attempts: mailOutbox.attempts, status: mailOutbox.status });
  return released.filter((row) => row.status === 'failed').map(({ id, to, attempts }) => ({ id, to, attempts }));
}
