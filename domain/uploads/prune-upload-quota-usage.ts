import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** Forgets the upload counts of days before yesterday (India's calendar, rule:upload-quotas); only today's count is read. */
export async function pruneUploadQuotaUsage(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from upload_quota_usage where day < (now() at time zone 'Asia/Kolkata')::date - 1`);
}
