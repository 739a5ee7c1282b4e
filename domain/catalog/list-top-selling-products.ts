/**
 * Top Selling Products on the home page (rule:top-selling-section, `GET product/highlights`).
 * rule:top-selling: ranked by units sold, then rating; the field name topRatedProducts is kept.
 * The order matches the products_top_selling_idx index, so this reads only `limit` rows.
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/index';
import type { TopSelling } from '../views/catalog';
import { publicProductColumns, toPublicProduct } from './to-public-product';

export async function listTopSellingProducts(db: DbOrTx, limit: number): Promise<TopSelling> {
  const rows = await db
    .select(publicProductColumns)
    .from(products)
    .where(eq(products.isListed, true))
    // NULLS LAST as in the index, so PostgreSQL reads the index instead of sorting (the columns are NOT NULL).
    .orderBy(desc(products.unitsSold), desc(products.ratingAverageX100), desc(products.ratingCount), asc(products.id))
    .limit(limit);
  return { topRatedProducts: rows.map(toPublicProduct) };
}
