/**
 * The embedded database's maintenance (ADR 0030): PGlite has no autovacuum, so the job vacuums and analyzes each
 * table itself; afterwards the planner knows how many orders there are. On PostgreSQL the job leaves it to
 * autovacuum and touches nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { embeddedStatisticsTarget } from '../../server/jobs/vacuum-embedded-database-job';
import { insertOrder } from '../admin/order-fixtures';
import { makeProduct } from '../cart/fixtures';
import { startTestApp, testDbKind, type TestContext } from '../helpers/app';
import { registerTestUser } from '../helpers/users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const plannerRows = async () => {
  const [row] = await queryRows<{ reltuples: number }>(
    ctx.database.db,
    sql`select reltuples::float8 as reltuples from pg_class where oid = 'public.orders'::regclass`,
  );
  return Number(row!.reltuples);
};
const lastVacuumed = async () =>
  queryRows<{ relname: string }>(
    ctx.database.db,
    sql`select relname from pg_stat_user_tables where last_vacuum is not null and last_analyze is not null`,
  ).then((rows) => rows.map((r) => r.relname));

describe('vacuum-embedded-database (ADR 0030)', () => {
  // One test on each database, each asserting what that database must see.
  it(`${testDbKind === 'pglite' ? 'vacuums and analyzes every table, so the planner counts the orders' : 'leaves PostgreSQL to its autovacuum'}`, async () => {
    const shopper = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { stock: 10 });
    for (let i = 0; i < 30; i++) {
      await insertOrder(ctx, {
        userId: shopper.id,
        day: i % 5,
        status: 'Placed',
        totalRupees: 100,
        lines: [{ productId: product.id, quantity: 1 }],
      });
    }
    expect(await lastVacuumed()).not.toContain('orders');

    await ctx.app.jobs.runNow('vacuum-embedded-database');

    if (testDbKind === 'postgres') {
      expect(await lastVacuumed()).toEqual([]);
      return;
    }
    const tables = await queryRows<{ name: string }>(
      ctx.database.db,
      sql`select tablename as name from pg_tables where schemaname = 'public'`,
    );
    expect(tables.length).toBeGreaterThan(20);
    expect((await lastVacuumed()).sort()).toEqual(tables.map((t) => t.name).sort());
    expect(await plannerRows()).toBe(30);
    // Analyzed at the job's small statistics target (its memory, ADR 0036): 30 distinct ids make a histogram of
    // 11 bounds at 10, of 30 at PostgreSQL's default 100. The session's setting is back to the default after.
    const [ids] = await queryRows<{ bounds: number }>(
      ctx.database.db,
      sql`select cardinality(histogram_bounds::text::text[]) as bounds from pg_stats
          where schemaname = 'public' and tablename = 'orders' and attname = 'id'`,
    );
    expect(ids!.bounds).toBe(embeddedStatisticsTarget + 1);
    const [setting] = await queryRows<{ target: string }>(
      ctx.database.db,
      sql`select current_setting('default_statistics_target') as target`,
    );
    expect(setting!.target).toBe('100');
  });
});
