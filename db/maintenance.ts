import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { queryRows } from './raw';

/**
 * VACUUM (ANALYZE) of every table of the shop, one table per statement. PGlite runs no autovacuum: without this
 * its tables keep their dead rows and the planner keeps the statistics of the day each table was created (it then
 * plans 100,000 orders as if there were none). One statement per table lets requests waiting for the embedded
 * database's one connection go between two tables; `signal` stops before the next table. PostgreSQL's autovacuum
 * does the same on its own, so the job that calls this skips a server database.
 */
export async function vacuumAnalyzeTables(db: DbOrTx, signal?: AbortSignal): Promise<{ tables: string[] }> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const done: string[] = [];
  for (const { name } of rows) {
    if (signal?.aborted) break;
    await db.execute(sql`vacuum (analyze) ${sql.identifier(name)}`);
    done.push(name);
  }
  return { tables: done };
}
