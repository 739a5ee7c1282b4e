/**
 * What the confirmation queue and an order's call and delivery attempts look like to staff
 * (rule:confirmation-queue, rule:failed-delivery): one schema per view (ADR 0018). Money in rupees.
 */
import { z } from 'zod';
import { orderStatuses } from '../shared/order-rules';
import { callOutcomes, deliveryFailureReasons } from '../shared/order-transitions';

export const confirmationQueueItemSchema = z.object({
  id: z.string(),
  orderNumber: z.number(),
  placedAt: z.string().describe('ISO time the order was placed'),
  fullName: z.string().describe('The name on the order'),
  phone: z.string(),
  total: z.number().describe('Order total, rupees'),
  paymentMethod: z.string(),
  itemCount: z.number(),
  callAttempts: z.number(),
  lastCallAt: z.string().nullable(),
  lastOutcome: z.enum(callOutcomes).nullable(),
  lastNote: z.string().nullable(),
});
export type ConfirmationQueueItem = z.output<typeof confirmationQueueItemSchema>;

export const confirmationQueueSchema = z.object({
  items: z.array(confirmationQueueItemSchema),
  page: z.number(),
  limit: z.number(),
  total: z.number().describe('Placed orders waiting for their call, all pages'),
});
export type ConfirmationQueue = z.output<typeof confirmationQueueSchema>;

export const callAttemptSchema = z.object({
  id: z.string(),
  outcome: z.enum(callOutcomes),
  note: z.string(),
  staffName: z.string(),
  at: z.string(),
});
export type CallAttempt = z.output<typeof callAttemptSchema>;

export const deliveryAttemptSchema = z.object({
  id: z.string(),
  reason: z.enum(deliveryFailureReasons),
  note: z.string(),
  staffName: z.string(),
  at: z.string(),
});
export type DeliveryAttempt = z.output<typeof deliveryAttemptSchema>;

export const orderAttemptsSchema = z.object({
  calls: z.array(callAttemptSchema),
  deliveries: z.array(deliveryAttemptSchema),
});
export type OrderAttempts = z.output<typeof orderAttemptsSchema>;

/** The answer to recording a call or a delivery attempt: the order as it now stands. */
export const recordedAttemptSchema = z.object({
  id: z.string(),
  orderNumber: z.number(),
  status: z.enum(orderStatuses),
  callAttempts: z.number(),
  deliveryAttempts: z.number(),
});
export type RecordedAttempt = z.output<typeof recordedAttemptSchema>;
