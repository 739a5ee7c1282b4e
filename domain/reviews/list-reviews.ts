/**
 * A product's reviews, one page at a time (rule:review-filter-sort: the rating filter and the
 * sort shown on the product page are applied). Unknown or withdrawn products are a 404.
 */
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, reviews } from '../../db/schema/index';
import { notFoundError } from '../errors';
import type { ReviewListQuery } from '../schemas/catalog';
import type { PublicReview, ReviewPage } from '../views/catalog';
import { toPublicReview } from './to-public-review';

export async function listReviews(db: DbOrTx, productId: string, query: ReviewListQuery): Promise<ReviewPage> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isListed, true)))
    .limit(1);
  if (!product) throw notFoundError('Product');

  // One after the other: `db` may be a transaction, which is a single connection.
  const rows = await reviewRows(db, productId, query);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(reviews)
    .where(reviewFilter(productId, query.rating));
  return {
    reviews: rows,
    total: Number(counted?.total ?? 0),
    page: query.page,
    limit: query.limit,
  };
}

/** A review staff hid is shown to nobody but staff (rule:review-moderation). */
function reviewFilter(productId: string, rating: number | undefined) {
  return and(
    eq(reviews.productId, productId),
    isNull(reviews.hiddenAt),
    rating === undefined ? undefined : eq(reviews.rating, rating),
  );
}

/** One page of a product's shown reviews in the asked order, without checking the product. */
export async function reviewRows(db: DbOrTx, productId: string, query: ReviewListQuery): Promise<PublicReview[]> {
  // Each order ends with a unique key, so pages never overlap. Newest and oldest follow the
  // index (product_id, created_at DESC NULLS LAST) in either direction; created_at is NOT NULL.
  const orderBy: SQL[] = {
    newest: [desc(reviews.createdAt), desc(reviews.id)],
    oldest: [sql`${reviews.createdAt} asc nulls first`, asc(reviews.id)],
    highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
    lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  }[query.sort];
  const rows = await db
    .select()
    .from(reviews)
    .where(reviewFilter(productId, query.rating))
    .orderBy(...orderBy)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return rows.map(toPublicReview);
}
