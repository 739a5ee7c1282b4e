/**
 * The product detail page's data (rule:api-contract `GET product/{id}`): the product,
 * its newest 20 reviews, the review summary, and the names of its category and sub category.
 * An unknown id is 404 'Product not found'; a product shoppers may not see (rule:hidden-catalog: hidden by staff, or in a
 * hidden category) is 404 'This product is no longer available.'.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, products, subCategories } from '../../db/schema/index';
import { AppError, notFoundError } from '../errors';
import { listReviews } from '../reviews/list-reviews';
import { productUnavailableMessage } from '../shared/catalog-rules';
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
    .where(and(eq(products.id, productId), eq(products.isListed, true)))
    .limit(1);
  if (!row) {
    // Hidden (rule:hidden-catalog) is told apart from unknown, so its page can say so; both are 404.
    const [hidden] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
    if (hidden) throw new AppError('NOT_FOUND', productUnavailableMessage, { unavailable: true });
    throw notFoundError('Product');
  }
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
