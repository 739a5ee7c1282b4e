import { listAuditLog } from '../../../domain/audit/list-audit-log';
import { auditLogQuerySchema } from '../../../domain/schemas/admin-audit';
import { auditLogSchema } from '../../../domain/views/admin-audit';
import type { App } from '../../types';
import { envelope, ok } from '../envelope';

/** The audit log (rule:audit-log, ADR 0027). Guarded by the staff guard on /api/admin. */
export default async function adminAuditRoutes(app: App) {
  app.get(
    '/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'Staff writes, newest first, by actor, record, action and days; paged',
        querystring: auditLogQuerySchema,
        response: { 200: envelope(auditLogSchema) },
      },
    },
    async (request) => ok(await listAuditLog(app.db, request.query)),
  );
}
