import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, savedItems } from '../../db/schema/index';
import { resolveLineOptions } from '../cart/resolve-line-options';
import { notFoundError } from '../errors';
import type { SaveProductInput } from '../schemas/wishlist';
import { identityOptionsOf } from '../shared/line-options';
import { salePricePaise } from '../shared/pricing';
import { watchSavedProduct } from '../alerts/watch-saved-product';
import { checkRoomToSave, savedLineKeyColumns } from './saved-items';

/**
 * Saves a product with its options to the shopper's Saved for later (POST /api/wishlist/add; a heart saves one of
 * the product page's first values). The options are resolved exactly as cart/add resolves them, so a saved row moves
 * back into the same cart line. Saving the same product and options again is not an error: one row stays, with the
 * larger of the two quantities and its first saved price (the price a price-drop alert compares with). A new row
 * past `maxSavedItems` is refused (409). The product is then watched for a price drop and for coming back in stock
 * (ADR 0056); call in a transaction so the row and its alerts are written together.
 */
export async function saveProduct(
  db: DbOrTx,
  userId: string,
  input: SaveProductInput,
): Promise<{ savedItemId: string }> {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.isListed, true)))
    .limit(1);
  if (!product) throw notFoundError('Product');

  const options = identityOptionsOf(resolveLineOptions(product, input));
  await checkRoomToSave(db, userId, product.id, options);

  // One statement, so two quick taps keep one row instead of racing to insert two.
  const savedPricePaise = salePricePaise(product.pricePaise, product.discount);
  const [row] = await db
    .insert(savedItems)
    .values({ userId, productId: product.id, ...options, quantity: input.quantity, savedPricePaise })
    .onConflictDoUpdate({
      target: savedLineKeyColumns,
      set: { quantity: sql`greatest(${savedItems.quantity}, excluded.quantity)` },
    })
    .returning({ id: savedItems.id });
  await watchSavedProduct(db, userId, product, savedPricePaise);
  return { savedItemId: row!.id };
}
