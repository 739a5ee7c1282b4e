import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, reviews } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { notFoundError } from '../errors';
import type { ReviewVisibility } from '../views/admin-reviews';
import { recomputeProductRating } from './recompute-product-rating';

/**
 * Staff hide a review from the shop or show it again (rule:review-moderation). A hidden review leaves its
 * product's rating average and count in the same transaction, through the one recomputation every review
 * write uses, and comes back into them when shown. Audited in that transaction (rule:audit-log); hiding a
 * hidden review (or showing a shown one) changes nothing and writes nothing.
 */
export async function setReviewHidden(
  db: Database,
  staffUserId: string,
  reviewId: string,
  hidden: boolean,
): Promise<ReviewVisibility> {
  return inTransaction(db, async (tx) => {
    const [found] = await tx
      .select({ productId: reviews.productId })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .limit(1);
    if (!found) throw notFoundError('Review');
    // The product row first, as submitReview locks it: a shopper's review and a staff hide of the same product
    // recompute its rating one after the other, never from a snapshot missing the other's change.
    await tx.select({ id: products.id }).from(products).where(eq(products.id, found.productId)).for('update');
    const [review] = await tx
      .select({ productId: reviews.productId, hiddenAt: reviews.hiddenAt, rating: reviews.rating })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .for('update');
    if (!review) throw notFoundError('Review');

    let hiddenAt = review.hiddenAt;
    if (hidden !== (review.hiddenAt !== null)) {
      hiddenAt = hidden ? new Date() : null;
      await tx.update(reviews).set({ hiddenAt }).where(eq(reviews.id, reviewId));
      await recordAudit(tx, {
        actorUserId: staffUserId,
        action: hidden ? 'review.hide' : 'review.show',
        entityType: 'review',
        entityId: reviewId,
        before: { hiddenAt: review.hiddenAt?.toISOString() ?? null },
        after: { hiddenAt: hiddenAt?.toISOString() ?? null, productId: review.productId, rating: review.rating },
      });
    }
    const rating = await recomputeProductRating(tx, review.productId);
    return {
      id: reviewId,
      productId: review.productId,
      hiddenAt: hiddenAt?.toISOString() ?? null,
      productRating: { average: rating.ratingAverageX100 / 100, count: rating.ratingCount },
    };
  });
}
