/**
 * The product list with search, filters, sort and paging (rule:product-filter-params, rule:api-contract
 * `GET product`), and the facet counts of the filter panel. Only listed products (rule:hidden-catalog).
 *
 * The process's catalog index (domain/search/catalog-index.ts, ADR 0036) works out which products match, in what
 * order, how many, and the counts per facet; the page's products come by id from product-rows.ts (cached rows, the
 * rest in one statement). The index is
 * brought up to date before it answers (live-catalog-index.ts), so a change committed before the request shows.
 * This function is the seam where another search engine would answer instead (docs/search.md).
 */
import type { Database } from '../../db/client';
import { unpagedProductLimit, type ProductListQuery } from '../schemas/catalog';
import type { CatalogQuery } from '../search/catalog-index';
import { liveCatalogIndex } from '../search/live-catalog-index';
import { rupeesToPaise } from '../shared/pricing';
import type { ProductPage } from '../views/catalog';
import { cappedTotal, productMatchCap } from './count-matching-products';
import { listedProductsById, type ListedProduct } from './product-rows';

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

export async function listProducts(db: Database, query: ProductListQuery): Promise<ProductPage> {
  const { listed, ...rest } = await listProductsAsJson(db, query);
  return { products: listed.map((entry) => entry.product), ...rest };
}

/** A page of products as their JSON texts (ListedProduct in product-rows.ts), with the page's counts. */
export type ProductPageAsJson = Omit<ProductPage, 'products'> & { listed: ListedProduct[] };

/** listProducts with the products as JSON texts, for the API's answer (server/api/catalog), which joins them. */
export async function listProductsAsJson(db: Database, query: ProductListQuery): Promise<ProductPageAsJson> {
  // rule:paged-product-list: isPagination=false keeps working but returns one bounded page.
  const page = query.isPagination ? query.page : 1;
  const limit = query.isPagination ? query.limit : unpagedProductLimit;
  const offset = (page - 1) * limit;
  // Pages reach no further than the counted matches (ADR 0011); past that only the total answers.
  const reachable = Math.max(0, Math.min(limit, productMatchCap - offset));

  const index = await liveCatalogIndex(db).fresh();
  const answer = index.query(catalogQueryOf(query, Math.min(offset, productMatchCap), reachable));

  const byId = await listedProductsById(db, index, answer.ids);
  // The index's order; a product hidden since the index looked is left out.
  const listed = answer.ids.flatMap((id) => {
    const entry = byId.get(id);
    return entry ? [entry] : [];
  });

  const { total, totalIsExact } = cappedTotal(answer.total);
  return {
    listed,
    total,
    /** False when more than `total` products match (the count stopped at the cap). */
    totalIsExact,
    page,
    limit,
    totalPages: Math.ceil(total / limit),
    ...(answer.facets ? { facets: answer.facets } : {}),
  };
}
