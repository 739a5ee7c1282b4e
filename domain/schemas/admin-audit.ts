/** The audit log's filters (rule:audit-log), shared by the admin page's GET form and the API. Browser-safe. */
import { z } from 'zod';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, `Please keep it under ${max} characters.`).optional());
const optionalDay = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please give a date as YYYY-MM-DD.')
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Please give a real date.')
    .optional(),
);

/** GET /api/admin/audit: every filter is optional; `from` and `to` are days (India time), both included. */
export const auditLogQuerySchema = z.object({
  actor: z.preprocess(blankToUndefined, z.uuid('Please choose a staff member.').optional()),
  entityType: optionalText(40),
  entityId: optionalText(100),
  action: optionalText(60),
  from: optionalDay,
  to: optionalDay,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
