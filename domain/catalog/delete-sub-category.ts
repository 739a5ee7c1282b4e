import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, subCategories } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { closeGap, lockList } from '../ordering/ordered-lists';
import { subCategoryList } from './category-lists';
import { deletingOnlyEmpty, holdsProductsError } from './category-write-guards';
import { lockSubCategory } from './sub-category-rows';

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
