import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  orderItems,
  orders,
  returnRequestEvents,
  returnRequests,
  users,
  type ReturnRequest,
} from '../../db/schema/index';
import { AppError } from '../errors';
import { returnRequestLabel, type ReturnStatus } from '../shared/return-request-rules';
import { returnStepMail } from './return-mail';
import type { ReturnDeps } from './request-return';

/** What every step of a return request does alike (rule:return-requests): lock it, write the step, mail the shopper. */

/** The refund details in full are kept only while a refund may still be paid (rule:return-requests). */
export const purgedRefundDetails = {
  refundUpiId: null,
  refundAccountNumber: null,
  refundIfsc: null,
  refundAccountName: null,
} as const;

/** The request locked for a move, with what its steps need of its line and order. */
export async function lockRequest(tx: Tx, where: ReturnType<typeof eq>) {
  const [found] = await tx
    .select({
      request: returnRequests,
      title: orderItems.title,
      productId: orderItems.productId,
      orderNumber: orders.orderNumber,
    })
    .from(returnRequests)
    .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(where)
    .for('update', { of: returnRequests });
  return found;
}

export function statusChanged(request: ReturnRequest): AppError {
  return new AppError(
    'RETURN_STATUS_CHANGED',
    `${returnRequestLabel(request.requestNumber)} is now ${request.status}: someone else moved it. Reload to see it as it is.`,
    { status: request.status },
  );
}

/** Writes the step: the request's new columns, its timeline row, the shopper's mail. */
export async function writeStep(
  tx: Tx,
  locked: NonNullable<Awaited<ReturnType<typeof lockRequest>>>,
  to: ReturnStatus,
  changes: Partial<typeof returnRequests.$inferInsert>,
  note: string,
  staffUserId: string | null,
  deps: ReturnDeps,
): Promise<ReturnRequest> {
  const [updated] = await tx
    .update(returnRequests)
    .set({ ...changes, status: to, updatedAt: sql`now()` })
    .where(eq(returnRequests.id, locked.request.id))
    .returning();
  await tx.insert(returnRequestEvents).values({ returnRequestId: locked.request.id, status: to, note, staffUserId });
  const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, locked.request.userId));
  if (owner) {
    await deps.mailer.send(
      tx,
      returnStepMail(
        { ...updated!, title: locked.title, orderNumber: locked.orderNumber },
        owner.email,
        deps.settings.publicUrl,
      ),
    );
  }
  return updated!;
}
