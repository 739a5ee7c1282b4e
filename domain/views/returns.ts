/**
 * Return requests as the order page and the back office show them (rule:return-requests): one zod schema per answer
 * (ADR 0018). Money in rupees, times as ISO strings. Refund details appear only masked (`refundTo`); staff read them in
 * full through their own audited endpoint, while a refund is still due.
 */
import { z } from 'zod';
import type { ReturnRequest } from '../../db/schema/index';
import { toRupees } from '../shared/pricing';
import {
  nextReturnStatuses,
  refundMethods,
  returnCheckResults,
  returnKinds,
  returnReasons,
  returnRequestLabel,
  returnStatuses,
  shopperCancellableStatuses,
} from '../shared/return-request-rules';

const status = z.enum(returnStatuses);

export const returnEventSchema = z.object({
  status,
  note: z.string(),
  at: z.string(),
});

export const returnRequestSchema = z.object({
  id: z.string(),
  label: z.string().describe('R-5001'),
  orderId: z.string(),
  orderItemId: z.string(),
  kind: z.enum(returnKinds),
  quantity: z.number(),
  reason: z.enum(returnReasons),
  reasonNote: z.string(),
  photos: z.array(z.string()),
  exchangeSize: z.string().nullable(),
  status,
  refund: z.number().describe('Rupees: the sale price of the units; 0 for an exchange'),
  refundMethod: z.enum(refundMethods).nullable(),
  refundTo: z.string().describe('Masked: ra••••@okhdfcbank, or A/c ••••1234, HDFC0001234'),
  refundReference: z.string().nullable(),
  pickupCourier: z.string().nullable(),
  pickupAwb: z.string().nullable(),
  checkResult: z.enum(returnCheckResults).nullable(),
  exchangeCourier: z.string().nullable(),
  exchangeAwb: z.string().nullable(),
  closingReason: z.string(),
  canCancel: z.boolean().describe('The shopper may still cancel it (until pickup)'),
  createdAt: z.string(),
  events: z.array(returnEventSchema),
});
export type ReturnRequestView = z.output<typeof returnRequestSchema>;
export const returnRequestListSchema = z.array(returnRequestSchema);

type EventRow = { status: ReturnRequest['status']; note: string; createdAt: Date };

export function toReturnRequestView(row: ReturnRequest, events: EventRow[]): ReturnRequestView {
  return {
    id: row.id,
    label: returnRequestLabel(row.requestNumber),
    orderId: row.orderId,
    orderItemId: row.orderItemId,
    kind: row.kind,
    quantity: row.quantity,
    reason: row.reason,
    reasonNote: row.reasonNote,
    photos: row.photos,
    exchangeSize: row.exchangeSize,
    status: row.status,
    refund: toRupees(row.refundPaise),
    refundMethod: row.refundMethod,
    refundTo: row.refundTo,
    refundReference: row.refundReference,
    pickupCourier: row.pickupCourier,
    pickupAwb: row.pickupAwb,
    checkResult: row.checkResult,
    exchangeCourier: row.exchangeCourier,
    exchangeAwb: row.exchangeAwb,
    closingReason: row.closingReason,
    canCancel: shopperCancellableStatuses.includes(row.status),
    createdAt: row.createdAt.toISOString(),
    events: events.map((e) => ({ status: e.status, note: e.note, at: e.createdAt.toISOString() })),
  };
}

/** The back office's view of one request: the shopper's view, the order and line it is about, and the moves allowed. */
export const adminReturnSchema = returnRequestSchema.extend({
  orderNumber: z.number(),
  title: z.string(),
  size: z.string().describe('The size bought'),
  customerName: z.string(),
  phone: z.string(),
  city: z.string(),
  nextStatuses: z.array(status),
  creditNoteNumber: z.string().nullable().describe('The GST credit note of the refund, when the order was invoiced'),
});
export type AdminReturnView = z.output<typeof adminReturnSchema>;

export const adminReturnListSchema = z.object({
  returns: z.array(adminReturnSchema.omit({ events: true })),
  counts: z.record(z.string(), z.number()).describe('Requests per status, every status present'),
  total: z.number(),
  page: z.number(),
  totalPages: z.number(),
});

export const nextStatusesOf = (row: Pick<ReturnRequest, 'status' | 'kind'>) => nextReturnStatuses(row.status, row.kind);

/** The refund details in full, for the staff member who pays the refund (audited). */
export const refundDetailsViewSchema = z.object({
  method: z.enum(refundMethods),
  upiId: z.string().nullable(),
  accountName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  ifsc: z.string().nullable(),
});

export const bulkReturnMoveAnswerSchema = z.object({
  moved: z.number(),
  refused: z.number(),
  results: z.array(
    z.object({
      id: z.string(),
      label: z.string().nullable(),
      moved: z.boolean(),
      status: z.string().nullable(),
      code: z.string().nullable(),
      message: z.string(),
    }),
  ),
});
