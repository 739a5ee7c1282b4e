/**
 * The checks the back office's writes of categories and sub categories share (rule:admin-categories): names unique
 * whatever their case, a category's picture one the staff member may use, a unique index that settles two staff
 * adding one name at once, and a delete refused while products are held (rule:hidden-catalog).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { categories } from '../../db/schema/index';
import { databaseErrorCode } from '../../db/transaction';
import { claimStaffImage } from '../content/claim-staff-image';
import { AppError } from '../errors';
import { uploadedImageKeyOf } from '../shared/image-keys';

/** Names are unique whatever their case: "fashion" beside "Fashion" would be two entries shoppers cannot tell apart. */
export const categoryNameTaken = (name: string) => {
  const message = `There is already a category called ${name}. Please choose another name.`;
  return new AppError('CONFLICT', message, [{ path: 'name', message }]);
};

const imageRefusal = {
  path: 'image',
  message: 'Please upload the picture again from this page: only a picture you uploaded here can be used.',
};

export async function checkCategoryNameFree(tx: Tx, name: string, exceptId?: string): Promise<void> {
  const [clash] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(sql`lower(${categories.name}) = lower(${name})`, exceptId ? ne(categories.id, exceptId) : undefined))
    .limit(1);
  if (clash) throw categoryNameTaken(name);
}

/**
 * A picture new to a category (rule:own-uploads-only, rule:admin-categories): the staff member's own upload, taken
 * out of quarantine in this transaction (so the sweep cannot take it), or a picture a category already shows (the
 * seed's pictures, or one moved from another category). Anything else is refused, naming `image`.
 */
export async function acceptCategoryImage(tx: Tx, staffUserId: string, image: string): Promise<void> {
  if (uploadedImageKeyOf(image) !== null) return claimStaffImage(tx, staffUserId, image, imageRefusal);
  const [shown] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.image, image)).limit(1);
  if (!shown) throw new AppError('VALIDATION_ERROR', imageRefusal.message, [imageRefusal]);
}

/**
 * The unique index decides between two staff adding one name at once (a category's, or a sub category's within its
 * category); the loser gets the same field error as the check before the write.
 */
export async function withNameRace<T>(
  name: string | undefined,
  taken: (name: string) => AppError,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (name !== undefined && databaseErrorCode(err) === '23505') throw taken(name);
    throw err;
  }
}

const productCount = (n: number) => (n === 1 ? '1 product' : `${n} products`);

/** The refusal of a delete of a category or sub category that holds products (rule:hidden-catalog). */
export const holdsProductsError = (what: string, name: string, n: number) =>
  new AppError(
    'CONFLICT',
    `${name} has ${productCount(n)}, so it cannot be deleted: hide it instead, and shoppers no longer see it or its products.`,
    { products: n, [what]: name },
  );

/**
 * Runs a delete of a category or sub category (`noun`, lower case). Its row lock keeps products out between the
 * count and the delete; a product written by a path that skipped the lock (SQL by hand) is still refused by the
 * foreign key, and that refusal says the same as the count's.
 */
export async function deletingOnlyEmpty<T>(noun: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (databaseErrorCode(err) === '23503') {
      throw new AppError('CONFLICT', `This ${noun} holds products, so it cannot be deleted: hide it instead.`);
    }
    throw err;
  }
}
