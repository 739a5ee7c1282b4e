import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { notFoundError } from '../errors';
import type { AdminCategory } from '../views/admin-categories';
import { getAdminCategory } from './get-admin-category';

/**
 * Hides a category from shoppers or shows it again (rule:hidden-catalog): the trigger of migration 0012 takes its
 * products out of (or back into) every list, search and the sitemap in the same statement. Audited as
 * category.hide or category.show with how many products it holds (rule:audit-log).
 */
export async function setCategoryVisibility(
  db: Database,
  staffUserId: string,
  id: string,
  isActive: boolean,
): Promise<AdminCategory> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!current) throw notFoundError('Category');
    if (current.isActive === isActive) return getAdminCategory(tx, id);
    await tx.update(categories).set({ isActive }).where(eq(categories.id, id));
    const view = await getAdminCategory(tx, id);
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action: isActive ? 'category.show' : 'category.hide',
      entityType: 'category',
      entityId: id,
      before: { isActive: current.isActive },
      after: { isActive, products: view.products },
    });
    return view;
  });
}
