import { and, eq, type SQL } from 'drizzle-orm';
import { cartItems } from '../../db/schema/index';
import type { LineOptions } from './resolve-line-options';

/**
 * The condition "this cart row is the line for this product with these options": the
 * same columns as the unique index cart_items_line_key, so add, update and the cart
 * clean-up after an order all agree on what one line is.
 */
export function matchCartLine(
  productId: string,
  options: Pick<LineOptions, 'colors' | 'sizes' | 'specs' | 'weight' | 'rams' | 'material'>,
): SQL {
  return and(
    eq(cartItems.productId, productId),
    eq(cartItems.colors, options.colors),
    eq(cartItems.sizes, options.sizes),
    eq(cartItems.specs, options.specs),
    eq(cartItems.weight, options.weight),
    eq(cartItems.rams, options.rams),
    eq(cartItems.material, options.material),
  )!;
}
