/** The contact inbox as the back office shows it (rule:contact-inbox): one schema per answer (ADR 0018). */
import { z } from 'zod';
import { pageInfoSchema } from './admin-stock';

export const adminMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  comment: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type AdminMessage = z.output<typeof adminMessageSchema>;

export const adminMessageListSchema = pageInfoSchema.extend({
  items: z.array(adminMessageSchema),
  counts: z.object({ new: z.number(), handled: z.number(), all: z.number() }).describe('Messages per tab'),
});
export type AdminMessageList = z.output<typeof adminMessageListSchema>;
