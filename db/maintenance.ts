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
export async function vacuumAnalyzeTables(
  db: DbOrTx,
  signal?: AbortSignal,
  options: {
    /**
     * ANALYZE's statistics target for this run (the session's default_statistics_target; PostgreSQL's own is 100).
     * ANALYZE holds 300 rows per unit of it in memory: at 100 that is 30,000 products with their descriptions, and
     * PGlite's memory, once grown, is never given back (ADR 0036).
     */
    statisticsTarget?: number;
  } = {},
): Promise<{ tables: string[] }> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const done: string[] = [];
  const target = options.statisticsTarget;
  if (target !== undefined) {
    if (!Number.isInteger(target) || target < 1 || target > 10_000) throw new Error(`bad statistics target ${target}`);
    // A SET takes no parameter; the number is checked above. On PGlite's one connection it also applies to the
    // requests that run between two tables, whose statements never analyze.
    await db.execute(sql.raw(`set default_statistics_target = ${target}`));
  }
  try {
    for (const { name } of rows) {
      if (signal?.aborted) break;
      await db.execute(sql`vacuum (analyze) ${sql.identifier(name)}`);
      done.push(name);
    }
  } finally {
    if (target !== undefined) await db.execute(sql`reset default_statistics_target`);
  }
  return { tables: done };
}
