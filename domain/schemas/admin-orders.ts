/**
 * Requests of the back office's order screens (rule:order-state-machine), shared by the admin forms and
 * the API (ADR 0018's rule for request schemas). Browser-safe.
 */
import { z } from 'zod';
import { orderStatuses } from '../shared/order-rules';

const staffText = (max: number) => z.string().trim().max(max, `Please keep it under ${max} characters.`);

/** POST /api/admin/orders/{id}/status: the move, from the status the staff member saw. */
export const moveOrderBodySchema = z.object({
  from: z.enum(orderStatuses, 'Please choose a valid status.'),
  to: z.enum(orderStatuses, 'Please choose a valid status.'),
  note: staffText(500).optional(),
  courierName: staffText(60).optional(),
  trackingNumber: z
    .string()
    .trim()
    .max(40, 'Please keep the tracking number under 40 characters.')
    .regex(/^[A-Za-z0-9-]*$/, 'A tracking number has only letters, digits and dashes.')
    .optional(),
});
export type MoveOrderBody = z.infer<typeof moveOrderBodySchema>;
