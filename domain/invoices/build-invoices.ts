import type { DbOrTx } from '../../db/client';
import type { Order as OrderRow, OrderItem } from '../../db/schema/index';
import { chosenOptions } from '../shared/line-options';
import type { ShopSettings } from '../shared/ports';
import { salePricePaise, toRupees } from '../shared/pricing';
import type { Invoice, InvoiceLine } from '../views/admin-invoices';
import { amountInWords } from './amount-in-words';
import { printedAddressOf, readLinesOf, readOrdersByCourier } from './print-batch-rows';
import { splitGst } from './split-gst';

/** Shipping on an invoice (rule:gst-invoice): its own line, a courier service under SAC 996812 at 18%. */
export const shippingSac = '996812';
export const shippingGstRateBp = 1800;

/** 'Tamil Nadu', ' tamil  nadu ', 'TamilNadu': one state. */
const sameState = (a: string, b: string) => a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

interface PaiseLine {
  kind: InvoiceLine['kind'];
  description: string;
  options: string[];
  hsnCode: string;
  quantity: number;
  unitPaise: number;
  totalPaise: number;
  rateBp: number;
}

/** One invoice of an order and its lines (also the body of a credit note: the returned units of one line, no shipping). */
export function invoiceOf(order: OrderRow, items: OrderItem[], seller: ShopSettings['seller']): Invoice {
  const intraState = sameState(order.state, seller.state);
  const paiseLines: PaiseLine[] = items.map((item) => {
    const unitPaise = salePricePaise(item.unitPricePaise, item.discount);
    return {
      kind: 'goods',
      description: item.title,
      options: chosenOptions(item),
      hsnCode: item.hsnCode,
      quantity: item.quantity,
      unitPaise,
      totalPaise: unitPaise * item.quantity,
      rateBp: item.gstRateBp,
    };
  });
  if (order.shippingPaise > 0) {
    paiseLines.push({
      kind: 'shipping',
      description: 'Shipping charges',
      options: [],
      hsnCode: shippingSac,
      quantity: 1,
      unitPaise: order.shippingPaise,
      totalPaise: order.shippingPaise,
      rateBp: shippingGstRateBp,
    });
  }

  const sums = { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
  const lines = paiseLines.map((line) => {
    const gst = splitGst(line.totalPaise, line.rateBp, intraState);
    sums.taxable += gst.taxablePaise;
    sums.cgst += gst.cgstPaise;
    sums.sgst += gst.sgstPaise;
    sums.igst += gst.igstPaise;
    sums.total += line.totalPaise;
    return {
      kind: line.kind,
      description: line.description,
      options: line.options,
      hsnCode: line.hsnCode,
      quantity: line.quantity,
      unitPrice: toRupees(line.unitPaise),
      total: toRupees(line.totalPaise),
      taxRate: line.rateBp / 100,
      taxableValue: toRupees(gst.taxablePaise),
      cgst: toRupees(gst.cgstPaise),
      sgst: toRupees(gst.sgstPaise),
      igst: toRupees(gst.igstPaise),
    };
  });

  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    invoiceNumber: order.invoiceNumber!,
    invoiceDate: (order.invoicedAt ?? order.shippedAt ?? order.updatedAt).toISOString(),
    seller: { ...seller },
    buyer: printedAddressOf(order),
    placeOfSupply: order.state,
    intraState,
    paymentMethod: order.paymentMethod,
    lines,
    totals: {
      taxableValue: toRupees(sums.taxable),
      cgst: toRupees(sums.cgst),
      sgst: toRupees(sums.sgst),
      igst: toRupees(sums.igst),
      tax: toRupees(sums.cgst + sums.sgst + sums.igst),
      total: toRupees(sums.total),
    },
    amountInWords: amountInWords(sums.total),
  };
}

export interface InvoiceBatch {
  /** The tax invoices of the orders that have one, sorted by courier then order number. */
  invoices: Invoice[];
  /** Order numbers of the orders asked for that have not shipped, so have no invoice yet. */
  notInvoiced: number[];
}

/**
 * The GST tax invoices of some orders (rule:gst-invoice), as printed and as the API shows them: two queries
 * whatever the number of orders. Ids that name no order are left out. Lines are the snapshot taken when the
 * order was placed (description, HSN code, GST rate), so later catalog edits do not rewrite an invoice.
 */
export async function buildInvoices(
  db: DbOrTx,
  orderIds: readonly string[],
  seller: ShopSettings['seller'],
): Promise<InvoiceBatch> {
  if (orderIds.length === 0) return { invoices: [], notInvoiced: [] };
  const rows = await readOrdersByCourier(db, orderIds);
  const invoiced = rows.filter((row) => row.invoiceNumber !== null);
  const lines = await readLinesOf(db, invoiced);
  return {
    invoices: invoiced.map((row) =>
      invoiceOf(
        row,
        lines.filter((line) => line.orderId === row.id),
        seller,
      ),
    ),
    notInvoiced: rows.filter((row) => row.invoiceNumber === null).map((row) => row.orderNumber),
  };
}
