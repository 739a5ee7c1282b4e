import type { Database } from '../../db/client';
import { AppError } from '../errors';
import { returnRequestLabel } from '../shared/return-request-rules';
import { moveReturn } from './move-return';
import type { ReturnDeps } from './request-return';

export interface BulkReturnMoveResult {
  id: string;
  label: string | null;
  moved: boolean;
  status: string | null;
  code: string | null;
  message: string;
}

/**
 * Approve or reject many requests (rule:return-requests): each moves from Requested through moveReturn in its own
 * transaction, so each is moved whole (status, stock, audit row, mail) or not at all, and one refusal (someone moved it
 * first: 409) does not hold back the others. The answer lists every request as moved or refused with the reason.
 */
export async function moveReturnsInBulk(
  db: Database,
  staffUserId: string,
  input: { ids: string[]; to: 'Approved' | 'Rejected'; note?: string },
  deps: ReturnDeps,
) {
  const note = (input.note ?? '').trim();
  if (input.to === 'Rejected' && note === '') {
    throw new AppError('VALIDATION_ERROR', 'Please give the reason: the shoppers will read it.', [
      { path: 'note', message: 'Please give the reason: the shoppers will read it.' },
    ]);
  }
  const results: BulkReturnMoveResult[] = [];
  for (const id of [...new Set(input.ids)]) {
    try {
      const moved = await moveReturn(db, staffUserId, id, { from: 'Requested', to: input.to, note }, deps);
      const label = returnRequestLabel(moved.requestNumber);
      results.push({
        id,
        label,
        moved: true,
        status: moved.status,
        code: null,
        message: `${label} is now ${moved.status}.`,
      });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      results.push({ id, label: null, moved: false, status: null, code: err.code, message: err.message });
    }
  }
  const moved = results.filter((r) => r.moved).length;
  return { moved, refused: results.length - moved, results };
}
