/**
 * The two kinds of ordered list the categories screen keeps (rule:admin-categories): the shop's categories, and
 * the sub categories of one category. As with the home page's lists (ADR 0031), every staff write that adds to,
 * removes from or reorders a list first takes that list's lock, so two staff members at once queue up instead of
 * interleaving, positions are numbered afresh 0..n-1 (rows seeded with gaps or ties included) and a size cap
 * cannot be overshot.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, subCategories } from '../../db/schema/index';
import { AppError, notFoundError } from '../errors';
import { maxCategories, maxSubCategoriesPerCategory } from '../schemas/admin-categories';

export interface CategoryList {
  /** Names the list in its lock and in the audit row of a reorder. */
  key: string;
  table: typeof categories | typeof subCategories;
  /** The sub categories of one category, or every category. */
  parentId: string | null;
  entityType: 'category' | 'sub_category';
  noun: 'Category' | 'Sub category';
  max: number;
  full: string;
}

export const categoryList: CategoryList = {
  key: 'categories',
  table: categories,
  parentId: null,
  entityType: 'category',
  noun: 'Category',
  max: maxCategories,
  full: `The shop already has ${maxCategories} categories. Delete an empty one first, or add a sub category instead.`,
};

export const subCategoryList = (categoryId: string): CategoryList => ({
  key: `sub-categories:${categoryId}`,
  table: subCategories,
  parentId: categoryId,
  entityType: 'sub_category',
  noun: 'Sub category',
  max: maxSubCategoriesPerCategory,
  full: `This category already has ${maxSubCategoriesPerCategory} sub categories. Delete an empty one first.`,
});

/** Held until the transaction ends. */
export async function lockCategoryList(tx: DbOrTx, list: CategoryList): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`catalog:${list.key}`}, 0))`);
}

export interface Placed {
  id: string;
  sortOrder: number;
}

/** The list in the order shoppers see it: the storefront's reads sort by position, then name. */
export async function orderedEntries(tx: DbOrTx, list: CategoryList): Promise<Placed[]> {
  if (list.parentId === null) {
    return tx
      .select({ id: categories.id, sortOrder: categories.sortOrder })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.name), asc(categories.id));
  }
  return tx
    .select({ id: subCategories.id, sortOrder: subCategories.sortOrder })
    .from(subCategories)
    .where(eq(subCategories.categoryId, list.parentId))
    .orderBy(asc(subCategories.sortOrder), asc(subCategories.name), asc(subCategories.id));
}

/** Numbers the list in the order of `ids` (all of its ids) 0..n-1, writing only the rows whose position changes. */
export async function saveOrder(
  tx: DbOrTx,
  list: CategoryList,
  current: readonly Placed[],
  ids: readonly string[],
): Promise<void> {
  const was = new Map(current.map((entry) => [entry.id, entry.sortOrder]));
  for (const [position, id] of ids.entries()) {
    if (was.get(id) === position) continue;
    await tx.execute(sql`update ${list.table} set sort_order = ${position} where ${list.table.id} = ${id}`);
  }
}

/**
 * The position of a new entry, after the others. The others are numbered afresh on the way, so rows written before
 * (seeded with gaps or ties) cannot sort around the new one. Refuses past the list's cap.
 */
export async function positionForNew(tx: DbOrTx, list: CategoryList): Promise<number> {
  const current = await orderedEntries(tx, list);
  if (current.length >= list.max) throw new AppError('CONFLICT', list.full);
  await saveOrder(
    tx,
    list,
    current,
    current.map((entry) => entry.id),
  );
  return current.length;
}

/** Closes the gap a deleted entry left. */
export async function closeUp(tx: DbOrTx, list: CategoryList): Promise<void> {
  const rest = await orderedEntries(tx, list);
  await saveOrder(
    tx,
    list,
    rest,
    rest.map((entry) => entry.id),
  );
}

/** The category a sub category list belongs to, locked against a concurrent delete; 404 when there is none. */
export async function lockParentCategory(tx: DbOrTx, categoryId: string) {
  const [category] = await tx.select().from(categories).where(eq(categories.id, categoryId)).for('update');
  if (!category) throw notFoundError('Category');
  return category;
}
