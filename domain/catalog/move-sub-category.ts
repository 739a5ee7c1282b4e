import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { moveEntry } from '../ordering/ordered-lists';
import type { MoveDirection } from '../schemas/admin-content';
import type { AdminCategory } from '../views/admin-categories';
import { subCategoryList } from './category-lists';
import { getAdminCategory } from './get-admin-category';
import { lockSubCategory } from './sub-category-rows';

/** Moves a sub category a step up or down (or to either end) within its category; answers the category. */
export async function moveSubCategory(
  db: Database,
  staffUserId: string,
  id: string,
  direction: MoveDirection,
): Promise<AdminCategory> {
  return inTransaction(db, async (tx) => {
    const current = await lockSubCategory(tx, id);
    await moveEntry(tx, staffUserId, subCategoryList(current.categoryId), id, direction);
    return getAdminCategory(tx, current.categoryId);
  });
}
