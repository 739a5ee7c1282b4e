import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../errors';
import { reorderEntries } from '../ordering/ordered-lists';
import type { ContentList } from './content-lists';

export const listChangedError = () =>
  new AppError(
    'CONFLICT',
    'The list has changed since it was loaded (an entry was added or removed). Reload and try again.',
  );

/**
 * Puts a whole list (hero entries, one kind of banners, testimonials) in a new order (rule:home-content), for
 * clients that reorder many at once. The ids must be exactly those the list holds now: a list someone else changed
 * meanwhile is refused with 409 rather than half-applied (ADR 0031). Audited once for the list, with its order
 * before and after (rule:audit-log); the same order again writes nothing.
 */
export async function reorderContentList(
  db: Database,
  staffUserId: string,
  list: ContentList,
  ids: readonly string[],
): Promise<void> {
  await inTransaction(db, (tx) => reorderEntries(tx, staffUserId, list, ids, listChangedError));
}
