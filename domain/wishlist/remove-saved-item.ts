import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { savedItems } from '../../db/schema/index';
import { unwatchSavedProduct } from '../alerts/watch-saved-product';
import { notSavedError } from './saved-items';

/**
 * Removes one row from the shopper's Saved for later. The owner is part of the condition, so another shopper's row id
 * removes nothing and answers 404 (rule:object-ownership). Call in a transaction: the alerts stop with it.
 */
export async function removeSavedItem(db: DbOrTx, userId: string, savedItemId: string): Promise<void> {
  const removed = await db
    .delete(savedItems)
    .where(and(eq(savedItems.id, savedItemId), eq(savedItems.userId, userId)))
    .returning({ productId: savedItems.productId });
  if (removed.length === 0) throw notSavedError();
  // Its saved-product alerts stop with it, unless another saved line of the product is left (ADR 0056).
  await unwatchSavedProduct(db, userId, removed[0]!.productId);
}
