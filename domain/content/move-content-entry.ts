import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { notFoundError } from '../errors';
import type { MoveDirection } from '../schemas/admin-content';
import { lockContentList, movedOrder, orderedEntries, saveOrder, type ContentList } from './content-lists';

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
  await inTransaction(db, async (tx) => {
    await lockContentList(tx, list);
    const current = await orderedEntries(tx, list);
    const ids = current.map((entry) => entry.id);
    const next = movedOrder(ids, id, direction);
    if (!next) throw notFoundError(list.noun);
    if (next.every((other, index) => ids[index] === other)) return;
    await saveOrder(tx, list, current, next);
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action: `${list.action}.move`,
      entityType: list.entityType,
      entityId: id,
      before: { position: ids.indexOf(id) + 1 },
      after: { position: next.indexOf(id) + 1, direction },
    });
  });
}
