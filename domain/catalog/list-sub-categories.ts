/**
 * Sub categories of one category for the filter (rule:api-contract `GET subCategory?category={id}`), or
 * all of them when no category is given. An unknown category simply has none.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, subCategories } from '../../db/schema/index';
import type { SubCategoryList } from '../views/catalog';

export async function listSubCategories(db: DbOrTx, categoryId?: string): Promise<SubCategoryList> {
  const rows = await db
    .select({ id: subCategories.id, name: subCategories.name, categoryId: subCategories.categoryId })
    .from(subCategories)
    // A hidden sub category, or one of a hidden category, is not shown to shoppers (rule:hidden-catalog).
    .innerJoin(categories, and(eq(categories.id, subCategories.categoryId), eq(categories.isActive, true)))
    .where(
      categoryId
        ? and(eq(subCategories.isActive, true), eq(subCategories.categoryId, categoryId))
        : eq(subCategories.isActive, true),
    )
    .orderBy(asc(subCategories.sortOrder), asc(subCategories.name))
    .limit(1000);
  return { subCategories: rows.map((s) => ({ _id: s.id, id: s.id, name: s.name, category: s.categoryId })) };
}
