import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subCategories } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import type { UpdateSubCategoryBody } from '../schemas/admin-categories';
import type { AdminSubCategory } from '../views/admin-categories';
import { withNameRace } from './category-write-guards';
import {
  adminSubCategoryOf,
  checkSubCategoryNameFree,
  lockSubCategory,
  subCategoryNameTaken,
} from './sub-category-rows';

/**
 * Renames a sub category (rule:admin-categories); its id, products and links stay. A rename to the same name writes
 * nothing; a real one is audited (rule:audit-log).
 */
export async function updateSubCategory(
  db: Database,
  staffUserId: string,
  id: string,
  input: UpdateSubCategoryBody,
): Promise<AdminSubCategory> {
  return withNameRace(input.name, subCategoryNameTaken, () =>
    inTransaction(db, async (tx) => {
      const current = await lockSubCategory(tx, id);
      if (current.name === input.name) return adminSubCategoryOf(tx, id);
      await checkSubCategoryNameFree(tx, current.categoryId, input.name, id);
      await tx.update(subCategories).set({ name: input.name }).where(eq(subCategories.id, id));
      await recordAudit(tx, {
        actorUserId: staffUserId,
        action: 'sub_category.update',
        entityType: 'sub_category',
        entityId: id,
        before: { name: current.name },
        after: { name: input.name },
      });
      return adminSubCategoryOf(tx, id);
    }),
  );
}
