/**
 * The back office's product search (rule:admin-catalog, rule:admin-csv): every product whose words match the term,
 * hidden ones too, best match first, found by the same catalog index as the shoppers' search (ADR 0036). Staff and
 * shoppers find the same products for the same words (shopper words, word forms, typos), and an external engine
 * plugged in behind the index (docs/search.md) serves both.
 *
 * The ids go to the database as one parameter, where the staff's own filters (shown or hidden, stock, price before
 * discount) and orders apply to them. For the list, at most one past the count cap (ADR 0011): it says "10,000+"
 * beyond it; the CSV export takes every match.
 */
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uuidArray } from '../../db/raw';
import { products } from '../../db/schema/index';
import { productMatchCap } from '../catalog/count-matching-products';
import { liveCatalogIndex } from './live-catalog-index';

export interface MatchingProducts {
  /** Best match first. */
  ids: string[];
  /** Whether more products match than `ids` holds (then any count over them is a lower bound). */
  more: boolean;
}

/** `every`: all matching products (the CSV export), not only as many as the list counts. */
export async function findMatchingProductIds(db: Database, term: string, every = false): Promise<MatchingProducts> {
  const index = await liveCatalogIndex(db).fresh();
  const answer = index.query({
    text: term,
    sort: 'relevance',
    offset: 0,
    limit: every ? index.productCount : productMatchCap + 1,
    includeUnlisted: true,
  });
  return { ids: answer.ids, more: answer.total > answer.ids.length };
}

/** `products.id` is one of `ids`; no product when there are none. */
export function productIdIn(ids: string[]): SQL {
  return ids.length === 0 ? sql`false` : sql`${products.id} = any(${uuidArray(ids)})`;
}

/** A relation `matched(id, position)` of the ids in their order, to join and order by. */
export function matchedPositions(ids: string[]): SQL {
  return sql`unnest(${uuidArray(ids)}) with ordinality as matched(id, position)`;
}
