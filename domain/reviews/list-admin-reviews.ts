import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, reviews, users } from '../../db/schema/index';
import type { AdminReviewsQuery } from '../schemas/admin-reviews';
import type { AdminReviewList } from '../views/admin-reviews';
import { reviewSummaryColumns } from './review-summary-columns';

/**
 * Every review for staff to moderate (rule:review-moderation), hidden ones included, newest first
 * (reviews_created_idx; one product's through reviews_product_idx), a page at a time: filtered by rating,
 * product, whether it carries photos and whether staff hid it; with the product's title and the author.
 */
export async function listAdminReviews(db: DbOrTx, query: AdminReviewsQuery): Promise<AdminReviewList> {
  const filters: SQL[] = [];
  if (query.rating !== undefined) filters.push(eq(reviews.rating, query.rating));
  if (query.productId) filters.push(eq(reviews.productId, query.productId));
  if (query.withPhotos !== undefined)
    filters.push(query.withPhotos ? sql`cardinality(${reviews.images}) > 0` : sql`cardinality(${reviews.images}) = 0`);
  if (query.hidden !== undefined) filters.push(query.hidden ? isNotNull(reviews.hiddenAt) : isNull(reviews.hiddenAt));
  const where = filters.length > 0 ? and(...filters) : undefined;

  // One after the other: `db` may be a transaction, which is a single connection.
  const rows = await db
    .select({
      ...reviewSummaryColumns,
      images: reviews.images,
      name: reviews.name,
      userId: reviews.userId,
      email: users.email,
      verified: reviews.verified,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(where)
    // The id breaks ties (seeded reviews share their creation time), so pages never overlap.
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(where);
  const total = Number(counted?.n ?? 0);
  return {
    items: rows.map((r) => ({
      id: r.id,
      productId: r.productId,
      productTitle: r.productTitle,
      rating: r.rating,
      comment: r.comment,
      images: r.images,
      author: { name: r.name, userId: r.userId, email: r.email ?? null },
      verified: r.verified,
      createdAt: r.createdAt.toISOString(),
      hiddenAt: r.hiddenAt?.toISOString() ?? null,
    })),
    page: query.page,
    perPage: query.limit,
    total,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
  };
}
