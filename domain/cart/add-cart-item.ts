import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems, products } from '../../db/schema/index';
import { AppError, notFoundError } from '../errors';
import type { AddToCartInput } from '../schemas/cart';
import { maxCartLines, maxLineQuantity } from '../shared/limits';
import type { ShopSettings } from '../shared/ports';
import { salePricePaise } from '../shared/pricing';
import { lineKeyColumns, ownedBy, ownerColumns, type CartOwner } from './cart-owner';
import { matchCartLine } from './match-cart-line';
import { resolveLineOptions } from './resolve-line-options';

/**
 * Adds a product with its options to the shopper's or the guest's cart (rule:cart-api POST cart/add). The same
 * product with the same options merges into one line, its quantity added and capped at 99.
 * A quantity above stock is allowed here: the cart drawer shows the stock warning
 * (rule:stock-warning), and placing the order is where stock is enforced (rule:no-overselling).
 * An add that would put more units of the product in the cart (over all its lines) than one order
 * may take is refused (rule:quantity-limits); the check is not locked, and placing the order
 * enforces the cap again (ADR 0021).
 */
export async function addCartItem(
  db: DbOrTx,
  owner: CartOwner,
  input: AddToCartInput,
  rules: Pick<ShopSettings, 'maxUnitsPerProduct'>,
): Promise<{ cartItemId: string }> {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.isListed, true)))
    .limit(1);
  if (!product) throw notFoundError('Product');

  const options = resolveLineOptions(product, input);
  const lineKey = {
    ...ownerColumns(owner),
    productId: product.id,
    colors: options.colors,
    sizes: options.sizes,
    specs: options.specs,
    weight: options.weight,
    rams: options.rams,
    material: options.material,
  };

  const [lines] = await db
    .select({
      count: sql<number>`count(*)::int`,
      existing: sql<number>`count(*) filter (where ${matchCartLine(lineKey.productId, lineKey)})::int`,
      units: sql<number>`coalesce(sum(${cartItems.quantity}) filter (where ${cartItems.productId} = ${product.id}), 0)::int`,
    })
    .from(cartItems)
    .where(ownedBy(owner));
  if ((lines?.count ?? 0) >= maxCartLines && (lines?.existing ?? 0) === 0) {
    throw new AppError(
      'CONFLICT',
      `Your cart can hold ${maxCartLines} different items at most. Please check out or remove something first.`,
    );
  }

  const inCart = lines?.units ?? 0;
  if (inCart + input.quantity > rules.maxUnitsPerProduct) {
    const cap = `You can order at most ${rules.maxUnitsPerProduct} of ${product.title} in one order`;
    throw new AppError('QUANTITY_LIMIT', inCart > 0 ? `${cap}, and your cart already has ${inCart}.` : `${cap}.`, {
      productId: product.id,
      maxUnitsPerProduct: rules.maxUnitsPerProduct,
      inCart,
    });
  }

  // One statement, so two quick clicks merge into one line instead of racing to insert two.
  const [row] = await db
    .insert(cartItems)
    .values({
      ...lineKey,
      quantity: input.quantity,
      expiryDate: options.expiryDate,
      warranty: options.warranty,
      addedPricePaise: salePricePaise(product.pricePaise, product.discount),
    })
    .onConflictDoUpdate({
      target: lineKeyColumns(owner),
      set: {
        quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${maxLineQuantity})`,
        expiryDate: sql`excluded.expiry_date`,
        warranty: sql`excluded.warranty`,
        addedPricePaise: sql`excluded.added_price_paise`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: cartItems.id });
  return { cartItemId: row!.id };
}
