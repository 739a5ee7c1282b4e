/** A courier as the back office shows it (rule:courier-tracking): one schema (ADR 0018). */
import { z } from 'zod';

export const adminCourierSchema = z.object({
  id: z.string(),
  name: z.string(),
  trackingUrlTemplate: z.string(),
  isActive: z.boolean(),
  sortOrder: z.number(),
});
export type AdminCourier = z.output<typeof adminCourierSchema>;

export const adminCourierListSchema = z.array(adminCourierSchema);
