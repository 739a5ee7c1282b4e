/**
 * Runs catalog search queries in one short transaction whose settings suit them; the settings
 * are local to it (set_config(..., true)), so no other query and no pooled connection sees them.
 *
 * - pg_trgm's word-similarity threshold, read by the `%>` operator that the GIN trigram indexes
 *   answer. One slipped letter removes up to three of a word's trigrams. In a word of six letters
 *   or more that leaves about 0.57 similarity ("samsng" to "samsung"), under pg_trgm's default of
 *   0.6, so longer terms use 0.5. Short terms keep 0.6: at 0.5, "fan" would already match
 *   "Fashion" and "sam" would match "Saree" on two shared letters.
 * - No JIT compilation: it costs 100 ms or more per query and pays off only for long analytics.
 * - The work may also call preferBitmapScans (prefer-bitmap-scans.ts).
 */
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';

interface SavedSettings {
  threshold: string | null;
  jit: string;
  seqscan: string;
  indexscan: string;
}

export async function withTypoTolerance<T>(
  db: DbOrTx,
  term: string,
  work: (tx: DbOrTx, threshold: number) => Promise<T>,
): Promise<T> {
  const threshold = term.trim().length >= 6 ? 0.5 : 0.6;
  // Called inside a caller's transaction, this opens a savepoint; local settings would then last
  // to the end of the caller's transaction, so they are put back afterwards.
  const nested = db instanceof PgTransaction;
  return (db as Database).transaction(async (tx) => {
    let saved: SavedSettings | undefined;
    if (nested) {
      [saved] = await queryRows<SavedSettings & Record<string, unknown>>(
        tx,
        sql`select current_setting('pg_trgm.word_similarity_threshold', true) as threshold, current_setting('jit') as jit,
          current_setting('enable_seqscan') as seqscan, current_setting('enable_indexscan') as indexscan`,
      );
    }
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(threshold)}, true), set_config('jit', 'off', true)`,
    );
    const outcome = await work(tx, threshold);
    if (saved) {
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${saved.threshold ?? '0.6'}, true),
        set_config('jit', ${saved.jit}, true), set_config('enable_seqscan', ${saved.seqscan}, true),
        set_config('enable_indexscan', ${saved.indexscan}, true)`);
    }
    return outcome;
  });
}
