import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems, products } from '../../db/schema/index';
import { AppError, notFoundError } from '../errors';
import type { UpdateCartInput } from '../schemas/cart';
import type { ShopSettings } from '../shared/ports';
import { lineNotInCartError, ownedBy, type CartOwner } from './cart-owner';
import { matchCartLine } from './match-cart-line';
import { resolveLineOptions } from './resolve-line-options';

/**
 * Sets the quantity of one of the shopper's cart lines (rule:cart-api cart/update, the same fields
 * as cart/add). The line is found by cartItemId when the client has it, otherwise by the
 * product and its options, resolved exactly as cart/add resolves them. Another shopper's
 * line is "not in your cart" (rule:object-ownership, 404). A raise that would put more units of the
 * product in the cart (over all its lines) than one order may take is refused (rule:quantity-limits);
 * lowering is always allowed, so a cart filled before the cap can come down to it step by step.
 */
export async function updateCartItem(
  db: DbOrTx,
  owner: CartOwner,
  input: UpdateCartInput,
  rules: Pick<ShopSettings, 'maxUnitsPerProduct'>,
): Promise<{ cartItemId: string }> {
  let where;
  if (input.cartItemId) {
    where = and(
      eq(cartItems.id, input.cartItemId),
      ownedBy(owner),
      input.productId ? eq(cartItems.productId, input.productId) : undefined,
    );
  } else {
    const [product] = await db.select().from(products).where(eq(products.id, input.productId!)).limit(1);
    if (!product) throw notFoundError('Product');
    const options = resolveLineOptions(product, input);
    where = and(ownedBy(owner), matchCartLine(product.id, options));
  }

  const [line] = await db
    .select({ id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity, title: products.title })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(where)
    .limit(1);
  if (!line) throw lineNotInCartError();

  if (input.quantity > line.quantity) {
    const [others] = await db
      .select({ units: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
      .from(cartItems)
      .where(and(ownedBy(owner), eq(cartItems.productId, line.productId), ne(cartItems.id, line.id)));
    const elsewhere = others?.units ?? 0;
    if (elsewhere + input.quantity > rules.maxUnitsPerProduct) {
      const cap = `You can order at most ${rules.maxUnitsPerProduct} of ${line.title} in one order`;
      throw new AppError(
        'QUANTITY_LIMIT',
        elsewhere > 0 ? `${cap}, and ${elsewhere} more are in your cart with other options.` : `${cap}.`,
        { productId: line.productId, maxUnitsPerProduct: rules.maxUnitsPerProduct, inCart: elsewhere + line.quantity },
      );
    }
  }

  const [row] = await db
    .update(cartItems)
    .set({ quantity: input.quantity, updatedAt: sql`now()` })
    .where(and(eq(cartItems.id, line.id), ownedBy(owner)))
    .returning({ id: cartItems.id });
  if (!row) throw lineNotInCartError();
  return { cartItemId: row.id };
}
