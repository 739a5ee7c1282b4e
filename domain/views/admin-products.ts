/** The back office's catalog views (rule:admin-catalog): one zod schema per view (ADR 0018). */
import { z } from 'zod';
import { pageInfoSchema } from './admin-stock';

export const adminProductRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  brand: z.string(),
  /** The first image, or '' when there is none. */
  image: z.string(),
  category: z.string(),
  /** Rupees: the price staff set and what a shopper pays after the discount. */
  price: z.number(),
  discount: z.number(),
  salePrice: z.number(),
  stock: z.number(),
  ratingAverage: z.number(),
  ratingCount: z.number(),
  unitsSold: z.number(),
  /** Staff's own switch (rule:hidden-catalog) and whether shoppers see it (its category may be hidden). */
  isActive: z.boolean(),
  isListed: z.boolean(),
  createdAt: z.string(),
});
export type AdminProductRow = z.output<typeof adminProductRowSchema>;

/** `total` stops at 10,000 (ADR 0011); `totalIsExact` is false when more products match. */
export const adminProductListSchema = pageInfoSchema.extend({
  totalIsExact: z.boolean(),
  items: z.array(adminProductRowSchema),
});
export type AdminProductList = z.output<typeof adminProductListSchema>;

/** One product as the edit form shows it: every field of the form, and what staff read beside it. */
export const adminProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  brand: z.string(),
  description: z.string(),
  fullDescription: z.string(),
  titleHi: z.string().nullable().describe('The Hindi title, shown on Hindi pages; null is none'),
  descriptionHi: z.string().nullable().describe('The Hindi description, shown on Hindi pages; null is none'),
  price: z.number(),
  discount: z.number(),
  categoryId: z.string(),
  subCategoryId: z.string().nullable(),
  sizes: z.array(z.string()),
  colors: z.array(z.string()),
  specs: z.array(z.string()),
  rams: z.array(z.string()),
  weight: z.array(z.string()),
  material: z.string(),
  images: z.array(z.string()),
  hsnCode: z.string().nullable(),
  gstRateBp: z.number().nullable(),
  returnDays: z.number().nullable().describe('Its own return window in days; null takes the category’s'),
  isActive: z.boolean(),
  isListed: z.boolean(),
  stock: z.number(),
  unitsSold: z.number(),
  ratingAverage: z.number(),
  ratingCount: z.number(),
  /** Whether an order holds it: such a product can only be hidden, never deleted (rule:hidden-catalog). */
  ordered: z.boolean(),
  /** The version of the form's fields: send it back as expectedVersion to be told if someone saved since. */
  version: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.output<typeof adminProductSchema>;

/** One problem of a CSV import: the spreadsheet row (the header is row 1), the column at fault (null: the file). */
export const productImportErrorSchema = z.object({
  row: z.number(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ProductImportError = z.output<typeof productImportErrorSchema>;

/** What a CSV import would do (dry run) or did (apply) (rule:admin-csv). */
export const productImportReportSchema = z.object({
  mode: z.enum(['dry-run', 'apply']),
  /** True only when an apply wrote the changes. */
  applied: z.boolean(),
  /** Product rows in the file (blank rows left out). */
  rows: z.number(),
  create: z.number(),
  update: z.number(),
  unchanged: z.number(),
  /** The first problems found (at most `errorsListed`); `errorCount` counts them all. */
  errors: z.array(productImportErrorSchema),
  errorCount: z.number(),
});
export type ProductImportReport = z.output<typeof productImportReportSchema>;
