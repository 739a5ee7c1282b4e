/**
 * You Might Also Like (rule:related-products): other active products of the same category
 * and the same sub category (a product without a sub category is related to the others of
 * its category without one), best sellers first.
 */
import { and, asc, desc, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/index';
import { notFoundError } from '../errors';
import type { RelatedProducts } from '../views/catalog';
import { publicProductColumns, toPublicProduct } from './to-public-product';

export async function listRelatedProducts(db: DbOrTx, productId: string, limit: number): Promise<RelatedProducts> {
  const [product] = await db
    .select({ categoryId: products.categoryId, subCategoryId: products.subCategoryId })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isListed, true)))
    .limit(1);
  if (!product) throw notFoundError('Product');
  const rows = await db
    .select(publicProductColumns)
    .from(products)
    .where(
      and(
        eq(products.isListed, true),
        eq(products.categoryId, product.categoryId),
        product.subCategoryId ? eq(products.subCategoryId, product.subCategoryId) : isNull(products.subCategoryId),
        ne(products.id, productId),
      ),
    )
    .orderBy(desc(products.unitsSold), desc(products.ratingAverageX100), desc(products.ratingCount), asc(products.id))
    .limit(limit);
  return { products: rows.map(toPublicProduct) };
}
