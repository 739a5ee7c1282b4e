/**
 * The product list with search, filters, sort and paging (rule:product-filter-params, rule:api-contract
 * `GET product`), and the facet counts of the filter panel. Only listed products (rule:hidden-catalog).
 *
 * The process's catalog index (domain/search/catalog-index.ts, ADR 0036) works out which products match, in what
 * order, how many, and the counts per facet; the page's rows are then read by id in one statement. The index is
 * brought up to date before it answers (live-catalog-index.ts), so a change committed before the request shows.
 * This function is the seam where another search engine would answer instead (docs/search.md).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/index';
import { unpagedProductLimit, type ProductListQuery } from '../schemas/catalog';
import type { CatalogQuery } from '../search/catalog-index';
import { liveCatalogIndex } from '../search/live-catalog-index';
import { rupeesToPaise } from '../shared/pricing';
import type { ProductPage } from '../views/catalog';
import { cappedTotal, productMatchCap } from './count-matching-products';
import { publicProductColumns, toPublicProduct } from './to-public-product';

/** The index's query for a list request: price bounds are on the sale price (ADR 0009), in paise x 100. */
export function catalogQueryOf(query: ProductListQuery, offset: number, limit: number): CatalogQuery {
  const search = query.search?.trim() ? query.search : undefined;
  return {
    text: search,
    categoryId: query.category,
    subCategoryId: query.subCategory,
    minSaleX100: query.minPrice === undefined ? undefined : rupeesToPaise(query.minPrice) * 100,
    maxSaleX100: query.maxPrice === undefined ? undefined : rupeesToPaise(query.maxPrice) * 100,
    minRatingX100: query.minRating === undefined ? undefined : Math.round(query.minRating * 100),
    maxRatingX100: query.maxRating === undefined ? undefined : Math.round(query.maxRating * 100),
    brands: query.brand,
    colors: query.color,
    sizes: query.size,
    materials: query.material,
    // The default is relevance with a search term, newest without (ADR 0009).
    sort: query.sort ?? (search ? 'relevance' : 'newest'),
    offset,
    limit,
    facets: query.facets,
    // One past the cap tells "exactly 10,000" from "more" (ADR 0011).
    countUpTo: productMatchCap + 1,
  };
}

/**
 * The rows of a page, by id, as one prepared statement per database: the query is built once, not per request (the
 * builder was a tenth of a search's time). Ids travel as one comma-separated parameter.
 */
const pageRowsQueries = new WeakMap<Database, ReturnType<typeof preparePageRows>>();
function preparePageRows(db: Database) {
  return db
    .select(publicProductColumns)
    .from(products)
    .where(
      and(
        sql`${products.id} = any(string_to_array(${sql.placeholder('ids')}, ',')::uuid[])`,
        eq(products.isListed, true),
      ),
    )
    .prepare('catalog_page_rows');
}
function pageRowsQuery(db: Database) {
  let query = pageRowsQueries.get(db);
  if (!query) {
    query = preparePageRows(db);
    pageRowsQueries.set(db, query);
  }
  return query;
}

export async function listProducts(db: Database, query: ProductListQuery): Promise<ProductPage> {
  // rule:paged-product-list: isPagination=false keeps working but returns one bounded page.
  const page = query.isPagination ? query.page : 1;
  const limit = query.isPagination ? query.limit : unpagedProductLimit;
  const offset = (page - 1) * limit;
  // Pages reach no further than the counted matches (ADR 0011); past that only the total answers.
  const reachable = Math.max(0, Math.min(limit, productMatchCap - offset));

  const index = await liveCatalogIndex(db).fresh();
  const answer = index.query(catalogQueryOf(query, Math.min(offset, productMatchCap), reachable));

  const rows = answer.ids.length === 0 ? [] : await pageRowsQuery(db).execute({ ids: answer.ids.join(',') });
  const byId = new Map(rows.map((row) => [row.id, row]));
  // The index's order; a product hidden since the index looked is left out.
  const items = answer.ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toPublicProduct(row)] : [];
  });

  const { total, totalIsExact } = cappedTotal(answer.total);
  return {
    products: items,
    total,
    /** False when more than `total` products match (the count stopped at the cap). */
    totalIsExact,
    page,
    limit,
    totalPages: Math.ceil(total / limit),
    ...(answer.facets ? { facets: answer.facets } : {}),
  };
}
