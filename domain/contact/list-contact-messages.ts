import { desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contactMessages, users } from '../../db/schema/index';
import type { AdminMessagesQuery } from '../schemas/admin-messages';
import type { AdminMessageList } from '../views/admin-messages';
import { adminMessageColumns, toAdminMessage } from './to-admin-message';

/**
 * The contact inbox (rule:contact-inbox): messages from the contact form, newest first
 * (contact_messages_created_idx), a page at a time, on the New, Handled or All tab, with the number on each tab
 * and who handled each message.
 */
export async function listContactMessages(db: DbOrTx, query: AdminMessagesQuery): Promise<AdminMessageList> {
  const where =
    query.status === 'new'
      ? isNull(contactMessages.handledAt)
      : query.status === 'handled'
        ? isNotNull(contactMessages.handledAt)
        : undefined;
  // One after the other: `db` may be a transaction, which is a single connection.
  const rows = await db
    .select(adminMessageColumns)
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handledByUserId))
    .where(where)
    // The id breaks ties, so pages never overlap.
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  // The contact form is rate limited per client, so the inbox stays small enough to count in one pass.
  const [counted] = await db
    .select({
      all: sql<number>`count(*)::int`,
      handled: sql<number>`(count(*) filter (where ${contactMessages.handledAt} is not null))::int`,
    })
    .from(contactMessages);
  const all = Number(counted?.all ?? 0);
  const handled = Number(counted?.handled ?? 0);
  const counts = { new: all - handled, handled, all };
  const total = counts[query.status];
  return {
    items: rows.map(toAdminMessage),
    page: query.page,
    perPage: query.limit,
    total,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
    counts,
  };
}
