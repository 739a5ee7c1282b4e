/**
 * Requests of the confirmation queue and the failed deliveries (rule:confirmation-queue,
 * rule:failed-delivery), shared by the back office's forms and the API (ADR 0018's rule for request
 * schemas). Browser-safe.
 */
import { z } from 'zod';
import { maxStaffNoteLength } from '../shared/limits';
import { pagingQueryFields } from './paging';
import { callOutcomes, deliveryFailureReasons } from '../shared/order-transitions';

const note = z
  .string()
  .trim()
  .max(maxStaffNoteLength, `Please keep the note under ${maxStaffNoteLength} characters.`)
  .optional();

/** GET /api/admin/confirmations: one page of the queue, oldest order first. */
export const confirmationQueueQuerySchema = z.object(pagingQueryFields(25));
export type ConfirmationQueueQuery = z.output<typeof confirmationQueueQuerySchema>;

/** POST /api/admin/orders/{id}/calls: how the confirmation call went. */
export const recordCallBodySchema = z.object({
  outcome: z.enum(callOutcomes, 'Please choose how the call went: confirmed, no answer or asked to cancel.'),
  note,
});
export type RecordCallBody = z.output<typeof recordCallBodySchema>;

/** POST /api/admin/orders/{id}/delivery-attempts: why the courier could not deliver. */
export const recordDeliveryAttemptBodySchema = z.object({
  reason: z.enum(
    deliveryFailureReasons,
    'Please choose why the delivery failed: customer unavailable, refused, wrong address or other.',
  ),
  note,
});
export type RecordDeliveryAttemptBody = z.output<typeof recordDeliveryAttemptBodySchema>;
