import { eq, type SQL } from 'drizzle-orm';
import { cartItems } from '../../db/schema/index';
import { AppError } from '../errors';

/**
 * Whose cart a line is in (ADR 0054): a signed-in shopper's account, or a guest's cart (its guest_carts row). Every
 * cart function takes one, so a guest's cart has the same caps, stock checks and server prices as an account's.
 */
export type CartOwner = { userId: string; guestCartId?: undefined } | { guestCartId: string; userId?: undefined };

/** The condition "this cart row belongs to `owner`". */
export function ownedBy(owner: CartOwner): SQL {
  return owner.userId !== undefined ? eq(cartItems.userId, owner.userId) : eq(cartItems.guestCartId, owner.guestCartId);
}

/** The owner columns of a new cart row. */
export function ownerColumns(owner: CartOwner): { userId: string | null; guestCartId: string | null } {
  return { userId: owner.userId ?? null, guestCartId: owner.guestCartId ?? null };
}

/** The unique index a new line of `owner` merges on (cart_items_line_key or cart_items_guest_line_key). */
export function lineKeyColumns(owner: CartOwner) {
  return [
    owner.userId !== undefined ? cartItems.userId : cartItems.guestCartId,
    cartItems.productId,
    cartItems.colors,
    cartItems.sizes,
    cartItems.specs,
    cartItems.weight,
    cartItems.rams,
    cartItems.material,
  ];
}

/** A line that is not in the caller's cart (another shopper's, gone, or a guest with no cart yet): 404. */
export const lineNotInCartError = () => new AppError('NOT_FOUND', 'This item is not in your cart');
