/** The audit log's filters (rule:audit-log), shared by the admin page's GET form and the API. Browser-safe. */
import { z } from 'zod';
import { calendarDaySchema } from './calendar-day';
import { queryNumber } from './query-number';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, `Please keep it under ${max} characters.`).optional());
const optionalDay = z.preprocess(blankToUndefined, calendarDaySchema().optional());

/** GET /api/admin/audit: every filter is optional; `from` and `to` are days (India time), both included. */
export const auditLogQuerySchema = z.object({
  actor: z.preprocess(blankToUndefined, z.uuid('Please choose a staff member.').optional()),
  entityType: optionalText(40),
  entityId: optionalText(100),
  action: optionalText(60),
  from: optionalDay,
  to: optionalDay,
  page: queryNumber(z.number('page must be a number').int('page must be a whole number').min(1).max(10_000).default(1)),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
