import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactMessages, users } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { notFoundError } from '../errors';
import type { AdminMessage } from '../views/admin-messages';
import { adminMessageColumns, toAdminMessage } from './to-admin-message';

/**
 * Staff mark a contact message handled, or new again (rule:contact-inbox): handled sets when and by whom,
 * new clears both. Audited in the same transaction (rule:audit-log); marking a message as it already is
 * changes nothing (the first handler stays) and writes nothing.
 */
export async function markContactMessage(
  db: Database,
  staffUserId: string,
  messageId: string,
  handled: boolean,
): Promise<AdminMessage> {
  return inTransaction(db, async (tx) => {
    const [message] = await tx
      .select({ handledAt: contactMessages.handledAt, handledByUserId: contactMessages.handledByUserId })
      .from(contactMessages)
      .where(eq(contactMessages.id, messageId))
      .for('update');
    if (!message) throw notFoundError('Message');
    if (handled !== (message.handledAt !== null)) {
      const change = handled
        ? { handledAt: new Date(), handledByUserId: staffUserId }
        : { handledAt: null, handledByUserId: null };
      await tx.update(contactMessages).set(change).where(eq(contactMessages.id, messageId));
      await recordAudit(tx, {
        actorUserId: staffUserId,
        action: handled ? 'message.handled' : 'message.new',
        entityType: 'contact_message',
        entityId: messageId,
        before: { handledAt: message.handledAt?.toISOString() ?? null, handledByUserId: message.handledByUserId },
        after: { handledAt: change.handledAt?.toISOString() ?? null, handledByUserId: change.handledByUserId },
      });
    }
    const [saved] = await tx
      .select(adminMessageColumns)
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handledByUserId))
      .where(eq(contactMessages.id, messageId));
    return toAdminMessage(saved!);
  });
}
