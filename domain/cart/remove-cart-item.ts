import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems } from '../../db/schema/index';
import { AppError } from '../errors';

/**
 * Removes one line from the shopper's cart (rule:cart-api cart/remove). The owner is part of the
 * condition, so another shopper's line id removes nothing and answers 404 (rule:object-ownership).
 */
export async function removeCartItem(db: DbOrTx, userId: string, cartItemId: string): Promise<void> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, cartItemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND', 'This item is not in your cart');
}
