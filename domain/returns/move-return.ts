import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { databaseNow } from '../../db/raw';
import { couriers, orders, returnRequests, type ReturnRequest } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { AppError, notFoundError } from '../errors';
import { issueCreditNoteNumber } from '../invoices/issue-credit-note-number';
import type { MoveReturnBody } from '../schemas/admin-returns';
import { findReturnTransition } from '../shared/return-request-rules';
import type { ReturnDeps } from './request-return';
import { receiveReturnedUnits, releaseExchangeUnits } from './return-stock';
import { lockRequest, purgedRefundDetails, statusChanged, writeStep } from './return-steps';

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
    case 'Refunded': {
      const now = await databaseNow(tx);
      // rule:gst-credit-note: a refund of an invoiced order's units gets its credit note, numbered in the same
      // transaction, so a refund and its number commit together.
      const [order] = await tx
        .select({ invoiceNumber: orders.invoiceNumber })
        .from(orders)
        .where(eq(orders.id, request.orderId));
      const creditNote = order?.invoiceNumber
        ? { creditNoteNumber: await issueCreditNoteNumber(tx, now), creditNotedAt: now }
        : {};
      changes = { refundReference, refundedAt: now, ...creditNote, ...purgedRefundDetails };
      break;
    }
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
      ...(transition.needsRefundReference ? { refundReference, creditNoteNumber: updated.creditNoteNumber } : {}),
    },
  });
  return updated;
}
