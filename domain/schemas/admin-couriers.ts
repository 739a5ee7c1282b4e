/**
 * Requests of the back office's couriers list (rule:courier-tracking), shared by the admin form and the API.
 * Browser-safe.
 */
import { z } from 'zod';
import { maxCourierNameLength, maxTrackingUrlLength } from '../shared/limits';
import { trackingPlaceholder } from '../shared/courier-tracking';

const courierName = z
  .string({ error: 'Please enter the courier name.' })
  .trim()
  .min(1, 'Please enter the courier name.')
  .max(maxCourierNameLength, `Please keep the courier name under ${maxCourierNameLength} characters.`);

/** Empty (no link), or an https address with {tracking} where the tracking number goes. */
export const trackingUrlTemplateSchema = z
  .string()
  .trim()
  .max(maxTrackingUrlLength, `Please keep the tracking link under ${maxTrackingUrlLength} characters.`)
  .refine(
    (v) => v === '' || (/^https:\/\/[^\s/]+\.[^\s]*$/i.test(v) && v.includes(trackingPlaceholder)),
    `The tracking link must be an https:// address containing ${trackingPlaceholder}, or empty.`,
  );

/** POST /api/admin/couriers */
export const createCourierBodySchema = z.object({
  name: courierName,
  trackingUrlTemplate: trackingUrlTemplateSchema.default(''),
});

/** PUT /api/admin/couriers/{id}: any of the fields; at least one. */
export const updateCourierBodySchema = z
  .object({
    name: courierName.optional(),
    trackingUrlTemplate: trackingUrlTemplateSchema.optional(),
    isActive: z.boolean({ error: 'isActive must be true or false.' }).optional(),
  })
  .refine((v) => v.name !== undefined || v.trackingUrlTemplate !== undefined || v.isActive !== undefined, {
    message: 'Nothing to change: send name, trackingUrlTemplate or isActive.',
  });

export type CreateCourierBody = z.output<typeof createCourierBodySchema>;
export type UpdateCourierBody = z.output<typeof updateCourierBodySchema>;
