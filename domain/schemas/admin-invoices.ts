/**
 * Requests of the back office's printed documents (rule:gst-invoice, rule:packing-slip), shared by the print
 * pages and the API. Browser-safe.
 */
import { z } from 'zod';

/** The most orders one print run takes. */
export const maxPrintOrders = 100;

export const printKinds = ['invoice', 'slip'] as const;
export type PrintKind = (typeof printKinds)[number];

/** /admin/print?kind=invoice|slip&ids=<comma-separated order ids>: repeated ids count once. */
export const printQuerySchema = z.object({
  kind: z.enum(printKinds, 'Please choose invoices or packing slips.'),
  ids: z
    .string('Please choose the orders to print.')
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter((id) => id !== ''),
      ),
    ])
    .pipe(
      z
        .array(z.uuid('An order id is not valid.'))
        .min(1, 'Please choose the orders to print.')
        .max(maxPrintOrders, `Please print at most ${maxPrintOrders} orders at once.`),
    ),
});
export type PrintQuery = z.output<typeof printQuerySchema>;
