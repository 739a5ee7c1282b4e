import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';

export interface ClaimedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** This attempt's number; only a claim holding it may record the outcome (recordMailOutcome). */
  attempts: number;
}

/**
 * Claims the pending mail that has been due longest, for one delivery attempt (ADR 0024). One
 * statement: `FOR UPDATE SKIP LOCKED` lets workers in several processes claim different rows without
 * waiting for each other, and the row leaves 'pending' as it is locked, so no two workers ever hold
 * the same mail. The lease (`leaseMs`) is how long the claimant may take before the mail counts as
 * abandoned (releaseStaleClaims). Null when nothing is due.
 */
export async function claimDueMail(db: Database, leaseMs: number): Promise<ClaimedMail | null> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(mailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastAttemptAt: sql`now()`,
      claimedUntil: sql`now() + ${leaseMs}::float8 * interval '1 millisecond'`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      headers: mailOutbox.headers,
      attempts: mailOutbox.attempts,
    });
  return claimed ?? null;
}
