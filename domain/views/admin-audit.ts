/** The audit log as the back office shows it (rule:audit-log): one zod schema (ADR 0018). */
import { z } from 'zod';
import { pageInfoSchema } from './admin-stock';

export const auditEntrySchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntryView = z.output<typeof auditEntrySchema>;

export const auditLogSchema = pageInfoSchema.extend({ items: z.array(auditEntrySchema) });
export type AuditLogView = z.output<typeof auditLogSchema>;
