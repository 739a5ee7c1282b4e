/**
 * The product detail page's data (rule:api-contract `GET product/{id}`): the product,
 * its newest 20 reviews, the review summary, and the names of its category and sub category.
 * An unknown id, or a product the shop has withdrawn (is_active false), is 404 'Product not found'.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, products, subCategories } from '../../db/schema/index';
import { notFoundError } from '../errors';
import { listReviews } from '../reviews/list-reviews';
import type { ProductDetail } from '../views/catalog';
import { summarizeProductReviews } from './summarize-product-reviews';
import { publicProductColumns, toPublicProduct } from './to-public-product';

/** How many reviews the detail answer carries; more come from GET product/{id}/reviews. */
export const detailReviewCount = 20;

export async function getProduct(db: DbOrTx, productId: string): Promise<ProductDetail> {
  const [row] = await db
    .select({ product: publicProductColumns, categoryName: categories.name, subCategoryName: subCategories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .where(and(eq(products.id, productId), eq(products.isActive, true)))
    .limit(1);
  if (!row) throw notFoundError('Product');
  // One after the other: `db` may be a transaction, which is a single connection.
  const firstReviews = await listReviews(db, productId, {
    sort: 'newest',
    page: 1,
    limit: detailReviewCount,
    rating: undefined,
  });
  const reviewStats = await summarizeProductReviews(db, productId);
  return {
    ...toPublicProduct(row.product),
    reviews: firstReviews.reviews,
    reviewStats,
    categoryName: row.categoryName,
    subCategoryName: row.subCategoryName ?? null,
  };
}
