/**
 * Categories are written by the back office (rule:admin-categories), each write one transaction with its audit row
 * (rule:audit-log). Ids never change, so links by id (`/products?category=<id>`, bookmarks, the sitemap) survive a
 * rename (ADR 0034).
 */
import type { Database } from '../../db/client';
import { categories } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../errors';
import { lockList, positionForNew } from '../ordering/ordered-lists';
import type { CreateCategoryBody } from '../schemas/admin-categories';
import { categoryList } from './category-lists';
import { acceptCategoryImage, categoryNameTaken, checkCategoryNameFree, withNameRace } from './category-write-guards';
import { getAdminCategory } from './get-admin-category';

/** Adds a category after the others (rule:admin-categories); its picture is claimed in the same transaction. */
export async function createCategory(db: Database, staffUserId: string, input: CreateCategoryBody) {
  return withNameRace(input.name, categoryNameTaken, () =>
    inTransaction(db, async (tx) => {
      await lockList(tx, categoryList);
      await checkCategoryNameFree(tx, input.name);
      await acceptCategoryImage(tx, staffUserId, input.image);
      const sortOrder = await positionForNew(tx, categoryList);
      const [created] = await tx
        .insert(categories)
        .values({
          name: input.name,
          image: input.image,
          hsnCode: input.hsnCode,
          gstRateBp: input.gstRateBp,
          returnDays: input.returnDays,
          isActive: input.isActive,
          sortOrder,
        })
        .returning();
      if (!created) throw new AppError('INTERNAL', 'Could not add the category');
      await recordAudit(tx, {
        actorUserId: staffUserId,
        action: 'category.create',
        entityType: 'category',
        entityId: created.id,
        before: null,
        after: {
          name: created.name,
          image: created.image,
          hsnCode: created.hsnCode,
          gstRateBp: created.gstRateBp,
          returnDays: created.returnDays,
          isActive: created.isActive,
          position: sortOrder + 1,
        },
      });
      return getAdminCategory(tx, created.id);
    }),
  );
}
