/**
 * rule:brand-filter: the Brand filter lists the catalog's real brands, for the chosen category (and
 * sub category) when one is chosen. Brands that differ only in letter case are one brand, as
 * the brand filter itself is case-insensitive.
 */
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { products } from '../../db/schema/index';
import type { BrandList } from '../views/catalog';
import { selectDistinctBrands } from './select-distinct-brands';

export async function listBrands(db: DbOrTx, filter: { category?: string; subCategory?: string }): Promise<BrandList> {
  if (!filter.category && !filter.subCategory) {
    // The whole catalog: one brand-index probe per brand instead of reading every product.
    const rows = await queryRows<{ brand: string }>(
      db,
      sql`
      select min(brand) as brand from (${selectDistinctBrands()}) as brands
      group by lower(brand) order by lower(brand)`,
    );
    return { brands: rows.map((r) => r.brand) };
  }
  const conditions: SQL[] = [eq(products.isListed, true), ne(products.brand, '')];
  if (filter.category) conditions.push(eq(products.categoryId, filter.category));
  if (filter.subCategory) conditions.push(eq(products.subCategoryId, filter.subCategory));
  const rows = await db
    .select({ brand: sql<string>`min(${products.brand})` })
    .from(products)
    .where(and(...conditions))
    .groupBy(sql`lower(${products.brand})`)
    .orderBy(sql`lower(${products.brand})`);
  return { brands: rows.map((r) => r.brand) };
}
