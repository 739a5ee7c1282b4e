import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { savedItems } from '../../db/schema/index';
import { AppError } from '../errors';
import type { LineIdentityField } from '../shared/line-options';

/**
 * How many products one account may keep in Saved for later: far more than a shopper keeps, and a bound on what the
 * wishlist page, the root loader's hearts and a price-drop scan read per account.
 */
export const maxSavedItems = 200;

/** The unique index saved_items_line_key a save merges on: one row per account, product and identity options. */
export const savedLineKeyColumns = [
  savedItems.userId,
  savedItems.productId,
  savedItems.colors,
  savedItems.sizes,
  savedItems.specs,
  savedItems.weight,
  savedItems.rams,
  savedItems.material,
];

/** The condition "this saved row is the account's row of this product with these options". */
export function matchSavedLine(userId: string, productId: string, options: Record<LineIdentityField, string>): SQL {
  return and(
    eq(savedItems.userId, userId),
    eq(savedItems.productId, productId),
    eq(savedItems.colors, options.colors),
    eq(savedItems.sizes, options.sizes),
    eq(savedItems.specs, options.specs),
    eq(savedItems.weight, options.weight),
    eq(savedItems.rams, options.rams),
    eq(savedItems.material, options.material),
  )!;
}

/**
 * Refuses a new row past `maxSavedItems` (409); a row already there (a save again, a move that adds up) always
 * passes. Not locked, as the cart's line cap is not: two saves at the same moment may pass it by one.
 */
export async function checkRoomToSave(
  db: DbOrTx,
  userId: string,
  productId: string,
  options: Record<LineIdentityField, string>,
): Promise<void> {
  const [found] = await db
    .select({
      count: sql<number>`count(*)::int`,
      existing: sql<number>`count(*) filter (where ${matchSavedLine(userId, productId, options)})::int`,
    })
    .from(savedItems)
    .where(eq(savedItems.userId, userId));
  if ((found?.count ?? 0) >= maxSavedItems && (found?.existing ?? 0) === 0) {
    throw new AppError(
      'CONFLICT',
      `Saved for later can hold ${maxSavedItems} items at most. Please remove something or move it to your cart first.`,
      { maxSavedItems },
    );
  }
}

/** A saved row that is not the caller's (another shopper's, or gone): 404, as the cart's lines are. */
export const notSavedError = () => new AppError('NOT_FOUND', 'This item is not in your Saved for later');
