/**
 * Products by id as answers show them, from a bounded cache in this process that the catalog index keeps honest
 * (ADR 0036). Lists and product pages show the same few thousand products again and again; reading their rows,
 * parsing their arrays and mapping them was about a third of a list request's time.
 *
 * Each cached product carries the index's write count for it (CatalogIndex.product) at the moment its row was asked
 * for. Every write to a product reaches the index before the next request is answered (LiveCatalogIndex.fresh), and
 * bumps that count, so a copy is used only while nothing has written the product since it was read. A row read while
 * a write was landing is tagged with the count from before the write and so is never used.
 */
import { sql } from 'drizzle-orm';
import { onePerDatabase, type Database } from '../../db/client';
import { products } from '../../db/schema/index';
import type { CatalogIndex } from '../search/catalog-index';
import { publicProductSchema, type PublicProduct } from '../views/catalog';
import { publicProductColumns, toPublicProduct } from './to-public-product';
import { VersionedCache } from './versioned-cache';

/** About 6 MB at the demo catalog's row sizes: far more products than the pages shoppers are on at once. */
export const cachedProductCapacity = 5_000;

/**
 * A product as answers show it, kept as its JSON text: checked against the answer schema and written once when read,
 * so a list answer joins the texts of its page instead of checking and writing 20 products again (ADR 0036). Only
 * the text is kept (the object took about twice its memory); `product` reads it back when an object is wanted (the
 * product page, the storefront's server-rendered list), which JSON gives back unchanged: a product is strings,
 * numbers, arrays and null.
 */
export class ListedProduct {
  constructor(readonly json: string) {}

  get product(): PublicProduct {
    return JSON.parse(this.json) as PublicProduct;
  }
}

/**
 * The rows of the products not cached, by id, as one prepared statement per database (built once, not per request).
 * Ids travel as one comma-separated parameter. Hidden products are left out whatever the index said.
 */
function prepareRowsById(db: Database) {
  return db
    .select(publicProductColumns)
    .from(products)
    .where(sql`${products.id} = any(string_to_array(${sql.placeholder('ids')}, ',')::uuid[]) and ${products.isListed}`)
    .prepare('catalog_product_rows');
}

const stateOf = onePerDatabase((db) => ({
  cache: new VersionedCache<ListedProduct>(cachedProductCapacity),
  rowsById: prepareRowsById(db),
}));

/**
 * The listed products among `ids` that `index` knows, in a map by id; `index` must be fresh (fetched for this
 * request), so that its write counts include every change committed before the request.
 */
export async function listedProductsById(
  db: Database,
  index: CatalogIndex,
  ids: readonly string[],
): Promise<Map<string, ListedProduct>> {
  const { cache, rowsById } = stateOf(db);
  const found = new Map<string, ListedProduct>();
  const missing: { id: string; writes: number }[] = [];
  for (const id of ids) {
    const known = index.product(id);
    if (!known?.listed) continue;
    const product = cache.get(id, known.writes);
    if (product) found.set(id, product);
    else missing.push({ id, writes: known.writes });
  }
  if (missing.length === 0) return found;
  const rows = await rowsById.execute({ ids: missing.map((m) => m.id).join(',') });
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const { id, writes } of missing) {
    const row = byId.get(id);
    if (!row) continue;
    // The same check and text the response serializer would make of it (fastify-type-provider-zod: encode, stringify).
    const json = JSON.stringify(publicProductSchema.encode(toPublicProduct(row)));
    found.set(id, cache.set(id, writes, new ListedProduct(json)));
  }
  return found;
}
