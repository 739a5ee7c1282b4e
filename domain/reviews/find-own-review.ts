/**
 * The signed-in shopper's own review of a product, so Write a Review opens pre-filled and
 * saves an edit (rule:review-form; submit-review.ts keeps one review per shopper
 * per product). The product page's loader calls it. A review staff hid is still its author's to edit here
 * (it stays hidden from everyone else: rule:review-moderation, ADR 0033).
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reviews } from '../../db/schema/index';
import type { PublicReview } from '../views/catalog';
import { toPublicReview } from './to-public-review';

export async function findOwnReview(db: DbOrTx, productId: string, userId: string): Promise<PublicReview | null> {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
    .limit(1);
  return row ? toPublicReview(row) : null;
}
