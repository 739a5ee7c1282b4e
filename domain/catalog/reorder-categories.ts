import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../errors';
import { reorderEntries } from '../ordering/ordered-lists';
import { categoryList } from './category-lists';

const categoriesChangedError = () =>
  new AppError(
    'CONFLICT',
    'The categories have changed since the page was loaded (one was added or deleted). Reload and try again.',
  );

/**
 * Puts every category in a new order. The ids must be exactly those the shop holds now: a list someone changed
 * meanwhile is refused with 409 rather than half-applied (as ADR 0031's lists). Audited once, on the list.
 */
export async function reorderCategories(db: Database, staffUserId: string, ids: readonly string[]): Promise<void> {
  await inTransaction(db, (tx) => reorderEntries(tx, staffUserId, categoryList, ids, categoriesChangedError));
}
