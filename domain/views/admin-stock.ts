/** The back office's stock views (rule:stock-ledger): one zod schema per view (ADR 0018). */
import { z } from 'zod';
import { stockReasons } from '../shared/stock-rules';

export const pageInfoSchema = z.object({
  page: z.number(),
  perPage: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type PageInfo = z.output<typeof pageInfoSchema>;

export const stockRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  brand: z.string(),
  category: z.string(),
  stock: z.number(),
  /** The threshold in force: the product's own, else the shop's default. */
  threshold: z.number(),
  /** The product's own threshold; null when it takes the shop's default. */
  ownThreshold: z.number().nullable(),
  unitsSold: z.number(),
  /** Units that came back from shoppers damaged (rule:return-requests): apart from `stock`, never sold. */
  damagedUnits: z.number(),
  isActive: z.boolean(),
});
export type StockRow = z.output<typeof stockRowSchema>;

export const stockListSchema = pageInfoSchema.extend({ items: z.array(stockRowSchema) });
export type StockList = z.output<typeof stockListSchema>;

export const stockLedgerRowSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  reason: z.enum(stockReasons),
  reasonLabel: z.string(),
  change: z.number(),
  stockAfter: z.number(),
  orderId: z.string().nullable(),
  orderNumber: z.number().nullable(),
  staffName: z.string().nullable(),
  note: z.string(),
});
export type StockLedgerRow = z.output<typeof stockLedgerRowSchema>;

export const stockLedgerSchema = pageInfoSchema.extend({
  product: stockRowSchema,
  items: z.array(stockLedgerRowSchema),
});
export type StockLedger = z.output<typeof stockLedgerSchema>;

/** The answer to an adjustment: the stock before and after, and whether anything was written. */
export const stockAdjustmentSchema = z.object({
  productId: z.string(),
  before: z.number(),
  stock: z.number(),
  change: z.number(),
  changed: z.boolean(),
});
export type StockAdjustment = z.output<typeof stockAdjustmentSchema>;
