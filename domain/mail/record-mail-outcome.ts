import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import type { ClaimedMail } from './claim-due-mail';
import { computeRetryDelay } from './compute-retry-delay';

/** What one delivery attempt came to. `permanent`: the server refused for good (an SMTP 5xx reply). */
export type DeliveryOutcome =
  { kind: 'sent' } | { kind: 'logged' } | { kind: 'failed'; error: string; permanent: boolean };

export interface RetryPolicy {
  /** The wait after the first failure; each further failure doubles it (computeRetryDelay). */
  baseMs: number;
  /** Attempts before giving up. */
  maxAttempts: number;
}

/** 'claim-lost': the lease ran out and another worker took the mail over, so this attempt records nothing. */
export type RecordedOutcome = 'sent' | 'logged' | 'retrying' | 'gave-up' | 'claim-lost';

/**
 * Records how a claimed mail's delivery went (rule:mail-delivery, ADR 0024): 'sent' or 'logged' for
 * good; after a failure, 'pending' again with the next attempt backed off exponentially, or 'failed'
 * for good after the last attempt or a permanent refusal, keeping the error either way. Only the
 * claim that still holds the row (same attempt number, still 'sending') may write.
 */
export async function recordMailOutcome(
  db: Database,
  claim: Pick<ClaimedMail, 'id' | 'attempts'>,
  outcome: DeliveryOutcome,
  policy: RetryPolicy,
): Promise<RecordedOutcome> {
  const held = and(
    eq(mailOutbox.id, claim.id),
    eq(mailOutbox.status, 'sending'),
    eq(mailOutbox.attempts, claim.attempts),
  );
  let recorded: RecordedOutcome;
  let changes: PgUpdateSetSource<typeof mailOutbox>;
  if (outcome.kind !== 'failed') {
    recorded = outcome.kind;
    changes = { status: outcome.kind, sentAt: sql`now()`, claimedUntil: null };
  } else if (outcome.permanent || claim.attempts >= policy.maxAttempts) {
    recorded = 'gave-up';
    changes = { status: 'failed', error: outcome.error, claimedUntil: null };
  } else {
    recorded = 'retrying';
    const delayMs = computeRetryDelay(claim.attempts, policy.baseMs);
    changes = {
      status: 'pending',
      error: outcome.error,
      claimedUntil: null,
      nextAttemptAt: sql`now() + ${delayMs}::float8 * interval '1 millisecond'`,
    };
  }
  const updated = await db.update(mailOutbox).set(changes).where(held).returning({ id: mailOutbox.id });
  return updated.length > 0 ? recorded : 'claim-lost';
}
