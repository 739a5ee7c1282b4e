import { and, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { databaseNow } from '../../db/raw';
import { couriers, orderStatusHistory, orders, users, type Order as OrderRow } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { AppError, notFoundError } from '../errors';
import { issueInvoiceNumber } from '../invoices/issue-invoice-number';
import { refreshVerifiedPurchases } from '../reviews/refresh-verified-purchases';
import { trackingUrl } from '../shared/courier-tracking';
import type { OrderStatus } from '../shared/order-rules';
import { findTransition } from '../shared/order-transitions';
import type { Mailer, ShopSettings } from '../shared/ports';
import { returnOrderStock } from '../stock/return-order-stock';
import { orderStatusMail } from './order-status-mail';

export interface MoveOrderInput {
  orderId: string;
  /** The status the staff member saw; the move is refused if the order has moved since (two staff, one order). */
  from: OrderStatus;
  to: OrderStatus;
  /** Shown in the history; for a cancel or a return, the reason (required). */
  note?: string;
  /** For shipping (In Transit): the courier, one of the shop's couriers, and its tracking number. */
  courierName?: string;
  trackingNumber?: string;
}

export interface MoveOrderDeps {
  mailer: Mailer<DbOrTx>;
  settings: Pick<ShopSettings, 'publicUrl'> & { invoicePrefix: string };
}

/**
 * A staff member moves an order along the state machine (rule:order-state-machine, ADR 0028), in one
 * transaction: the order row is locked and must still be in the status the staff member saw (else 409, so
 * two staff cannot both move it), the move must be one domain/shared/order-transitions.ts allows, and then
 * the status, its history row (who and why), the shipment and invoice number (shipping), the stock that
 * returns with its ledger rows (cancel, return), the audit row and the shopper's mail are written together.
 */
export async function moveOrderStatus(
  db: Database,
  staffUserId: string,
  input: MoveOrderInput,
  deps: MoveOrderDeps,
): Promise<OrderRow> {
  return inTransaction(db, (tx) => moveOrderStatusInTx(tx, staffUserId, input, deps));
}

/**
 * The same move inside a transaction the caller already holds, so another staff write (a confirmation call,
 * rule:confirmation-queue) and the move it leads to commit together or not at all.
 */
export async function moveOrderStatusInTx(
  tx: Tx,
  staffUserId: string,
  input: MoveOrderInput,
  deps: MoveOrderDeps,
): Promise<OrderRow> {
  const transition = findTransition(input.from, input.to);
  if (!transition) {
    throw new AppError('TRANSITION_NOT_ALLOWED', `An order that is ${input.from} cannot be moved to ${input.to}.`);
  }
  const note = (input.note ?? '').trim();
  if (transition.needsReason && note === '') {
    throw new AppError('VALIDATION_ERROR', `Please give a reason: the order is ${input.to.toLowerCase()}.`);
  }
  const courierName = (input.courierName ?? '').trim();
  const trackingNumber = (input.trackingNumber ?? '').trim();
  if (transition.needsShipment && (courierName === '' || trackingNumber === '')) {
    throw new AppError('VALIDATION_ERROR', 'Please enter the courier and the tracking number to ship this order.');
  }

  const [found] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
  if (!found) throw notFoundError('Order');
  if (found.status !== input.from) {
    throw new AppError(
      'ORDER_STATUS_CHANGED',
      `Order #${found.orderNumber} is now ${found.status}: someone else moved it. Reload to see it as it is.`,
      { status: found.status },
    );
  }

  let trackingTemplate = '';
  if (transition.needsShipment) {
    const [courier] = await tx
      .select({ template: couriers.trackingUrlTemplate })
      .from(couriers)
      .where(and(eq(couriers.name, courierName), eq(couriers.isActive, true)));
    if (!courier) throw new AppError('VALIDATION_ERROR', `${courierName} is not one of the shop's couriers.`);
    trackingTemplate = courier.template;
  }

  const now = await databaseNow(tx);
  const shipping = transition.needsShipment
    ? {
        courierName,
        trackingNumber,
        shippedAt: now,
        // rule:gst-invoice: the invoice is issued once, when the order ships.
        ...(found.invoiceNumber
          ? {}
          : { invoiceNumber: await issueInvoiceNumber(tx, deps.settings.invoicePrefix, now), invoicedAt: now }),
      }
    : {};
  const [order] = await tx
    .update(orders)
    .set({
      status: input.to,
      ...shipping,
      ...(input.to === 'Delivered' ? { deliveredAt: now } : {}),
      ...(transition.needsReason ? { closingReason: note } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, found.id))
    .returning();
  await tx.insert(orderStatusHistory).values({ orderId: found.id, status: input.to, note, staffUserId });

  if (transition.returnsStock) {
    const productIds = await returnOrderStock(
      tx,
      found.id,
      input.to === 'Cancelled' ? 'cancel' : 'return',
      staffUserId,
    );
    // rule:review-cards: the shopper's Verified Purchase badges count only orders they kept.
    await refreshVerifiedPurchases(tx, found.userId, productIds);
  }

  await recordAudit(tx, {
    actorUserId: staffUserId,
    action: 'order.move',
    entityType: 'order',
    entityId: found.id,
    before: { status: found.status },
    after: {
      status: order!.status,
      note,
      ...(transition.needsShipment ? { courierName, trackingNumber, invoiceNumber: order!.invoiceNumber } : {}),
    },
  });

  const [owner] = await tx
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, found.userId));
  const tracking = order!.trackingNumber ? trackingUrl(trackingTemplate, order!.trackingNumber) : null;
  const mail = owner ? orderStatusMail(order!, owner.email, deps.settings.publicUrl, tracking, owner.language) : null;
  if (mail) await deps.mailer.send(tx, mail);
  return order!;
}
