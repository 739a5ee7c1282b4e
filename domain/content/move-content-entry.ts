import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { moveEntry } from '../ordering/ordered-lists';
import type { MoveDirection } from '../schemas/admin-content';
import type { ContentList } from './content-lists';

/**
 * Moves one hero entry, banner or testimonial a step up or down its list, or to either end (rule:home-content):
 * the back office's keyboard-friendly reorder. The list is numbered afresh 0..n-1 (ADR 0031). Audited with the
 * entry's position before and after, counted from 1 (rule:audit-log); a move that changes nothing (up from the
 * top) writes nothing.
 */
export async function moveContentEntry(
  db: Database,
  staffUserId: string,
  list: ContentList,
  id: string,
  direction: MoveDirection,
): Promise<void> {
  await inTransaction(db, (tx) => moveEntry(tx, staffUserId, list, id, direction));
}
