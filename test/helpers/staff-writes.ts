/**
 * Reads that the back office's write tests (home content, categories) make after a write: what the storefront now
 * answers, the audit rows a write left (rule:audit-log), and an upload's record (rule:upload-quarantine).
 */
import { expect } from 'vitest';
import { and, count, eq, like, or } from 'drizzle-orm';
import { auditLog, uploads } from '../../db/schema/index';
import type { App } from '../../server/types';
import type { TestContext } from './app';

type Db = TestContext['database']['db'];

/** The `data` of a public GET, which must answer 200. */
export async function publicData(app: App, url: string) {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** The audit rows of one record, oldest first. */
export const auditOf = (db: Db, entityType: string, entityId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);

/** How many audit rows have an action in one of the areas (`content`, `category`): to show a write wrote none. */
export async function auditCount(db: Db, ...areas: string[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(or(...areas.map((area) => like(auditLog.action, `${area}.%`))));
  return Number(row?.n ?? 0);
}

/** The upload record behind an `/uploads/...` URL. */
export async function uploadRecord(db: Db, url: string) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(eq(uploads.key, url.replace(/^\/uploads\//, '')));
  return row;
}
