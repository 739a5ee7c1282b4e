import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems } from '../../db/schema/index';
import { lineNotInCartError, ownedBy, type CartOwner } from './cart-owner';

/**
 * Removes one line from the shopper's cart (rule:cart-api cart/remove). The owner is part of the
 * condition, so another shopper's line id removes nothing and answers 404 (rule:object-ownership).
 */
export async function removeCartItem(db: DbOrTx, owner: CartOwner, cartItemId: string): Promise<void> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, cartItemId), ownedBy(owner)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw lineNotInCartError();
}
