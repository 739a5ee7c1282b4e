/**
 * The product detail page's data (rule:api-contract `GET product/{id}`): the product,
 * its newest 20 reviews, the review summary, and the names of its category and sub category.
 * An unknown id is 404 'Product not found'; a product shoppers may not see (rule:hidden-catalog: hidden by staff, or in a
 * hidden category) is 404 'This product is no longer available.'.
 *
 * The product and its category names come from the catalog index and its row cache (product-rows.ts, ADR 0036),
 * brought up to date first. The first reviews and their summary are kept too, while the index has seen no review of
 * the product written (every review write records its transaction, migration 0016, and the index reads those).
 */
import { eq, sql } from 'drizzle-orm';
import { onePerDatabase, type Database } from '../../db/client';
import { categories, products } from '../../db/schema/index';
import { AppError, notFoundError } from '../errors';
import { reviewRows } from '../reviews/list-reviews';
import { liveCatalogIndex } from '../search/live-catalog-index';
import { productUnavailableMessage } from '../shared/catalog-rules';
import type { ProductDetail } from '../views/catalog';
import { listedProductsById } from './product-rows';
import { summarizeProductReviews } from './summarize-product-reviews';
import { VersionedCache } from './versioned-cache';

/** How many reviews the detail answer carries; more come from GET product/{id}/reviews. */
export const detailReviewCount = 20;

/** About 5 MB with 20 reviews each: the product pages shoppers are on. */
const keptReviewsCapacity = 1_000;
const reviewsKept = onePerDatabase(
  () => new VersionedCache<Pick<ProductDetail, 'reviews' | 'reviewStats'>>(keptReviewsCapacity),
);

/**
 * The product's return window (rule:return-window): its own, else its category's. Read on every product page: one
 * primary-key lookup, where a cache would also have to follow staff changing the category's window.
 */
const returnDaysStatement = onePerDatabase((db) =>
  db
    .select({ days: sql<number>`coalesce(${products.returnDays}, ${categories.returnDays})` })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('product_return_days'),
);

export async function getProduct(db: Database, productId: string): Promise<ProductDetail> {
  const index = await liveCatalogIndex(db).fresh();
  const known = index.product(productId);
  const product = known?.listed
    ? (await listedProductsById(db, index, [productId])).get(productId)?.product
    : undefined;
  if (!known || !product) {
    // Hidden (rule:hidden-catalog) is told apart from unknown, so its page can say so; both are 404.
    if (known) throw new AppError('NOT_FOUND', productUnavailableMessage, { unavailable: true });
    throw notFoundError('Product');
  }
  let firstReviews = reviewsKept(db).get(productId, known.reviewWrites);
  if (!firstReviews) {
    const [reviews, reviewStats] = await Promise.all([
      reviewRows(db, productId, { sort: 'newest', page: 1, limit: detailReviewCount, rating: undefined }),
      summarizeProductReviews(db, productId),
    ]);
    firstReviews = reviewsKept(db).set(productId, known.reviewWrites, { reviews, reviewStats });
  }
  const { reviews, reviewStats } = firstReviews;
  const [returnWindow] = await returnDaysStatement(db).execute({ id: productId });
  return {
    ...product,
    reviews,
    reviewStats,
    categoryName: known.categoryName,
    subCategoryName: known.subCategoryName,
    returnDays: returnWindow?.days ?? 0,
  };
}
