import type { DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import type { OutgoingMail } from '../shared/ports';

/**
 * Queues a mail for the outbox worker (rule:mail-delivery, ADR 0024): a 'pending' row, due now,
 * written through `db`, so inside the caller's transaction it commits or rolls back with it.
 */
export async function queueMail(db: DbOrTx, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? '',
    headers: mail.headers ?? {},
    kind: mail.kind ?? '',
  });
}
