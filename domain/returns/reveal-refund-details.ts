import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { returnRequests } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { AppError, notFoundError } from '../errors';
import { returnRequestLabel } from '../shared/return-request-rules';

/**
 * The refund details in full, for the staff member paying the refund (rule:return-requests): every look is audited
 * (who read whose account, when), and there is nothing to read once the refund is paid or the request ended.
 */
export async function revealRefundDetails(db: Database, staffUserId: string, returnId: string) {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(returnRequests).where(eq(returnRequests.id, returnId));
    if (!row) throw notFoundError('Return request');
    const label = returnRequestLabel(row.requestNumber);
    if (!row.refundMethod || (row.refundUpiId === null && row.refundAccountNumber === null)) {
      throw new AppError(
        'RETURN_NOT_ALLOWED',
        row.refundMethod
          ? `${label} is ${row.status}: its refund details were deleted, as they are no longer needed.`
          : `${label} is a size exchange: it has no refund.`,
      );
    }
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action: 'return.read-refund-details',
      entityType: 'return_request',
      entityId: row.id,
      before: null,
      after: { refundTo: row.refundTo },
    });
    return {
      method: row.refundMethod,
      upiId: row.refundUpiId,
      accountName: row.refundAccountName,
      accountNumber: row.refundAccountNumber,
      ifsc: row.refundIfsc,
    };
  });
}
