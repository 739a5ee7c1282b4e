import { asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, products, subCategories } from '../../db/schema/index';
import type { AdminCategory } from '../views/admin-categories';

export type { AdminCategory } from '../views/admin-categories';

/**
 * Every category and sub category, hidden ones too, in the shop's order (the storefront's tie-breakers), with how
 * many products each holds (rule:admin-catalog, rule:admin-categories): the product form's choices and the
 * categories screen. Categories are few (at most maxCategories), so this reads them whole; `onlyId` narrows it to
 * one category for the answer of a write.
 */
export async function listAdminCategories(db: DbOrTx, onlyId?: string): Promise<AdminCategory[]> {
  const [categoryRows, subRows, perCategory, perSub] = [
    await db
      .select()
      .from(categories)
      .where(onlyId ? eq(categories.id, onlyId) : undefined)
      .orderBy(asc(categories.sortOrder), asc(categories.name)),
    await db
      .select()
      .from(subCategories)
      .where(onlyId ? eq(subCategories.categoryId, onlyId) : undefined)
      .orderBy(asc(subCategories.sortOrder), asc(subCategories.name)),
    await db
      .select({ id: products.categoryId, n: count() })
      .from(products)
      .where(onlyId ? eq(products.categoryId, onlyId) : undefined)
      .groupBy(products.categoryId),
    await db
      .select({ id: products.subCategoryId, n: count() })
      .from(products)
      .where(
        onlyId
          ? inArray(
              products.subCategoryId,
              db.select({ id: subCategories.id }).from(subCategories).where(eq(subCategories.categoryId, onlyId)),
            )
          : undefined,
      )
      .groupBy(products.subCategoryId),
  ];
  const countOf = (rows: { id: string | null; n: number }[], id: string) =>
    Number(rows.find((r) => r.id === id)?.n ?? 0);
  return categoryRows.map((c) => ({
    id: c.id,
    name: c.name,
    image: c.image,
    isActive: c.isActive,
    sortOrder: c.sortOrder,
    hsnCode: c.hsnCode,
    gstRateBp: c.gstRateBp,
    returnDays: c.returnDays,
    products: countOf(perCategory, c.id),
    subCategories: subRows
      .filter((s) => s.categoryId === c.id)
      .map((s) => ({
        id: s.id,
        categoryId: s.categoryId,
        name: s.name,
        isActive: s.isActive,
        sortOrder: s.sortOrder,
        products: countOf(perSub, s.id),
      })),
  }));
}
