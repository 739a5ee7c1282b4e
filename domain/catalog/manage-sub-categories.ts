/**
 * The back office's writes of sub categories (rule:admin-categories): add one under a category, rename, hide or
 * show (with its products, rule:hidden-catalog), move within its category, and delete an empty one. Each write
 * takes its category's row lock first (so the category cannot be deleted under it) and then the lock of its list,
 * and is one transaction with its audit row (rule:audit-log).
 */
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { products, subCategories } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { AppError, notFoundError } from '../errors';
import { closeGap, lockList, moveEntry, positionForNew } from '../ordering/ordered-lists';
import type { CreateSubCategoryBody, UpdateSubCategoryBody } from '../schemas/admin-categories';
import type { MoveDirection } from '../schemas/admin-content';
import type { AdminCategory, AdminSubCategory } from '../views/admin-categories';
import { lockParentCategory, subCategoryList } from './category-lists';
import { deletingOnlyEmpty, getAdminCategory, holdsProductsError, withNameRace } from './manage-categories';

/** Unique within the category, whatever the case (the index is exact; the check is kinder). */
const subCategoryNameTaken = (name: string) => {
  const message = `This category already has a sub category called ${name}. Please choose another name.`;
  return new AppError('CONFLICT', message, [{ path: 'name', message }]);
};

async function checkNameFree(tx: Tx, categoryId: string, name: string, exceptId?: string): Promise<void> {
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

async function viewOf(tx: DbOrTx, id: string): Promise<AdminSubCategory> {
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
async function lockSubCategory(tx: Tx, id: string) {
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

/** Adds a sub category after the others of its category (rule:admin-categories). */
export async function createSubCategory(
  db: Database,
  staffUserId: string,
  categoryId: string,
  input: CreateSubCategoryBody,
): Promise<AdminSubCategory> {
  return withNameRace(input.name, subCategoryNameTaken, () =>
    inTransaction(db, async (tx) => {
      await lockParentCategory(tx, categoryId);
      const list = subCategoryList(categoryId);
      await lockList(tx, list);
      await checkNameFree(tx, categoryId, input.name);
      const sortOrder = await positionForNew(tx, list);
      const [created] = await tx
        .insert(subCategories)
        .values({ categoryId, name: input.name, isActive: input.isActive, sortOrder })
        .returning();
      if (!created) throw new AppError('INTERNAL', 'Could not add the sub category');
      await recordAudit(tx, {
        actorUserId: staffUserId,
        action: 'sub_category.create',
        entityType: 'sub_category',
        entityId: created.id,
        before: null,
        after: { categoryId, name: created.name, isActive: created.isActive, position: sortOrder + 1 },
      });
      return viewOf(tx, created.id);
    }),
  );
}

/** Renames a sub category; its id, products and links stay. A rename to the same name writes nothing. */
export async function updateSubCategory(
  db: Database,
  staffUserId: string,
  id: string,
  input: UpdateSubCategoryBody,
): Promise<AdminSubCategory> {
  return withNameRace(input.name, subCategoryNameTaken, () =>
    inTransaction(db, async (tx) => {
      const current = await lockSubCategory(tx, id);
      if (current.name === input.name) return viewOf(tx, id);
      await checkNameFree(tx, current.categoryId, input.name, id);
      await tx.update(subCategories).set({ name: input.name }).where(eq(subCategories.id, id));
      await recordAudit(tx, {
        actorUserId: staffUserId,
        action: 'sub_category.update',
        entityType: 'sub_category',
        entityId: id,
        before: { name: current.name },
        after: { name: input.name },
      });
      return viewOf(tx, id);
    }),
  );
}

/** Hides a sub category and its products from shoppers, or shows them again (rule:hidden-catalog). */
export async function setSubCategoryVisibility(
  db: Database,
  staffUserId: string,
  id: string,
  isActive: boolean,
): Promise<AdminSubCategory> {
  return inTransaction(db, async (tx) => {
    const current = await lockSubCategory(tx, id);
    if (current.isActive === isActive) return viewOf(tx, id);
    await tx.update(subCategories).set({ isActive }).where(eq(subCategories.id, id));
    const view = await viewOf(tx, id);
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action: isActive ? 'sub_category.show' : 'sub_category.hide',
      entityType: 'sub_category',
      entityId: id,
      before: { isActive: current.isActive },
      after: { isActive, products: view.products },
    });
    return view;
  });
}

/** Moves a sub category a step up or down (or to either end) within its category; answers the category. */
export async function moveSubCategory(
  db: Database,
  staffUserId: string,
  id: string,
  direction: MoveDirection,
): Promise<AdminCategory> {
  return inTransaction(db, async (tx) => {
    const current = await lockSubCategory(tx, id);
    await moveEntry(tx, staffUserId, subCategoryList(current.categoryId), id, direction);
    return getAdminCategory(tx, current.categoryId);
  });
}

/**
 * Deletes a sub category that holds no products (rule:hidden-catalog); one with products can only be hidden (409,
 * saying how many). Its row lock keeps a product from being put in it between the count and the delete.
 */
export async function deleteSubCategory(db: Database, staffUserId: string, id: string): Promise<{ id: string }> {
  return deletingOnlyEmpty('sub category', () =>
    inTransaction(db, async (tx) => {
      const current = await lockSubCategory(tx, id);
      const list = subCategoryList(current.categoryId);
      await lockList(tx, list);
      const [held] = await tx.select({ n: count() }).from(products).where(eq(products.subCategoryId, id));
      const n = Number(held?.n ?? 0);
      if (n > 0) throw holdsProductsError('subCategory', current.name, n);
      await tx.delete(subCategories).where(eq(subCategories.id, id));
      await closeGap(tx, list);
      await recordAudit(tx, {
        actorUserId: staffUserId,
        action: 'sub_category.delete',
        entityType: 'sub_category',
        entityId: id,
        before: {
          categoryId: current.categoryId,
          name: current.name,
          isActive: current.isActive,
          sortOrder: current.sortOrder,
        },
        after: null,
      });
      return { id };
    }),
  );
}
