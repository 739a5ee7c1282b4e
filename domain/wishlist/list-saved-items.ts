import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, savedItems } from '../../db/schema/index';
import { lineProduct } from '../cart/get-cart';
import { identityOptionsOf } from '../shared/line-options';
import { salePricePaise, toRupees } from '../shared/pricing';
import type { Wishlist } from '../views/wishlist';
import { maxSavedItems } from './saved-items';

/**
 * The shopper's Saved for later as GET /api/wishlist and the /wishlist page show it: newest first (at most
 * `maxSavedItems`, all an account may keep), each with the price when saved and today's sale price in rupees, and
 * whether it can be bought now (listed and in stock).
 */
export async function listSavedItems(db: DbOrTx, userId: string): Promise<Wishlist> {
  const rows = await db
    .select({ saved: savedItems, product: products })
    .from(savedItems)
    .innerJoin(products, eq(products.id, savedItems.productId))
    .where(eq(savedItems.userId, userId))
    .orderBy(desc(savedItems.createdAt), desc(savedItems.id))
    .limit(maxSavedItems);

  const items = rows.map(({ saved, product }) => ({
    _id: saved.id,
    product: lineProduct(product),
    quantity: saved.quantity,
    ...identityOptionsOf(saved),
    savedPrice: toRupees(saved.savedPricePaise),
    price: toRupees(salePricePaise(product.pricePaise, product.discount)),
    inStock: product.isListed && product.stock > 0,
    savedAt: saved.createdAt.toISOString(),
  }));
  return { items, count: items.length };
}
