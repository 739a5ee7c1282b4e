import { asc, count } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, products, subCategories } from '../../db/schema/index';

export interface AdminCategory {
  id: string;
  name: string;
  image: string;
  isActive: boolean;
  sortOrder: number;
  hsnCode: string;
  gstRateBp: number;
  products: number;
  subCategories: { id: string; name: string; isActive: boolean; sortOrder: number; products: number }[];
}

/**
 * Every category and sub category, hidden ones too, in the shop's order, with how many products each holds
 * (rule:admin-catalog): the product form's choices and the categories screen. Categories are few (tens), so
 * this reads them whole.
 */
export async function listAdminCategories(db: DbOrTx): Promise<AdminCategory[]> {
  const [categoryRows, subRows, perCategory, perSub] = [
    await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name)),
    await db.select().from(subCategories).orderBy(asc(subCategories.sortOrder), asc(subCategories.name)),
    await db.select({ id: products.categoryId, n: count() }).from(products).groupBy(products.categoryId),
    await db.select({ id: products.subCategoryId, n: count() }).from(products).groupBy(products.subCategoryId),
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
    products: countOf(perCategory, c.id),
    subCategories: subRows
      .filter((s) => s.categoryId === c.id)
      .map((s) => ({
        id: s.id,
        name: s.name,
        isActive: s.isActive,
        sortOrder: s.sortOrder,
        products: countOf(perSub, s.id),
      })),
  }));
}
