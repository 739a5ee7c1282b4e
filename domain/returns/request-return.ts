import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { orderItems, orders, products, returnRequestEvents, returnRequests, users } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { indiaToday } from '../delivery/india-today';
import { AppError, notFoundError } from '../errors';
import type { ReturnRequestBody } from '../schemas/returns';
import { formatPromiseDay } from '../shared/delivery-rules';
import type { Mailer } from '../shared/ports';
import { salePricePaise } from '../shared/pricing';
import { maskBankAccount, maskUpiId, releasedReturnStatuses, returnRequestLabel } from '../shared/return-request-rules';
import { lastReturnDay } from '../shared/return-rules';
import { claimUploadedImages } from '../uploads/claim-uploaded-images';
import { returnStepMail } from './return-mail';
import { reserveExchangeUnits } from './return-stock';

export interface ReturnDeps {
  mailer: Mailer<DbOrTx>;
  settings: { publicUrl: string };
}

const refuse = (message: string) => new AppError('RETURN_NOT_ALLOWED', message);
const invalid = (path: string, message: string) => new AppError('VALIDATION_ERROR', message, [{ path, message }]);

/**
 * A shopper asks to return a delivered line, or to exchange it for another size (rule:return-requests, ADR 0058), for
 * some of its units or all. In one transaction, with the order locked so two requests for the same line cannot both
 * take its last units: the order is theirs and delivered, the line returnable and inside its window (India days,
 * rule:return-window), the units not already asked for; a damaged item has a photo, "other" has words; an exchange is
 * to another size of the product, in stock, and takes those units now; a return says where the refund goes. The
 * request, its first step, the photos' claim and the shopper's mail commit together.
 */
export async function requestReturn(
  db: Database,
  userId: string,
  orderId: string,
  input: ReturnRequestBody,
  deps: ReturnDeps,
) {
  if (input.reason === 'damaged' && input.photos.length === 0) {
    throw invalid('photos', 'Please add a photo of the damage.');
  }
  if (input.reason === 'other' && input.reasonNote === '') {
    throw invalid('reasonNote', 'Please tell us why you are sending it back.');
  }
  if (input.kind === 'return' && !input.refund) {
    throw invalid('refund', 'Please choose how to get your refund: UPI or a bank account.');
  }
  if (input.kind === 'exchange' && input.refund) {
    throw invalid('refund', 'A size exchange has no refund: leave the refund details out.');
  }
  if (input.kind === 'exchange' && !input.exchangeSize) {
    throw invalid('exchangeSize', 'Please choose the size you want.');
  }
  if (input.kind === 'return' && input.exchangeSize !== undefined) {
    throw invalid('exchangeSize', 'A return has no new size: choose a size exchange instead.');
  }

  return inTransaction(db, async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        deliveredAt: orders.deliveredAt,
      })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .for('update');
    if (!order) throw notFoundError('Order');
    if (order.status !== 'Delivered' || !order.deliveredAt) {
      throw refuse(`Order #${order.orderNumber} is ${order.status}: only a delivered order can be returned.`);
    }
    const [line] = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.id, input.orderItemId), eq(orderItems.orderId, order.id)));
    if (!line) throw notFoundError('Order item');
    if (line.returnDays <= 0) throw refuse(`${line.title} is not returnable.`);
    const lastDay = lastReturnDay(order.deliveredAt, line.returnDays);
    if ((await indiaToday(tx)) > lastDay) {
      throw refuse(`The return window for ${line.title} closed on ${formatPromiseDay(lastDay)}.`);
    }
    const [asked] = await tx
      .select({ units: sql<number>`coalesce(sum(${returnRequests.quantity}), 0)::int` })
      .from(returnRequests)
      .where(
        and(eq(returnRequests.orderItemId, line.id), notInArray(returnRequests.status, [...releasedReturnStatuses])),
      );
    const left = line.quantity - (asked?.units ?? 0);
    if (input.quantity > left) {
      throw refuse(
        left === 0
          ? `You have already asked to send back every unit of ${line.title}.`
          : `Only ${left} of ${line.title} can still be sent back.`,
      );
    }

    let exchangeSize: string | null = null;
    if (input.kind === 'exchange') {
      if (line.sizes === '') throw invalid('kind', `${line.title} has no sizes: ask for a return instead.`);
      const [product] = await tx
        .select({ sizes: products.sizes })
        .from(products)
        .where(eq(products.id, line.productId));
      exchangeSize = input.exchangeSize!;
      if (exchangeSize === line.sizes) throw invalid('exchangeSize', `You already have size ${line.sizes}.`);
      if (!product?.sizes.includes(exchangeSize)) {
        throw invalid('exchangeSize', `${line.title} does not come in size ${exchangeSize}.`);
      }
    }

    const refund = input.refund;
    await claimUploadedImages(tx, userId, input.photos, {
      path: 'photos',
      message: 'A photo is not one you uploaded here. Please add it again.',
    });
    const [request] = await tx
      .insert(returnRequests)
      .values({
        orderId: order.id,
        orderItemId: line.id,
        userId,
        kind: input.kind,
        quantity: input.quantity,
        reason: input.reason,
        reasonNote: input.reasonNote,
        photos: input.photos,
        exchangeSize,
        // A return gives back what the shopper paid for the units; an exchange is at the same price, so nothing.
        refundPaise: input.kind === 'return' ? salePricePaise(line.unitPricePaise, line.discount) * input.quantity : 0,
        refundMethod: refund?.method ?? null,
        refundUpiId: refund?.method === 'upi' ? refund.upiId : null,
        refundAccountNumber: refund?.method === 'bank' ? refund.accountNumber : null,
        refundIfsc: refund?.method === 'bank' ? refund.ifsc : null,
        refundAccountName: refund?.method === 'bank' ? refund.accountName : null,
        refundTo: !refund
          ? ''
          : refund.method === 'upi'
            ? maskUpiId(refund.upiId)
            : maskBankAccount(refund.accountNumber, refund.ifsc),
      })
      .returning();
    const created = request!;
    if (exchangeSize !== null) {
      await reserveExchangeUnits(
        tx,
        {
          requestNumber: created.requestNumber,
          orderId: order.id,
          productId: line.productId,
          quantity: input.quantity,
        },
        exchangeSize,
      );
    }
    await tx.insert(returnRequestEvents).values({
      returnRequestId: created.id,
      status: 'Requested',
      note: input.kind === 'exchange' ? `Size ${line.sizes} for size ${exchangeSize}` : '',
    });
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (owner) {
      await deps.mailer.send(
        tx,
        returnStepMail(
          { ...created, title: line.title, orderNumber: order.orderNumber },
          owner.email,
          deps.settings.publicUrl,
        ),
      );
    }
    return { ...created, label: returnRequestLabel(created.requestNumber) };
  });
}
