import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { databaseNow } from '../../db/raw';
import {
  couriers,
  orderItems,
  orders,
  returnRequestEvents,
  returnRequests,
  users,
  type ReturnRequest,
} from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { AppError, notFoundError } from '../errors';
import type { MoveReturnBody } from '../schemas/returns';
import {
  findReturnTransition,
  returnRequestLabel,
  shopperCancellableStatuses,
  type ReturnStatus,
} from '../shared/return-request-rules';
import { returnStepMail } from './return-mail';
import { receiveReturnedUnits, releaseExchangeUnits } from './return-stock';
import type { ReturnDeps } from './request-return';

/** The refund details in full are kept only while a refund may still be paid (rule:return-requests). */
const purgedRefundDetails = {
  refundUpiId: null,
  refundAccountNumber: null,
  refundIfsc: null,
  refundAccountName: null,
} as const;

/** The request locked for a move, with what its steps need of its line and order. */
async function lockRequest(tx: Tx, where: ReturnType<typeof eq>) {
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

function statusChanged(request: ReturnRequest): AppError {
  return new AppError(
    'RETURN_STATUS_CHANGED',
    `${returnRequestLabel(request.requestNumber)} is now ${request.status}: someone else moved it. Reload to see it as it is.`,
    { status: request.status },
  );
}

/** Writes the step: the request's new columns, its timeline row, the shopper's mail. */
async function writeStep(
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

/**
 * A staff member moves a return request one step (rule:return-requests, ADR 0058), from the status they saw: 409 when
 * someone moved it first, or when the step is not one the request's kind allows. In one transaction with the request
 * locked: its columns, its timeline row, the stock (an exchange's reserved units back on a rejection; the returned
 * units back as sellable or damaged when received), the refund details purged once they cannot be needed, the audit
 * row and the shopper's mail.
 */
export async function moveReturn(
  db: Database,
  staffUserId: string,
  returnId: string,
  input: MoveReturnBody,
  deps: ReturnDeps,
): Promise<ReturnRequest> {
  return inTransaction(db, (tx) => moveReturnInTx(tx, staffUserId, returnId, input, deps));
}

export async function moveReturnInTx(
  tx: Tx,
  staffUserId: string,
  returnId: string,
  input: MoveReturnBody,
  deps: ReturnDeps,
): Promise<ReturnRequest> {
  const locked = await lockRequest(tx, eq(returnRequests.id, returnId));
  if (!locked) throw notFoundError('Return request');
  const { request } = locked;
  if (request.status !== input.from) throw statusChanged(request);
  const transition = findReturnTransition(input.from, input.to, request.kind);
  if (!transition) {
    throw new AppError(
      'TRANSITION_NOT_ALLOWED',
      `A ${request.kind === 'exchange' ? 'size exchange' : 'return'} that is ${input.from} cannot be moved to ${input.to}.`,
    );
  }
  const note = (input.note ?? '').trim();
  const courierName = (input.courierName ?? '').trim();
  const trackingNumber = (input.trackingNumber ?? '').trim();
  const refundReference = (input.refundReference ?? '').trim();
  const need = (ok: boolean, path: string, message: string) => {
    if (!ok) throw new AppError('VALIDATION_ERROR', message, [{ path, message }]);
  };
  if (transition.needsReason) need(note !== '', 'note', 'Please give the reason: the shopper will read it.');
  if (transition.needsCourier) {
    need(courierName !== '', 'courierName', 'Please choose the courier.');
    need(trackingNumber !== '', 'trackingNumber', 'Please enter the AWB number.');
    const [courier] = await tx
      .select({ id: couriers.id })
      .from(couriers)
      .where(and(eq(couriers.name, courierName), eq(couriers.isActive, true)));
    need(!!courier, 'courierName', `${courierName} is not one of the shop's couriers.`);
  }
  if (transition.needsCheck) {
    need(!!input.checkResult, 'checkResult', 'Please say whether it can be sold again or is damaged.');
  }
  if (transition.needsRefundReference) {
    need(refundReference !== '', 'refundReference', 'Please enter the UTR or reference of the refund.');
  }

  const stockRequest = {
    requestNumber: request.requestNumber,
    orderId: request.orderId,
    productId: locked.productId,
    quantity: request.quantity,
    kind: request.kind,
  };
  let changes: Partial<typeof returnRequests.$inferInsert> = {};
  switch (input.to) {
    case 'Rejected':
      if (request.kind === 'exchange') await releaseExchangeUnits(tx, stockRequest, staffUserId);
      changes = { closingReason: note, ...purgedRefundDetails };
      break;
    case 'Pickup scheduled':
      changes = { pickupCourier: courierName, pickupAwb: trackingNumber };
      break;
    case 'Received':
      await receiveReturnedUnits(tx, stockRequest, input.checkResult!, staffUserId);
      changes = { checkResult: input.checkResult! };
      break;
    case 'Refunded':
      changes = { refundReference, refundedAt: await databaseNow(tx), ...purgedRefundDetails };
      break;
    case 'Exchange shipped':
      changes = { exchangeCourier: courierName, exchangeAwb: trackingNumber };
      break;
  }
  const updated = await writeStep(tx, locked, input.to, changes, note, staffUserId, deps);
  await recordAudit(tx, {
    actorUserId: staffUserId,
    action: 'return.move',
    entityType: 'return_request',
    entityId: request.id,
    before: { status: request.status },
    // Never the refund details: the audit log keeps what staff did, not the shopper's account.
    after: {
      status: updated.status,
      note,
      ...(transition.needsCourier ? { courierName, trackingNumber } : {}),
      ...(transition.needsCheck ? { checkResult: input.checkResult } : {}),
      ...(transition.needsRefundReference ? { refundReference } : {}),
    },
  });
  return updated;
}

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
