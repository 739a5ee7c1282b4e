import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/index';

/**
 * Counting stops at this many matches, and pages reach no further (ADR 0011).
 * An exact count of a 100,000-product catalog reads every row (about 110 ms on PGlite), for a
 * number nobody pages through; like the large shops we say "10,000+" instead. The storefront's list and the
 * back office's catalog both count this way.
 */
export const productMatchCap = 10_000;

/** Counts matches up to one past the cap, which tells "exactly N" from "more than the cap". */
export async function countMatchingProducts(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(products)
    .where(where)
    .limit(productMatchCap + 1)
    .as('matches');
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(matches);
  return Number(counted?.total ?? 0);
}

/** The total to show for a capped count, and whether it is exact. */
export function cappedTotal(counted: number): { total: number; totalIsExact: boolean } {
  return { total: Math.min(counted, productMatchCap), totalIsExact: counted <= productMatchCap };
}
