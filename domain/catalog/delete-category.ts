import { count, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, products, subCategories } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { notFoundError } from '../errors';
import { closeGap, lockList } from '../ordering/ordered-lists';
import { categoryList } from './category-lists';
import { deletingOnlyEmpty, holdsProductsError } from './category-write-guards';

/**
 * Deletes a category that holds no products, in it or in any of its sub categories (rule:hidden-catalog): its
 * empty sub categories go with it. One with products can only be hidden (409, saying how many). The category's
 * row lock keeps a product from being added to it between the count and the delete (adding one takes a key-share
 * lock on it), and the foreign key would refuse the delete anyway. The picture stays in the image store, and the
 * audit row names it.
 */
export async function deleteCategory(db: Database, staffUserId: string, id: string): Promise<{ id: string }> {
  return deletingOnlyEmpty('category', () =>
    inTransaction(db, async (tx) => {
      await lockList(tx, categoryList);
      const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      if (!current) throw notFoundError('Category');
      const subs = await tx
        .select({ id: subCategories.id, name: subCategories.name })
        .from(subCategories)
        .where(eq(subCategories.categoryId, id))
        .for('update');
      const [held] = await tx
        .select({ n: count() })
        .from(products)
        .where(
          subs.length > 0
            ? or(
                eq(products.categoryId, id),
                inArray(
                  products.subCategoryId,
                  subs.map((s) => s.id),
                ),
              )
            : eq(products.categoryId, id),
        );
      const n = Number(held?.n ?? 0);
      if (n > 0) throw holdsProductsError('category', current.name, n);
      await tx.delete(categories).where(eq(categories.id, id));
      await closeGap(tx, categoryList);
      await recordAudit(tx, {
        actorUserId: staffUserId,
        action: 'category.delete',
        entityType: 'category',
        entityId: id,
        before: {
          name: current.name,
          image: current.image,
          hsnCode: current.hsnCode,
          gstRateBp: current.gstRateBp,
          isActive: current.isActive,
          sortOrder: current.sortOrder,
          subCategories: subs.map((s) => s.name),
        },
        after: null,
      });
      return { id };
    }),
  );
}
