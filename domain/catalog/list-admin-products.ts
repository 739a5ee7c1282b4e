import { and, asc, desc, eq, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { categories, products } from '../../db/schema/index';
import type { AdminProductListQuery } from '../schemas/admin-products';
import {
  findMatchingProductIds,
  matchedPositions,
  productIdIn,
  type MatchingProducts,
} from '../search/find-matching-product-ids';
import { rupeesToPaise, salePricePaise, toRupees } from '../shared/pricing';
import type { AdminProductList } from '../views/admin-products';
import { cappedTotal, countMatchingProducts } from './count-matching-products';

/**
 * The back office's catalog (rule:admin-catalog): every product, hidden ones too, a page at a time, found with the
 * storefront's own search (the catalog index: words, word forms, shopper words, typos, brand and category names;
 * find-matching-product-ids.ts) and filtered by category, sub category, brand, shown or hidden, in or out of stock
 * and price (before discount, as staff set it).
 */
export async function listAdminProducts(db: Database, query: AdminProductListQuery): Promise<AdminProductList> {
  const conditions = adminProductFilterConditions(query);
  const term = query.q ?? '';
  if (term.trim() === '') return readPage(db, query, conditions);
  const matching = await findMatchingProductIds(db, term);
  return readPage(db, query, [...conditions, productIdIn(matching.ids)], matching);
}

/**
 * The list's filters but the search term, as conditions on `products`: shared with the CSV export, so the file
 * holds exactly the products the list shows (rule:admin-csv).
 */
export function adminProductFilterConditions(query: Omit<AdminProductListQuery, 'sort' | 'page' | 'limit'>): SQL[] {
  const conditions: SQL[] = [];
  if (query.category) conditions.push(eq(products.categoryId, query.category));
  if (query.subCategory) conditions.push(eq(products.subCategoryId, query.subCategory));
  if (query.brand) conditions.push(sql`lower(${products.brand}) = lower(${query.brand})`);
  if (query.visibility) conditions.push(eq(products.isActive, query.visibility === 'shown'));
  if (query.stock === 'in') conditions.push(gt(products.stock, 0));
  if (query.stock === 'out') conditions.push(eq(products.stock, 0));
  if (query.minPrice !== undefined) conditions.push(gte(products.pricePaise, rupeesToPaise(query.minPrice)));
  if (query.maxPrice !== undefined) conditions.push(lte(products.pricePaise, rupeesToPaise(query.maxPrice)));
  return conditions;
}

async function readPage(
  db: DbOrTx,
  query: AdminProductListQuery,
  conditions: SQL[],
  matching?: MatchingProducts,
): Promise<AdminProductList> {
  // A search lists the best matches first unless staff chose an order: by the ids' position in the index's answer.
  const byRelevance = matching !== undefined && matching.ids.length > 0 && query.sort === 'newest';
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order: SQL[] = (() => {
    switch (query.sort) {
      case 'oldest':
        return [asc(products.createdAt)];
      case 'title':
        return [asc(products.title)];
      case 'price_asc':
        return [asc(products.pricePaise)];
      case 'price_desc':
        return [desc(products.pricePaise)];
      case 'stock_asc':
        return [asc(products.stock)];
      case 'stock_desc':
        return [desc(products.stock)];
      case 'units_sold':
        return [desc(products.unitsSold), desc(products.ratingAverageX100)];
      case 'rating':
        return [desc(products.ratingAverageX100), desc(products.ratingCount)];
      case 'newest':
        return byRelevance ? [asc(sql`matched.position`)] : [desc(products.createdAt)];
    }
  })();
  // The id breaks ties, so a product never shows on two pages or on none.
  order.push(asc(products.id));
  const pageQuery = db
    .select({
      id: products.id,
      title: products.title,
      brand: products.brand,
      images: products.images,
      category: categories.name,
      pricePaise: products.pricePaise,
      discount: products.discount,
      stock: products.stock,
      ratingAverageX100: products.ratingAverageX100,
      ratingCount: products.ratingCount,
      unitsSold: products.unitsSold,
      isActive: products.isActive,
      isListed: products.isListed,
      createdAt: products.createdAt,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .$dynamic();
  const ordered = (
    byRelevance ? pageQuery.innerJoin(matchedPositions(matching.ids), sql`matched.id = ${products.id}`) : pageQuery
  )
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  // On the pool the page and the (capped, ADR 0011) count run side by side.
  const [rows, counted] = await Promise.all([ordered, countMatchingProducts(db, where)]);
  const capped = cappedTotal(counted);
  // Past the ids the index gave (more than the cap matched the words), the count is a lower bound.
  const { total, totalIsExact } = matching?.more ? { ...capped, totalIsExact: false } : capped;
  return {
    page: query.page,
    perPage: query.limit,
    total,
    totalIsExact,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      brand: r.brand,
      image: r.images[0] ?? '',
      category: r.category,
      price: toRupees(r.pricePaise),
      discount: r.discount,
      salePrice: toRupees(salePricePaise(r.pricePaise, r.discount)),
      stock: r.stock,
      ratingAverage: r.ratingAverageX100 / 100,
      ratingCount: r.ratingCount,
      unitsSold: r.unitsSold,
      isActive: r.isActive,
      isListed: r.isListed,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
