import type { DbOrTx } from '../../db/client';
import { AppError, notFoundError } from '../errors';
import type { ShopSettings } from '../shared/ports';
import type { Invoice } from '../views/admin-invoices';
import { buildInvoices } from './build-invoices';

/**
 * One order's GST tax invoice (rule:gst-invoice): seller, buyer, place of supply, the lines with HSN code,
 * taxable value and CGST + SGST or IGST, the shipping line, totals and the amount in words. The number is
 * issued when the order ships (moveOrderStatus); before that there is no invoice (409).
 */
export async function buildInvoice(db: DbOrTx, orderId: string, seller: ShopSettings['seller']): Promise<Invoice> {
  const { invoices, notInvoiced } = await buildInvoices(db, [orderId], seller);
  if (invoices[0]) return invoices[0];
  if (notInvoiced.length > 0) throw new AppError('INVOICE_NOT_ISSUED', 'The invoice is issued when the order ships.');
  throw notFoundError('Order');
}
