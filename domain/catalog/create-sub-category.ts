import type { Database } from '../../db/client';
import { subCategories } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../errors';
import { lockList, positionForNew } from '../ordering/ordered-lists';
import type { CreateSubCategoryBody } from '../schemas/admin-categories';
import type { AdminSubCategory } from '../views/admin-categories';
import { lockParentCategory, subCategoryList } from './category-lists';
import { withNameRace } from './category-write-guards';
import { adminSubCategoryOf, checkSubCategoryNameFree, subCategoryNameTaken } from './sub-category-rows';

/**
 * Adds a sub category after the others of its category (rule:admin-categories), under the category's row lock and
 * then its list's lock, in one transaction with its audit row (rule:audit-log).
 */
export async function createSubCategory(
  db: Database,
  staffUserId: string,
  categoryId: string,
  input: CreateSubCategoryBody,
): Promise<AdminSubCategory> {
  return withNameRace(input.name, subCategoryNameTaken, () =>
    inTransaction(db, async (tx) => {
      await lockParentCategory(tx, categoryId);
      const list = subCategoryList(categoryId);
      await lockList(tx, list);
      await checkSubCategoryNameFree(tx, categoryId, input.name);
      const sortOrder = await positionForNew(tx, list);
      const [created] = await tx
        .insert(subCategories)
        .values({ categoryId, name: input.name, isActive: input.isActive, sortOrder })
        .returning();
      if (!created) throw new AppError('INTERNAL', 'Could not add the sub category');
      await recordAudit(tx, {
        actorUserId: staffUserId,
        action: 'sub_category.create',
        entityType: 'sub_category',
        entityId: created.id,
        before: null,
        after: { categoryId, name: created.name, isActive: created.isActive, position: sortOrder + 1 },
      });
      return adminSubCategoryOf(tx, created.id);
    }),
  );
}
