import { and, eq, type SQL } from 'drizzle-orm';
import { cartItems } from '../../db/schema/index';
import { lineIdentityFields, type LineIdentityField } from '../shared/line-options';

/**
 * The condition "this cart row is the line for this product with these options": the
 * same columns as the unique index cart_items_line_key, so add, update and the cart
 * clean-up after an order all agree on what one line is.
 */
export function matchCartLine(productId: string, options: Record<LineIdentityField, string>): SQL {
  return and(
    eq(cartItems.productId, productId),
    ...lineIdentityFields.map((field) => eq(cartItems[field], options[field])),
  )!;
}
