/**
 * Brands that contain the term or are spelt like it (pg_trgm word similarity at `threshold`),
 * closest first. Brands are few, so they are compared one by one; products are then matched by
 * `brand in (...)`, which the brand index answers, instead of a trigram test on every product.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { selectDistinctBrands } from '../catalog/select-distinct-brands';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

export async function findSimilarBrands(db: DbOrTx, term: string, threshold: number, limit = 20) {
  const lowered = sql`lower(${term})`;
  const rows = await queryRows<{ brand: string; similarity: number }>(
    db,
    sql`
    select brand, word_similarity(${lowered}, lower(brand))::float8 as similarity
    from (${selectDistinctBrands()}) as brands
    where lower(brand) like lower(${`%${escapeLike(term)}%`}) or word_similarity(${lowered}, lower(brand)) >= ${threshold}
    order by similarity desc, brand
    limit ${limit}`,
  );
  return rows.map((r) => ({
    brand: r.brand,
    similarity: Number(r.similarity),
  }));
}
