import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderItems, orders, products, reviews, type User } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { notFoundError } from '../errors';
import type { ReviewInput } from '../schemas/reviews';
import { claimUploadedImages } from '../uploads/claim-uploaded-images';
import { recomputeProductRating } from './recompute-product-rating';

const reviewImagesRefusal = {
  path: 'images',
  message: 'Each review photo (images) must be an image you uploaded to this shop. Please upload it again.',
};

/**
 * Saves the shopper's review of a product (rule:review-form). One
 * review per shopper per product: a second submission edits the first (unique
 * index reviews_product_user_key). The author's name and picture are copied from
 * the account, never taken from the request; `verified` is true when the shopper
 * has a non-cancelled order containing the product (rule:review-cards: user.verified, the
 * "Verified Purchase" badge). The product's stored average and count change in
 * the same transaction. Photos must be the shopper's own uploads (rule:own-uploads-only), since
 * they show in public reviews; photos the shopper's review of this product already shows are
 * accepted unchanged. An edit leaves `hidden_at` alone: a review staff hid stays hidden however its author
 * rewrites it, until staff show it again (rule:review-moderation, ADR 0033).
 */
export async function submitReview(db: Database, author: User, productId: string, input: ReviewInput) {
  return inTransaction(db, async (tx) => {
    // Locks the product row: concurrent reviews of one product recompute its rating one after the other.
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.isListed, true)))
      .for('update');
    if (!product) throw notFoundError('Product');

    const [purchase] = await tx
      .select({ one: sql<number>`1` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.userId, author.id), eq(orderItems.productId, productId), ne(orders.status, 'Cancelled')))
      .limit(1);
    const verified = Boolean(purchase);

    const [previous] = await tx
      .select({ images: reviews.images })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.userId, author.id)));
    const kept = new Set(previous?.images ?? []);
    await claimUploadedImages(
      tx,
      author.id,
      input.images.filter((url) => !kept.has(url)),
      reviewImagesRefusal,
    );

    const now = new Date();
    const fields = {
      name: author.fullName,
      profilePic: author.profilePic,
      rating: input.rating,
      comment: input.comment,
      images: input.images,
      verified,
    };
    const [saved] = await tx
      .insert(reviews)
      .values({ productId, userId: author.id, ...fields })
      .onConflictDoUpdate({ target: [reviews.productId, reviews.userId], set: { ...fields, updatedAt: now } })
      // PostgreSQL sets xmax to 0 on a freshly inserted row and to our transaction id on a row
      // the ON CONFLICT branch updated: the one reliable way to tell "created" from "edited".
      .returning({ ...getTableColumns(reviews), created: sql<boolean>`(xmax = 0)` });
    if (!saved) throw new Error('the review upsert returned no row');
    const { created, ...review } = saved;

    const rating = await recomputeProductRating(tx, productId);
    return { review, created: Boolean(created), productRating: rating };
  });
}
