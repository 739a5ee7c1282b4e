/**
 * The printed documents of the back office (rule:gst-invoice, rule:packing-slip): one schema each (ADR 0018).
 * Money is rupees, as the API shows it; the domain computes it in paise.
 */
import { z } from 'zod';
import { paymentMethods } from '../shared/order-rules';

const shipTo = z.object({
  name: z.string(),
  phone: z.string(),
  addressLine: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
});

export const invoiceLineSchema = z.object({
  kind: z.enum(['goods', 'shipping']),
  description: z.string(),
  /** 'Size: M', 'Colour: Teal': the options the shopper picked. */
  options: z.array(z.string()),
  /** The HSN code of goods, or the SAC of the shipping service. */
  hsnCode: z.string(),
  quantity: z.number(),
  unitPrice: z.number().describe('Tax-inclusive unit price, rupees'),
  total: z.number().describe('Tax-inclusive line total, rupees'),
  taxRate: z.number().describe('GST rate, percent'),
  taxableValue: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
});
export type InvoiceLine = z.output<typeof invoiceLineSchema>;

export const invoiceSchema = z.object({
  orderId: z.string(),
  orderNumber: z.number(),
  invoiceNumber: z.string(),
  invoiceDate: z.string().describe('When the invoice was issued (the order shipped), ISO 8601'),
  seller: z.object({ legalName: z.string(), address: z.string(), gstin: z.string(), state: z.string() }),
  buyer: shipTo,
  placeOfSupply: z.string(),
  /** CGST + SGST within the seller's state, IGST across states. */
  intraState: z.boolean(),
  paymentMethod: z.enum(paymentMethods),
  lines: z.array(invoiceLineSchema),
  totals: z.object({
    taxableValue: z.number(),
    cgst: z.number(),
    sgst: z.number(),
    igst: z.number(),
    tax: z.number(),
    total: z.number(),
  }),
  amountInWords: z.string(),
});
export type Invoice = z.output<typeof invoiceSchema>;

/**
 * A GST credit note (rule:gst-credit-note): the refunded units of one line, taxed back as the invoice charged them,
 * with its own number and date and the invoice it refers to (`invoiceNumber`, `invoiceDate`).
 */
export const creditNoteSchema = invoiceSchema.extend({
  creditNoteNumber: z.string().describe('CN/26-27/000001'),
  creditNoteDate: z.string().describe('When the refund was recorded, ISO 8601'),
  returnLabel: z.string().describe('The return request it settles, R-5001'),
});
export type CreditNote = z.output<typeof creditNoteSchema>;

export const packingSlipSchema = z.object({
  orderId: z.string(),
  orderNumber: z.number(),
  orderDate: z.string(),
  shipTo,
  courierName: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  items: z.array(z.object({ description: z.string(), options: z.array(z.string()), quantity: z.number() })),
  itemCount: z.number(),
  paymentMethod: z.enum(paymentMethods),
  total: z.number().describe('Order total, rupees'),
  /** Rupees the courier collects in cash: the total of a cash-on-delivery order, else null. */
  collectInCash: z.number().nullable(),
});
export type PackingSlip = z.output<typeof packingSlipSchema>;
