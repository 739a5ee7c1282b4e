import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems, products } from '../../db/schema/index';
import { AppError, notFoundError } from '../errors';
import type { UpdateCartInput } from '../schemas/cart';
import { matchCartLine } from './match-cart-line';
import { resolveLineOptions } from './resolve-line-options';

const lineNotFound = () => new AppError('NOT_FOUND', 'This item is not in your cart');

/**
 * Sets the quantity of one of the shopper's cart lines (rule:cart-api cart/update, the same fields
 * as cart/add). The line is found by cartItemId when the client has it, otherwise by the
 * product and its options, resolved exactly as cart/add resolves them. Another shopper's
 * line is "not in your cart" (rule:object-ownership, 404).
 */
export async function updateCartItem(
  db: DbOrTx,
  userId: string,
  input: UpdateCartInput,
): Promise<{ cartItemId: string }> {
  let where;
  if (input.cartItemId) {
    where = and(
      eq(cartItems.id, input.cartItemId),
      eq(cartItems.userId, userId),
      input.productId ? eq(cartItems.productId, input.productId) : undefined,
    );
  } else {
    const [product] = await db.select().from(products).where(eq(products.id, input.productId!)).limit(1);
    if (!product) throw notFoundError('Product');
    const options = resolveLineOptions(product, input);
    where = and(eq(cartItems.userId, userId), matchCartLine(product.id, options));
  }

  const [row] = await db
    .update(cartItems)
    .set({ quantity: input.quantity, updatedAt: sql`now()` })
    .where(where)
    .returning({ id: cartItems.id });
  if (!row) throw lineNotFound();
  return { cartItemId: row.id };
}
