/**
 * Sub categories of one category for the filter (rule:api-contract `GET subCategory?category={id}`), or
 * all of them when no category is given. An unknown category simply has none.
 */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { subCategories } from '../../db/schema/index';
import type { SubCategoryList } from '../views/catalog';

export async function listSubCategories(db: DbOrTx, categoryId?: string): Promise<SubCategoryList> {
  const rows = await db
    .select({ id: subCategories.id, name: subCategories.name, categoryId: subCategories.categoryId })
    .from(subCategories)
    .where(categoryId ? eq(subCategories.categoryId, categoryId) : undefined)
    .orderBy(asc(subCategories.sortOrder), asc(subCategories.name))
    .limit(1000);
  return { subCategories: rows.map((s) => ({ _id: s.id, id: s.id, name: s.name, category: s.categoryId })) };
}
