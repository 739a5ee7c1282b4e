import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { returnRequests } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { AppError, notFoundError } from '../errors';
import { returnRequestLabel, shopperCancellableStatuses } from '../shared/return-request-rules';
import type { ReturnDeps } from './request-return';
import { releaseExchangeUnits } from './return-stock';
import { lockRequest, purgedRefundDetails, writeStep } from './return-steps';

/**
 * The shopper cancels their own request while the item is still with them (Requested, Approved or Pickup scheduled):
 * an exchange's reserved units go back on the shelf, the refund details are purged, and the mail confirms it.
 */
export async function cancelReturn(db: Database, userId: string, returnId: string, deps: ReturnDeps) {
  return inTransaction(db, async (tx) => {
    const locked = await lockRequest(tx, and(eq(returnRequests.id, returnId), eq(returnRequests.userId, userId))!);
    if (!locked) throw notFoundError('Return request');
    const { request } = locked;
    if (!shopperCancellableStatuses.includes(request.status)) {
      throw new AppError(
        'RETURN_NOT_ALLOWED',
        `${returnRequestLabel(request.requestNumber)} is ${request.status}: it can no longer be cancelled.`,
      );
    }
    if (request.kind === 'exchange') {
      await releaseExchangeUnits(
        tx,
        {
          requestNumber: request.requestNumber,
          orderId: request.orderId,
          productId: locked.productId,
          quantity: request.quantity,
        },
        null,
      );
    }
    return writeStep(tx, locked, 'Cancelled', { ...purgedRefundDetails }, 'Cancelled by the shopper', null, deps);
  });
}
