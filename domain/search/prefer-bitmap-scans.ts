/**
 * Inside a search transaction (with-typo-tolerance.ts), makes the rest of it read products only
 * through bitmap scans of the search indexes.
 *
 * PostgreSQL costs pg_trgm's `%>` like a cheap comparison, so it would rather test every product
 * (a sequential scan, or a walk down the newest or top-selling index until enough rows match)
 * than build a bitmap from the trigram and full-text indexes. Measured on 100,000 products,
 * a rare term then takes 400-900 ms instead of 5-15 ms. A bitmap costs in proportion to the
 * matches, which the page's count(*) reads anyway. Sequential scans stay possible where no
 * index applies; they are only priced out.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export async function preferBitmapScans(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`);
}
