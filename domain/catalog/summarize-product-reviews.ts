/**
 * Customer Reviews summary on the product page (rule:review-summary): average, per-star
 * breakdown 5 to 1, percent-recommend (share of reviews rated 4 or higher) and a quality
 * rating. Counted from the reviews themselves, so the breakdown always adds up to the total.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reviews } from '../../db/schema/index';
import type { ReviewStats } from '../views/catalog';

export async function summarizeProductReviews(db: DbOrTx, productId: string): Promise<ReviewStats> {
  const rows = await db
    .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    // Hidden reviews are in no figure shoppers see (rule:review-moderation).
    .where(and(eq(reviews.productId, productId), isNull(reviews.hiddenAt)))
    .groupBy(reviews.rating);
  const breakdown = { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 };
  let total = 0;
  let sum = 0;
  for (const row of rows) {
    const count = Number(row.count);
    if (row.rating >= 1 && row.rating <= 5) breakdown[row.rating as 1 | 2 | 3 | 4 | 5] = count;
    total += count;
    sum += row.rating * count;
  }
  const average = total === 0 ? 0 : Math.round((sum / total) * 100) / 100;
  return {
    // Two decimals, like ratings.average on the product (rating_average_x100 / 100).
    average,
    totalReviews: total,
    breakdown,
    recommendPercent: total === 0 ? 0 : Math.round(((breakdown[5] + breakdown[4]) / total) * 100),
    // rule:review-summary: the quality rating is the average on the 5-star scale, one decimal.
    qualityRating: Math.round((total === 0 ? 0 : sum / total) * 10) / 10,
  };
}
