import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems, products, savedItems } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { watchSavedProduct } from '../alerts/watch-saved-product';
import { lineNotInCartError } from '../cart/cart-owner';
import { identityOptionsOf } from '../shared/line-options';
import { maxLineQuantity } from '../shared/limits';
import { salePricePaise } from '../shared/pricing';
import { checkRoomToSave, savedLineKeyColumns } from './saved-items';

/**
 * Moves one of the shopper's cart lines to Saved for later (POST /api/cart/save-for-later/{cartItemId}): the line is
 * deleted and its product, options and quantity saved, in one transaction. A row already saved with the same options
 * gets the line's units added (at most 99) and keeps its first saved price; a new one is saved at today's sale price.
 * A full Saved for later (409) leaves the line in the cart. Another shopper's line, or a guest's, is a 404.
 */
export async function saveCartLineForLater(
  db: Database,
  userId: string,
  cartItemId: string,
): Promise<{ savedItemId: string }> {
  return inTransaction(db, async (tx) => {
    const [found] = await tx
      .select({ line: cartItems, product: products })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(and(eq(cartItems.id, cartItemId), eq(cartItems.userId, userId)))
      .for('update', { of: cartItems })
      .limit(1);
    if (!found) throw lineNotInCartError();
    const { line, product } = found;
    const options = identityOptionsOf(line);
    await checkRoomToSave(tx, userId, product.id, options);

    await tx.delete(cartItems).where(eq(cartItems.id, line.id));
    const savedPricePaise = salePricePaise(product.pricePaise, product.discount);
    const [row] = await tx
      .insert(savedItems)
      .values({
        userId,
        productId: product.id,
        ...options,
        quantity: Math.min(line.quantity, maxLineQuantity),
        savedPricePaise,
      })
      .onConflictDoUpdate({
        target: savedLineKeyColumns,
        set: { quantity: sql`least(${savedItems.quantity} + excluded.quantity, ${maxLineQuantity})` },
      })
      .returning({ id: savedItems.id });
    await watchSavedProduct(tx, userId, product, savedPricePaise);
    return { savedItemId: row!.id };
  });
}
