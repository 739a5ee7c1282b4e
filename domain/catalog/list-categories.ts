/**
 * Categories for the home carousel, the filter and the footer (rule:api-contract `GET category`),
 * in the shop's chosen order. The list is short by nature, so `isPagination` changes nothing.
 */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories } from '../../db/schema/index';
import type { CategoryList } from '../views/catalog';

export async function listCategories(db: DbOrTx): Promise<CategoryList> {
  const rows = await db
    .select({ id: categories.id, name: categories.name, image: categories.image })
    .from(categories)
    // A hidden category is not shown to shoppers (rule:hidden-catalog).
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.sortOrder), asc(categories.name))
    .limit(500);
  return { categories: rows.map((c) => ({ _id: c.id, id: c.id, name: c.name, image: c.image })) };
}
