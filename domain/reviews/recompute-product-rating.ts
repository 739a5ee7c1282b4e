import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, reviews } from '../../db/schema/index';

/**
 * Recomputes a product's stored rating from its reviews: the average times 100,
 * rounded (4.35 is 435), and the count. Computed from the reviews table rather
 * than adjusted step by step, so the figures cannot drift. Call it inside the
 * transaction that changed the reviews, after locking the product row, so two
 * reviews saved at once cannot both compute from a snapshot missing the other.
 */
export async function recomputeProductRating(db: DbOrTx, productId: string) {
  const [aggregate] = await db
    .select({
      averageX100: sql<number>`coalesce(round(avg(${reviews.rating}) * 100), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  const ratingAverageX100 = Number(aggregate?.averageX100 ?? 0);
  const ratingCount = Number(aggregate?.count ?? 0);
  await db.update(products).set({ ratingAverageX100, ratingCount }).where(eq(products.id, productId));
  return { ratingAverageX100, ratingCount };
}
