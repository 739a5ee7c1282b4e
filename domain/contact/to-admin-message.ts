import { contactMessages, users } from '../../db/schema/index';
import type { AdminMessage } from '../views/admin-messages';

/** The columns of a message as the inbox shows it; select them with a left join of the handler (users). */
export const adminMessageColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  mobile: contactMessages.mobile,
  comment: contactMessages.comment,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
  handledById: contactMessages.handledByUserId,
  handledByName: users.fullName,
};

type AdminMessageRow = Pick<
  typeof contactMessages.$inferSelect,
  'id' | 'name' | 'email' | 'mobile' | 'comment' | 'createdAt' | 'handledAt'
> & { handledById: string | null; handledByName: string | null };

/** A message as the inbox shows it (rule:contact-inbox); a handler whose account is gone shows no name. */
export function toAdminMessage(m: AdminMessageRow): AdminMessage {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    mobile: m.mobile,
    comment: m.comment,
    createdAt: m.createdAt.toISOString(),
    handledAt: m.handledAt?.toISOString() ?? null,
    handledBy: m.handledById ? { id: m.handledById, name: m.handledByName ?? '' } : null,
  };
}
