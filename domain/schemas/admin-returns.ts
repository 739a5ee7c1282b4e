/**
 * Request schemas of the back office's returns queue (rule:return-requests): staff's moves and the queue's filters.
 */
import { z } from 'zod';
import { returnCheckResults, returnStatuses } from '../shared/return-request-rules';
import { pagingQueryFields } from './paging';

const trimmed = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

/** A staff member's move of one request, from the status they saw (409 when someone moved it first). */
export const moveReturnBodySchema = z.object({
  from: z.enum(returnStatuses, 'Please send the status you saw.'),
  to: z.enum(returnStatuses, 'Please choose the next status.'),
  note: trimmed(500, 'Please keep the note under 500 characters.').optional(),
  courierName: trimmed(100, 'The courier’s name is too long.').optional(),
  trackingNumber: trimmed(60, 'The AWB number is too long.').optional(),
  checkResult: z.enum(returnCheckResults, 'Please say whether it can be sold again or is damaged.').optional(),
  refundReference: trimmed(60, 'The reference is too long.').optional(),
});
export type MoveReturnBody = z.infer<typeof moveReturnBodySchema>;

/** Approve or reject many requests at once, each in its own transaction. */
export const bulkMoveReturnsBodySchema = z.object({
  ids: z
    .array(z.uuid('Each id must be a return request’s id.'), { error: 'Please choose the requests.' })
    .min(1, 'Please choose the requests.')
    .max(100, 'Please choose at most 100 requests at a time.'),
  to: z.enum(['Approved', 'Rejected'], 'Bulk moves are Approved or Rejected.'),
  note: trimmed(500, 'Please keep the note under 500 characters.').optional(),
});

export const adminReturnsQuerySchema = z.object({
  status: z.enum(returnStatuses, 'Unknown status.').optional(),
  q: z.string().trim().max(100, 'Please search with fewer than 100 characters.').optional(),
  ...pagingQueryFields(25),
});
export type AdminReturnsQuery = z.infer<typeof adminReturnsQuerySchema>;
