import type { DbOrTx } from '../../db/client';
import { contactMessages } from '../../db/schema/index';
import type { ContactInput } from '../schemas/contact';

/** The text the shopper sees after sending the form (rule:contact-form: replies within 24 hours). */
export const contactThanksMessage = "Thank you for contacting us. We'll get back to you within 24 hours.";

/** Stores a contact-form message for the shop's staff (rule:admin-area lists contact messages). */
export async function submitContactMessage(db: DbOrTx, input: ContactInput) {
  const [row] = await db
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, mobile: input.mobile, comment: input.comment })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return row!;
}
