/**
 * Requests of the back office's catalog (rule:admin-catalog): the product list's query and the product form,
 * shared by the admin form (which shows each message beside its field) and the API (400 with every field at
 * fault in `details`). Browser-safe.
 */
import { z } from 'zod';
import { gstRatesBp } from '../shared/gst-rates';
import { maxReturnDays } from '../shared/return-rules';
import {
  maxProductBrandLength,
  maxProductDescriptionLength,
  maxProductFullDescriptionLength,
  maxProductMaterialLength,
  maxProductOptionLength,
  maxProductPrice,
  maxProductTitleLength,
  maxSearchLength,
} from '../shared/limits';
import { blankToUndefined, numberParam, uuidParam } from './catalog';
import { pagingQueryFields } from './paging';

export const adminProductSorts = [
  'newest',
  'oldest',
  'title',
  'price_asc',
  'price_desc',
  'stock_asc',
  'stock_desc',
  'units_sold',
  'rating',
] as const;
export type AdminProductSort = (typeof adminProductSorts)[number];

/** GET /api/admin/products: the storefront's search and filters, hidden products too, and more sorts. */
export const adminProductListQuerySchema = z.object({
  q: z.preprocess(
    blankToUndefined,
    z.string().trim().max(maxSearchLength, `Search can be at most ${maxSearchLength} characters`).optional(),
  ),
  category: uuidParam('category'),
  subCategory: uuidParam('subCategory'),
  brand: z.preprocess(blankToUndefined, z.string().trim().max(maxProductBrandLength, 'brand is too long').optional()),
  visibility: z.preprocess(
    blankToUndefined,
    z.enum(['shown', 'hidden'], { error: 'visibility must be shown or hidden' }).optional(),
  ),
  stock: z.preprocess(blankToUndefined, z.enum(['in', 'out'], { error: 'stock must be in or out' }).optional()),
  /** Rupees, compared with the price before discount, as staff set it. */
  minPrice: numberParam('minPrice', { min: 0, max: maxProductPrice }),
  maxPrice: numberParam('maxPrice', { min: 0, max: maxProductPrice }),
  sort: z.preprocess(
    blankToUndefined,
    z.enum(adminProductSorts, { error: `sort must be one of ${adminProductSorts.join(', ')}` }).default('newest'),
  ),
  ...pagingQueryFields(20),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

/** Text staff type: trimmed, bounded, no control characters but line breaks where a field allows them. */
// eslint-disable-next-line no-control-regex
const oneLine = /^[^\u0000-\u001f\u007f]*$/;
// eslint-disable-next-line no-control-regex
const multiLine = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
const text = (label: string, max: number, lines = false) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .max(max, `The ${label} can be at most ${max} characters.`)
    .regex(lines ? multiLine : oneLine, `The ${label} contains characters that cannot be shown.`);

/** An optional text: blank (or absent, or null) is none, null. */
const optionalText = (schema: z.ZodType<string, string>) =>
  schema
    .nullable()
    .default(null)
    .transform((v) => (v === null || v === '' ? null : v));

/** An option list (sizes, colours, storage, RAM, weights): distinct short values, in the order staff set. */
const optionList = (label: string) =>
  z
    .array(text(`${label} value`, maxProductOptionLength).min(1, `A ${label} value cannot be empty.`), {
      error: `${label} must be a list.`,
    })
    .max(30, `At most 30 ${label} values.`)
    .refine(
      (values) => new Set(values.map((v) => v.toLowerCase())).size === values.length,
      `Each ${label} value can be listed once.`,
    )
    .default([]);

/**
 * The product form (create and edit). Price in rupees with at most two decimals; discount a whole percent
 * 0-90 (rule:sale-price); images are URLs of images the shop stores, the first shown first, 1 to 10; GST
 * blank takes the category's (rule:gst-invoice). Stock is not here: it changes only through the stock ledger
 * (rule:stock-ledger), so the create form's opening stock is its own field.
 */
export const productFormSchema = z.object({
  title: text('title', maxProductTitleLength).min(3, 'The title needs at least 3 characters.'),
  brand: text('brand', maxProductBrandLength).default(''),
  description: text('short description', maxProductDescriptionLength, true).default(''),
  fullDescription: text('full description', maxProductFullDescriptionLength, true).default(''),
  /**
   * Hindi title and description (rule:shop-language), shown on Hindi pages when present: optional, blank is none
   * (null), with the limits of the title and the short description.
   */
  titleHi: optionalText(
    text('Hindi title', maxProductTitleLength).refine((v) => v === '' || v.length >= 3, {
      message: 'The Hindi title needs at least 3 characters (or leave it blank).',
    }),
  ),
  descriptionHi: optionalText(text('Hindi description', maxProductDescriptionLength, true)),
  price: z
    .number({ error: 'Please enter the price in rupees.' })
    .positive('The price must be more than ₹0.')
    .max(maxProductPrice, 'The price can be at most ₹1,00,00,000.')
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'The price can have at most two decimals (paise).'),
  discount: z
    .number({ error: 'Please enter the discount as a whole percent.' })
    .int('The discount must be a whole percent.')
    .min(0, 'The discount cannot be negative.')
    .max(90, 'The discount can be at most 90%.')
    .default(0),
  categoryId: z.uuid('Please choose a category.'),
  subCategoryId: z.uuid('Please choose a sub category.').nullable().default(null),
  sizes: optionList('size'),
  colors: optionList('colour'),
  specs: optionList('storage'),
  rams: optionList('RAM'),
  weight: optionList('weight'),
  material: text('material', maxProductMaterialLength).default(''),
  images: z
    .array(z.string({ error: 'Each image must be an image URL.' }).max(300, 'An image URL is too long.'), {
      error: 'Please add at least one image.',
    })
    .min(1, 'Please add at least one image.')
    .max(10, 'A product can have at most 10 images.')
    .refine((urls) => new Set(urls).size === urls.length, 'Each image can be used once.'),
  hsnCode: z
    .string()
    .trim()
    .regex(/^(\d{4}|\d{6}|\d{8})?$/, 'The HSN code has 4, 6 or 8 digits (or leave it blank for the category’s).')
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v)),
  /** Basis points (1800 = 18%); null takes the category's. */
  gstRateBp: z
    .number()
    .int()
    .refine((bp) => (gstRatesBp as readonly number[]).includes(bp), {
      message: `The GST rate must be one of ${gstRatesBp.map((bp) => `${bp / 100}%`).join(', ')}.`,
    })
    .nullable()
    .default(null),
  /** Days from delivery it may be returned or exchanged (rule:return-window); null takes the category's. */
  returnDays: z
    .number({ error: 'Please enter the return window in days, or leave it blank for the category’s.' })
    .int('The return window is a whole number of days.')
    .min(0, 'The return window cannot be negative.')
    .max(maxReturnDays, `The return window can be at most ${maxReturnDays} days.`)
    .nullable()
    .default(null),
  isActive: z.boolean({ error: 'Shown must be true or false.' }).default(true),
});
export type ProductForm = z.infer<typeof productFormSchema>;

/** POST /api/admin/products: the form and the stock it opens with (a ledger row 'opening'). */
export const createProductBodySchema = productFormSchema.extend({
  openingStock: z
    .number({ error: 'Please enter the opening stock.' })
    .int('The opening stock must be a whole number.')
    .min(0, 'The opening stock cannot be negative.')
    .max(1_000_000, 'The opening stock can be at most 10,00,000.')
    .default(0),
});
export type CreateProductBody = z.infer<typeof createProductBodySchema>;

/** POST /api/admin/products/:id/visibility */
export const productVisibilityBodySchema = z.object({
  isActive: z.boolean({ error: 'isActive must be true or false.' }),
});

/** PUT /api/admin/products/:id: the form, and the version of it the staff member edited (the view's `version`). */
export const updateProductBodySchema = productFormSchema.extend({
  expectedVersion: z.string().max(64, 'expectedVersion is the product’s version as the API gave it.').optional(),
});
export type UpdateProductBody = z.infer<typeof updateProductBodySchema>;

/**
 * One row of the product CSV import (rule:admin-csv): the product form's own rules, so a field the form refuses
 * the import refuses with the same message, and the stock the product should hold (blank keeps it; a difference
 * becomes a stock-ledger row, rule:stock-ledger).
 */
export const productCsvRowSchema = productFormSchema.extend({
  stock: z
    .number({ error: 'The stock must be a whole number.' })
    .int('The stock must be a whole number.')
    .min(0, 'The stock cannot be negative.')
    .max(1_000_000, 'The stock can be at most 10,00,000.')
    .optional(),
});
export type ProductCsvRow = z.infer<typeof productCsvRowSchema>;

export const productImportModes = ['dry-run', 'apply'] as const;
export type ProductImportMode = (typeof productImportModes)[number];

/** POST /api/admin/products/import?mode=dry-run|apply (the CSV itself is the body). */
export const productImportQuerySchema = z.object({
  mode: z.preprocess(
    blankToUndefined,
    z.enum(productImportModes, { error: 'mode must be dry-run or apply' }).default('dry-run'),
  ),
});

/** GET /api/admin/products/export: the admin list's filters (its sort and paging do not apply to a file). */
export const productExportQuerySchema = adminProductListQuerySchema.omit({ sort: true, page: true, limit: true });
export type ProductExportQuery = z.infer<typeof productExportQuerySchema>;
