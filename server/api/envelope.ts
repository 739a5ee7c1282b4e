/**
 * Every JSON answer is `{ success, message, data }` (rule:json-envelope).
 * Routes build success bodies with `ok`; errors are built once in
 * server/plugins/errors.ts.
 */
import { z } from 'zod';

export function ok<T>(data: T, message = 'OK') {
  return { success: true as const, message, data };
}

/** Response schema for `ok(data)`, used for validation of our own output and the OpenAPI document. */
export function envelope<T extends z.ZodTypeAny>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

export const errorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});

/** `?isPagination=false` (rule:api-contract) arrives as a string. */
export const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

/** Path ids are UUIDs; anything else is a 400 before the database is asked. */
export const idParam = z.object({ id: z.uuid('Invalid id') });
