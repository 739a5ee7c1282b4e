import { sql, type SQL } from 'drizzle-orm';
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

/**
 * The database's clock (inside a transaction, the time it began). Rules that compare with
 * stored timestamps read it rather than the app's clock, so every app process answers alike.
 */
export async function databaseNow(db: DbOrTx): Promise<Date> {
  const [row] = await queryRows<{ now: string | Date }>(db, sql`select now() as now`);
  return new Date(row!.now);
}

/**
 * `ids` as one `uuid[]` parameter, whatever their number (a list of parameters would be one per id): sent as one text
 * joined by commas, which uuids never hold.
 */
export function uuidArray(ids: string[]): SQL {
  return sql`string_to_array(${ids.join(',')}, ',')::uuid[]`;
}
