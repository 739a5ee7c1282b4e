import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, savedItems } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { unwatchSavedProduct } from '../alerts/watch-saved-product';
import { addCartItem } from '../cart/add-cart-item';
import { AppError } from '../errors';
import type { ShopSettings } from '../shared/ports';
import { notSavedError } from './saved-items';

/**
 * Moves one saved row into the shopper's cart (POST /api/wishlist/move-to-cart/{id}): added exactly as cart/add adds
 * (the same product and options merge into one line, every cap of the cart applies: rule:quantity-limits, 50 lines),
 * then the saved row is deleted, in one transaction. A refusal (QUANTITY_LIMIT, a full cart, an option the product
 * no longer has, a product no longer sold) changes nothing: the row stays saved. Another shopper's row is a 404.
 */
export async function moveSavedItemToCart(
  db: Database,
  userId: string,
  savedItemId: string,
  rules: Pick<ShopSettings, 'maxUnitsPerProduct'>,
): Promise<{ cartItemId: string }> {
  return inTransaction(db, async (tx) => {
    const [found] = await tx
      .select({ saved: savedItems, title: products.title, isListed: products.isListed })
      .from(savedItems)
      .innerJoin(products, eq(products.id, savedItems.productId))
      .where(and(eq(savedItems.id, savedItemId), eq(savedItems.userId, userId)))
      .for('update', { of: savedItems })
      .limit(1);
    if (!found) throw notSavedError();
    const { saved } = found;
    if (!found.isListed) {
      throw new AppError('CONFLICT', `${found.title} is no longer sold, so it cannot go to your cart.`, {
        productId: saved.productId,
      });
    }

    const added = await addCartItem(
      tx,
      { userId },
      {
        productId: saved.productId,
        quantity: saved.quantity,
        colors: saved.colors,
        sizes: saved.sizes,
        specs: saved.specs,
        weight: saved.weight,
        rams: saved.rams,
        material: saved.material,
        expiryDate: '',
        warranty: '',
      },
      rules,
    );
    await tx.delete(savedItems).where(eq(savedItems.id, saved.id));
    // In the cart now: the saved product's alerts stop, unless another saved line of it is left (ADR 0056).
    await unwatchSavedProduct(tx, userId, saved.productId);
    return added;
  });
}
