/**
 * What the back office's writes of sub categories share (rule:admin-categories): each takes its category's row lock
 * first (so the category cannot be deleted under it) and then its own, names are unique within the category
 * whatever their case, and each answers the sub category as the screen shows it.
 */
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { products, subCategories } from '../../db/schema/index';
import { AppError, notFoundError } from '../errors';
import type { AdminSubCategory } from '../views/admin-categories';
import { lockParentCategory } from './category-lists';

/** Unique within the category, whatever the case (the index is exact; the check is kinder). */
export const subCategoryNameTaken = (name: string) => {
  const message = `This category already has a sub category called ${name}. Please choose another name.`;
  return new AppError('CONFLICT', message, [{ path: 'name', message }]);
};

export async function checkSubCategoryNameFree(
  tx: Tx,
  categoryId: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  const [clash] = await tx
    .select({ id: subCategories.id })
    .from(subCategories)
    .where(
      and(
        eq(subCategories.categoryId, categoryId),
        sql`lower(${subCategories.name}) = lower(${name})`,
        exceptId ? ne(subCategories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw subCategoryNameTaken(name);
}

/** One sub category as the screen shows it, with how many products it holds. */
export async function adminSubCategoryOf(tx: DbOrTx, id: string): Promise<AdminSubCategory> {
  const [row] = await tx.select().from(subCategories).where(eq(subCategories.id, id));
  if (!row) throw notFoundError('Sub category');
  const [held] = await tx.select({ n: count() }).from(products).where(eq(products.subCategoryId, id));
  return {
    id: row.id,
    categoryId: row.categoryId,
    name: row.name,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    products: Number(held?.n ?? 0),
  };
}

/**
 * The category of a sub category, read before the write's locks (a sub category never changes category), then
 * the category's row lock and the sub category's own; 404 when either is gone.
 */
export async function lockSubCategory(tx: Tx, id: string) {
  const [found] = await tx
    .select({ categoryId: subCategories.categoryId })
    .from(subCategories)
    .where(eq(subCategories.id, id));
  if (!found) throw notFoundError('Sub category');
  await lockParentCategory(tx, found.categoryId);
  const [current] = await tx.select().from(subCategories).where(eq(subCategories.id, id)).for('update');
  if (!current) throw notFoundError('Sub category');
  return current;
}
