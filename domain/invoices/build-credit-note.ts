import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders, returnRequests } from '../../db/schema/index';
import { AppError, notFoundError } from '../errors';
import type { ShopSettings } from '../shared/ports';
import { returnRequestLabel } from '../shared/return-request-rules';
import type { CreditNote } from '../views/admin-invoices';
import { invoiceOf } from './build-invoices';

/**
 * A refunded return's GST credit note (rule:gst-credit-note): the returned units of the line at the price the invoice
 * charged, their tax split back the way the invoice split it (CGST + SGST within the seller's state, IGST across), no
 * shipping (it is not refunded), referring to the order's invoice. 409 until the refund is recorded, or when the order
 * never had an invoice.
 */
export async function buildCreditNote(
  db: DbOrTx,
  returnId: string,
  seller: ShopSettings['seller'],
): Promise<CreditNote> {
  const [found] = await db
    .select({ request: returnRequests, order: orders, line: orderItems })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
    .where(eq(returnRequests.id, returnId));
  if (!found) throw notFoundError('Return request');
  const { request, order, line } = found;
  if (!request.creditNoteNumber || !request.creditNotedAt || !order.invoiceNumber) {
    throw new AppError(
      'INVOICE_NOT_ISSUED',
      'A credit note is issued when the refund of a return from an invoiced order is recorded.',
    );
  }
  const invoice = invoiceOf({ ...order, shippingPaise: 0 }, [{ ...line, quantity: request.quantity }], seller);
  return {
    ...invoice,
    creditNoteNumber: request.creditNoteNumber,
    creditNoteDate: request.creditNotedAt.toISOString(),
    returnLabel: returnRequestLabel(request.requestNumber),
  };
}
