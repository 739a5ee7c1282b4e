/**
 * Runs catalog search queries with pg_trgm's word-similarity threshold set for the term, inside
 * one short transaction (the setting is local to it, so no other query and no pooled connection
 * is affected). The `%>` operator, which the GIN trigram indexes answer, reads this setting.
 *
 * One slipped letter removes up to three of a word's trigrams. In a word of six letters or more
 * that leaves about 0.57 similarity ("samsng" to "samsung"), under pg_trgm's default of 0.6, so
 * longer terms use 0.5. Short terms keep 0.6: at 0.5, "fan" would already match "Fashion" and
 * "sam" would match "Saree" on two shared letters.
 */
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';

export async function withTypoTolerance<T>(
  db: DbOrTx,
  term: string,
  work: (tx: DbOrTx, threshold: number) => Promise<T>,
): Promise<T> {
  const threshold = term.trim().length >= 6 ? 0.5 : 0.6;
  // A transaction opened on a transaction is a savepoint, so callers may pass either.
  return (db as Database).transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(threshold)}, true)`);
    return work(tx, threshold);
  });
}
