/**
 * Requests of the back office's contact inbox (rule:contact-inbox), shared by the inbox page and the API.
 * Browser-safe.
 */
import { z } from 'zod';
import { pagingQueryFields } from './paging';

/** The inbox's tabs: messages nobody has handled yet, those handled, or all. */
export const messageStatuses = ['new', 'handled', 'all'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** Messages on one page of the inbox, unless the request asks for another number. */
export const adminMessagesPageSize = 20;

/** GET /api/admin/messages: a tab (new when left out) and the page, newest first. */
export const adminMessagesQuerySchema = z.object({
  ...pagingQueryFields(adminMessagesPageSize),
  status: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.enum(messageStatuses, 'status must be new, handled or all.').default('new'),
  ),
});
export type AdminMessagesQuery = z.output<typeof adminMessagesQuerySchema>;
