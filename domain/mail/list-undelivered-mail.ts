import { and, desc, eq, gt, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';

export interface UndeliveredMail {
  id: string;
  to: string;
  subject: string;
  /** 'failed': given up. 'pending' or 'sending': at least one attempt failed and it is still being tried. */
  status: 'pending' | 'sending' | 'failed';
  attempts: number;
  lastError: string | null;
  lastAttemptAt: Date | null;
  /** When it will be tried next; null once given up. */
  nextAttemptAt: Date | null;
  createdAt: Date;
}

/**
 * Mail that has not reached its recipient after at least one attempt, newest first, for staff in the
 * back office (rule:mail-delivery): given up, with the last error, or still being retried. Bodies are
 * left out on purpose: a reset mail's body is a live link into the recipient's account.
 */
export async function listUndeliveredMail(db: DbOrTx, limit = 100): Promise<UndeliveredMail[]> {
  const rows = await db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.error,
      lastAttemptAt: mailOutbox.lastAttemptAt,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(
      or(
        eq(mailOutbox.status, 'failed'),
        and(inArray(mailOutbox.status, ['pending', 'sending']), gt(mailOutbox.attempts, 0)),
      ),
    )
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    status: row.status as UndeliveredMail['status'],
    nextAttemptAt: row.status === 'failed' ? null : row.nextAttemptAt,
  }));
}
