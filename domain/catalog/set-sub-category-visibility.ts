import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subCategories } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import type { AdminSubCategory } from '../views/admin-categories';
import { adminSubCategoryOf, lockSubCategory } from './sub-category-rows';

/** Hides a sub category and its products from shoppers, or shows them again (rule:hidden-catalog). */
export async function setSubCategoryVisibility(
  db: Database,
  staffUserId: string,
  id: string,
  isActive: boolean,
): Promise<AdminSubCategory> {
  return inTransaction(db, async (tx) => {
    const current = await lockSubCategory(tx, id);
    if (current.isActive === isActive) return adminSubCategoryOf(tx, id);
    await tx.update(subCategories).set({ isActive }).where(eq(subCategories.id, id));
    const view = await adminSubCategoryOf(tx, id);
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action: isActive ? 'sub_category.show' : 'sub_category.hide',
      entityType: 'sub_category',
      entityId: id,
      before: { isActive: current.isActive },
      after: { isActive, products: view.products },
    });
    return view;
  });
}
