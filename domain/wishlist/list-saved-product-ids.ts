import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { savedItems } from '../../db/schema/index';
import type { SavedProductRef } from '../views/wishlist';
import { maxSavedItems } from './saved-items';

/**
 * Which products the shopper has saved, and the saved rows to remove when a heart is tapped again: the root loader
 * gives it to every page, so the hearts on product cards and the product page are drawn pressed by the server.
 */
export async function listSavedProductIds(db: DbOrTx, userId: string): Promise<SavedProductRef[]> {
  return db
    .select({ productId: savedItems.productId, savedItemId: savedItems.id })
    .from(savedItems)
    .where(eq(savedItems.userId, userId))
    .orderBy(desc(savedItems.createdAt), desc(savedItems.id))
    .limit(maxSavedItems);
}
