import type { DbOrTx } from '../../db/client';
import { notFoundError } from '../errors';
import type { AdminCategory } from '../views/admin-categories';
import { listAdminCategories } from './list-admin-categories';

/** One category as the back office's screen shows it, read in the write's transaction (rule:admin-categories). */
export async function getAdminCategory(db: DbOrTx, id: string): Promise<AdminCategory> {
  const [category] = await listAdminCategories(db, id);
  if (!category) throw notFoundError('Category');
  return category;
}
