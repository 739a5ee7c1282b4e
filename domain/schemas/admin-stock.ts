/**
 * Requests of the back office's stock screens (rule:stock-ledger), shared by the admin forms and the API
 * (ADR 0018's rule for request schemas). Browser-safe.
 */
import { z } from 'zod';
import { queryNumber } from './query-number';
import { maxAdminSearchLength, maxStockNoteLength } from '../shared/limits';
import { staffStockReasons } from '../shared/stock-rules';

/** The most units one adjustment may add, and the highest stock a count may set. */
export const maxStockAdjustment = 100_000;

const pageQuery = queryNumber(
  z.number('page must be a number').int('page must be a whole number').min(1).max(10_000).default(1),
);

/**
 * POST /api/admin/products/{id}/stock: received adds, damaged removes, counted sets; always with a note. The
 * quantity is a JSON number: null, '', false or [] is a 400, never a count of 0 that empties the shelf.
 */
export const adjustStockBodySchema = z
  .object({
    reason: z.enum(staffStockReasons, 'Please choose received, damaged or counted.'),
    quantity: z
      .number('Please enter a quantity.')
      .int('Please enter a whole number of units.')
      .min(0, 'The quantity cannot be negative.')
      .max(maxStockAdjustment, `Please keep the quantity at most ${maxStockAdjustment}.`),
    note: z
      .string('Please say what happened.')
      .trim()
      .min(1, 'Please say what happened.')
      .max(maxStockNoteLength, `Please keep the note under ${maxStockNoteLength} characters.`),
  })
  .refine((body) => body.reason === 'counted' || body.quantity >= 1, {
    message: 'Please enter at least 1 unit.',
    path: ['quantity'],
  });
export type AdjustStockBody = z.infer<typeof adjustStockBodySchema>;

export const stockViews = ['low', 'out', 'all'] as const;
export type StockView = (typeof stockViews)[number];

/** GET /api/admin/stock: low (at or under the threshold, above 0), out (0) or all, by title. */
export const stockListQuerySchema = z.object({
  view: z.enum(stockViews, 'Please choose low, out or all.').default('low'),
  q: z
    .string()
    .trim()
    .max(maxAdminSearchLength, `Please keep the search under ${maxAdminSearchLength} characters.`)
    .default(''),
  page: pageQuery,
});
export type StockListQuery = z.infer<typeof stockListQuerySchema>;

/** GET /api/admin/products/{id}/stock-ledger. */
export const stockLedgerQuerySchema = z.object({ page: pageQuery });
export type StockLedgerQuery = z.infer<typeof stockLedgerQuerySchema>;

/** PUT /api/admin/products/{id}/low-stock-threshold: null goes back to the shop's default. */
export const lowStockThresholdBodySchema = z.object({
  threshold: z
    .number('Please enter a whole number or leave it empty.')
    .int('Please enter a whole number of units.')
    .min(0, 'The threshold cannot be negative.')
    .max(maxStockAdjustment, `Please keep the threshold at most ${maxStockAdjustment}.`)
    .nullable(),
});
export type LowStockThresholdBody = z.infer<typeof lowStockThresholdBodySchema>;
