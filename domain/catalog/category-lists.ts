/**
 * The two kinds of ordered list the categories screen keeps (rule:admin-categories): the shop's categories, and
 * the sub categories of one category. As with the home page's lists (ADR 0031), every staff write that adds to,
 * removes from or reorders a list first takes that list's lock, so two staff members at once queue up instead of
 * interleaving, positions are numbered afresh 0..n-1 (rows seeded with gaps or ties included) and a size cap
 * cannot be overshot. The list mechanics are those of domain/ordering/ordered-lists.ts.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, subCategories } from '../../db/schema/index';
import { notFoundError } from '../errors';
import type { OrderedList } from '../ordering/ordered-lists';
import { maxCategories, maxSubCategoriesPerCategory } from '../schemas/admin-categories';

export interface CategoryList extends OrderedList {
  lockSpace: 'catalog';
  entityType: 'category' | 'sub_category';
  action: 'category' | 'sub_category';
  noun: 'Category' | 'Sub category';
}

export const categoryList: CategoryList = {
  lockSpace: 'catalog',
  key: 'categories',
  table: categories,
  scope: undefined,
  // The storefront's reads sort by position, then name.
  tieBreaks: [categories.name, categories.id],
  entityType: 'category',
  action: 'category',
  noun: 'Category',
  max: maxCategories,
  full: `The shop already has ${maxCategories} categories. Delete an empty one first, or add a sub category instead.`,
};

export const subCategoryList = (categoryId: string): CategoryList => ({
  lockSpace: 'catalog',
  key: `sub-categories:${categoryId}`,
  table: subCategories,
  scope: eq(subCategories.categoryId, categoryId),
  tieBreaks: [subCategories.name, subCategories.id],
  entityType: 'sub_category',
  action: 'sub_category',
  noun: 'Sub category',
  max: maxSubCategoriesPerCategory,
  full: `This category already has ${maxSubCategoriesPerCategory} sub categories. Delete an empty one first.`,
});

/** The category a sub category list belongs to, locked against a concurrent delete; 404 when there is none. */
export async function lockParentCategory(tx: DbOrTx, categoryId: string) {
  const [category] = await tx.select().from(categories).where(eq(categories.id, categoryId)).for('update');
  if (!category) throw notFoundError('Category');
  return category;
}
