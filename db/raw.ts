import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * Runs a raw SQL query and returns its rows. Both drivers (PGlite and node-postgres)
 * answer with `{ rows }`, but the shared Database type cannot know that, so the
 * cast lives here once. Cast counts with ::int: node-postgres returns bigint as text.
 */
export async function queryRows<T extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
