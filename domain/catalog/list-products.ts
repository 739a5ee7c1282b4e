/**
 * The product list with search, filters, sort and paging (rule:product-filter-params,
 * rule:api-contract `GET product`). Only active products are listed. The total comes from count(*)
 * over the same condition, so paging totals always agree with the pages.
 */

import { and, asc, desc, eq, gte, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/index';
import { unpagedProductLimit, type ProductListQuery } from '../schemas/catalog';
import { buildProductSearch } from '../search/build-product-search';
import { preferBitmapScans } from '../search/prefer-bitmap-scans';
import { withTypoTolerance } from '../search/with-typo-tolerance';
import { rupeesToPaise } from '../shared/pricing';
import type { ProductPage } from '../views/catalog';
import { cappedTotal, countMatchingProducts, productMatchCap } from './count-matching-products';
import { publicProductColumns, toPublicProduct } from './to-public-product';

/**
 * The price a shopper pays, times 100 in paise, computed exactly in integers:
 * price * (100 - discount). Price filters and sorts use it, because the card shows the sale
 * price first (rule:sale-price) and "under ₹500" should mean what the shopper pays.
 */
const salePriceX100 = sql`(${products.pricePaise}::bigint * (100 - ${products.discount}))`;

/** Case-insensitive membership in a list of values the shopper chose. */
function inLowered(column: SQLWrapper, values: string[]): SQL {
  return sql`lower(${column}) in (${sql.join(
    values.map((v) => sql`lower(${v})`),
    sql`, `,
  )})`;
}

/**
 * A value matches the product's option list (colors, sizes) or its single field (color, size),
 * ignoring case. The list is lower-cased whole through its text form (`{Black,"Navy Blue"}`),
 * which keeps quoting intact, and compared with the array overlap operator: several times
 * faster than unnesting every product's list.
 */
function matchesOption(list: SQLWrapper, single: SQLWrapper, values: string[]): SQL {
  const wanted = sql`array[${sql.join(
    values.map((v) => sql`lower(${v})`),
    sql`, `,
  )}]::text[]`;
  return sql`(${inLowered(single, values)} or lower(${list}::text)::text[] && ${wanted})`;
}

export async function listProducts(db: DbOrTx, query: ProductListQuery): Promise<ProductPage> {
  const conditions: SQL[] = [eq(products.isListed, true)];
  if (query.category) conditions.push(eq(products.categoryId, query.category));
  if (query.subCategory) conditions.push(eq(products.subCategoryId, query.subCategory));
  if (query.minPrice !== undefined) conditions.push(gte(salePriceX100, rupeesToPaise(query.minPrice) * 100));
  if (query.maxPrice !== undefined) conditions.push(lte(salePriceX100, rupeesToPaise(query.maxPrice) * 100));
  if (query.minRating !== undefined)
    conditions.push(gte(products.ratingAverageX100, Math.round(query.minRating * 100)));
  if (query.maxRating !== undefined)
    conditions.push(lte(products.ratingAverageX100, Math.round(query.maxRating * 100)));
  if (query.color?.length) conditions.push(matchesOption(products.colors, products.color, query.color));
  if (query.size?.length) conditions.push(matchesOption(products.sizes, products.size, query.size));
  if (query.brand?.length) conditions.push(inLowered(products.brand, query.brand));
  if (query.material?.length) conditions.push(inLowered(products.material, query.material));

  const term = query.search ?? '';
  // A search runs in one short transaction that makes the trigram match typo tolerant.
  return term === ''
    ? queryProducts(db, query, conditions)
    : withTypoTolerance(db, term, (tx, threshold) => queryProducts(tx, query, conditions, { term, threshold }));
}

async function queryProducts(
  db: DbOrTx,
  query: ProductListQuery,
  conditions: SQL[],
  searchFor?: { term: string; threshold: number },
) {
  const inTransaction = searchFor !== undefined;
  const search =
    searchFor === undefined ? undefined : await buildProductSearch(db, searchFor.term, searchFor.threshold);
  if (search) {
    conditions.push(search.where);
    await preferBitmapScans(db);
  }
  const where = and(...conditions);

  // The default list order is newest first; a search is ranked by relevance unless asked otherwise (ADR 0009).
  const sort = query.sort ?? (search ? 'relevance' : 'newest');
  const orderBy: SQL[] = (() => {
    // Plain DESC is NULLS FIRST, the order of the schema's descending indexes (created_at, units_sold with
    // rating; test/docs/index-order.test.ts), so PostgreSQL reads them instead of sorting every product.
    switch (sort) {
      case 'relevance':
        return search ? [desc(search.rank), desc(products.unitsSold)] : [desc(products.createdAt)];
      case 'price_asc':
        return [asc(salePriceX100)];
      case 'price_desc':
        return [desc(salePriceX100)];
      case 'rating':
        // Plain DESC (NULLS FIRST) is the ascending rating index read backwards.
        return [desc(products.ratingAverageX100), desc(products.ratingCount)];
      case 'popular':
        return [desc(products.unitsSold), desc(products.ratingAverageX100)];
      case 'newest':
        return [desc(products.createdAt)];
    }
  })();
  // The id breaks ties, so a product never shows on two pages or on none.
  orderBy.push(asc(products.id));

  // rule:paged-product-list: isPagination=false keeps working but returns one bounded page.
  const page = query.isPagination ? query.page : 1;
  const limit = query.isPagination ? query.limit : unpagedProductLimit;
  const offset = (page - 1) * limit;
  if (offset >= productMatchCap) {
    // Past the reachable window: nothing to read, but the (capped) total still answers.
    const total = await countMatchingProducts(db, where);
    return listResult([], total, page, limit);
  }

  const pageQuery = db
    .select(publicProductColumns)
    .from(products)
    .where(where)
    .orderBy(...orderBy)
    .limit(Math.min(limit, productMatchCap - offset))
    .offset(offset);
  // On the pool the page and the count run side by side; a search runs inside one transaction,
  // which is one connection, so there they run one after the other.
  const [rows, total] = inTransaction
    ? [await pageQuery, await countMatchingProducts(db, where)]
    : await Promise.all([pageQuery, countMatchingProducts(db, where)]);
  return listResult(rows.map(toPublicProduct), total, page, limit);
}

function listResult<T>(items: T[], counted: number, page: number, limit: number) {
  const { total, totalIsExact } = cappedTotal(counted);
  return {
    products: items,
    total,
    /** False when more than `total` products match (the count stopped at the cap). */
    totalIsExact,
    page,
    limit,
    totalPages: Math.ceil(total / limit),
  };
}
