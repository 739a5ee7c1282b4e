import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderItems, orders, reviews } from '../../db/schema/index';

/**
 * rule:review-cards: a review's "Verified Purchase" flag says that its author bought the product in an
 * order that is not cancelled. Placing and cancelling an order call this in their own transaction for
 * the order's products, so a cancelled order takes the badge away (and a later order gives it back).
 */
export async function refreshVerifiedPurchases(tx: Tx, userId: string, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  const bought = sql<boolean>`exists (
    select 1 from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
    where ${orders.userId} = ${userId} and ${orderItems.productId} = ${reviews.productId}
      and ${orders.status} <> 'Cancelled')`;
  await tx
    .update(reviews)
    .set({ verified: bought })
    .where(and(eq(reviews.userId, userId), inArray(reviews.productId, productIds)));
}
