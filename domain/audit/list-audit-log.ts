import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, users } from '../../db/schema/index';
import type { AuditLogQuery } from '../schemas/admin-audit';
import type { AuditLogView } from '../views/admin-audit';

export const auditPageSize = 50;

/** The start of a day in India (IST, UTC+05:30, no daylight saving), as an instant. */
const startOfIndianDay = (day: string, plusDays = 0) => {
  const start = new Date(`${day}T00:00:00+05:30`);
  start.setUTCDate(start.getUTCDate() + plusDays);
  return start;
};

/**
 * The audit log, newest first, a page at a time (rule:audit-log, ADR 0027): who did what to which record,
 * before and after. Filters by actor, record (type, id), action and days (India time, both ends included);
 * ordered by id, so the indexes on (actor, id), (entity_type, entity_id, id) and id serve each filter.
 */
export async function listAuditLog(db: DbOrTx, query: AuditLogQuery): Promise<AuditLogView> {
  const filters: SQL[] = [];
  if (query.actor) filters.push(eq(auditLog.actorUserId, query.actor));
  if (query.entityType) filters.push(eq(auditLog.entityType, query.entityType));
  if (query.entityId) filters.push(eq(auditLog.entityId, query.entityId));
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.from) filters.push(gte(auditLog.createdAt, startOfIndianDay(query.from)));
  if (query.to) filters.push(lt(auditLog.createdAt, startOfIndianDay(query.to, 1)));
  const where = filters.length > 0 ? and(...filters) : undefined;

  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        actorId: auditLog.actorUserId,
        actorName: users.fullName,
        actorEmail: users.email,
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(auditPageSize)
      .offset((query.page - 1) * auditPageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  const total = counted?.n ?? 0;
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      createdAt: row.createdAt.toISOString(),
      actor: { id: row.actorId, name: row.actorName, email: row.actorEmail },
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      before: (row.before as Record<string, unknown> | null) ?? null,
      after: (row.after as Record<string, unknown> | null) ?? null,
    })),
    page: query.page,
    perPage: auditPageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / auditPageSize)),
  };
}
