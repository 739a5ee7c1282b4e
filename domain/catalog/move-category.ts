import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { moveEntry } from '../ordering/ordered-lists';
import type { MoveDirection } from '../schemas/admin-content';
import { categoryList } from './category-lists';

/** Moves a category a step up or down, or to either end; the carousel and the filter follow its order. */
export async function moveCategory(
  db: Database,
  staffUserId: string,
  id: string,
  direction: MoveDirection,
): Promise<void> {
  await inTransaction(db, (tx) => moveEntry(tx, staffUserId, categoryList, id, direction));
}
