/**
 * Requests of the back office's categories screen (rule:admin-categories): a category (name, picture, the GST
 * defaults of its products, shown or hidden), a sub category (name, shown or hidden), moves and a whole order.
 * Shared by the page's forms and the API (ADR 0018's rule for request schemas); browser-safe. Every message names
 * what to fix and every issue carries its field's path, so a form shows the server's refusal beside its field.
 */
import { z } from 'zod';
import { defaultReturnDays, maxReturnDays } from '../shared/return-rules';
import { gstRatesBp } from '../shared/gst-rates';
import { imageKeyOf } from '../shared/image-keys';
import { moveDirections } from './admin-content';

/**
 * Bounds on what staff can add, so every category list (home carousel, filter panel, footer) stays small and the
 * reads stay cheap (rule:bounded-waits); a real shop has tens of categories and a handful of sub categories each.
 */
export const maxCategories = 100;
export const maxSubCategoriesPerCategory = 50;
export const maxCategoryNameLength = 60;

// Names appear in a carousel, a select and the footer: one line, no control characters.
// eslint-disable-next-line no-control-regex
const oneLine = /^[^\u0000-\u001f\u007f]*$/;

const nameOf = (what: string) =>
  z
    .string({ error: `Please enter the ${what} name.` })
    .trim()
    .min(1, `Please enter the ${what} name.`)
    .max(maxCategoryNameLength, `Please keep the ${what} name to ${maxCategoryNameLength} characters or fewer.`)
    .regex(oneLine, `The ${what} name contains characters that cannot be shown.`);

const categoryName = nameOf('category');
const subCategoryName = nameOf('sub category');

/**
 * A picture of this shop (`/uploads/...`). Whether the staff member may use it (their own upload, or a picture a
 * category already shows) is the domain's question, asked in the write's transaction (rule:own-uploads-only).
 */
const categoryImage = z
  .string({ error: 'Please upload a picture of the category.' })
  .trim()
  .min(1, { message: 'Please upload a picture of the category.', abort: true })
  .max(300, { message: 'Please upload the picture again.', abort: true })
  .refine((url) => imageKeyOf(url) !== null, 'Please upload the picture through this page.');

/** The HSN code every product of the category takes unless it has its own (rule:gst-invoice). */
const hsnCode = z
  .string({ error: 'Please enter the HSN code (4, 6 or 8 digits).' })
  .trim()
  .regex(/^(\d{4}|\d{6}|\d{8})$/, 'The HSN code has 4, 6 or 8 digits.');

/** Basis points (1800 = 18%), one of India's slabs. */
const gstRateBp = z
  .number({ error: 'Please choose a GST rate.' })
  .int('Please choose a GST rate.')
  .refine((bp) => (gstRatesBp as readonly number[]).includes(bp), {
    message: `The GST rate must be one of ${gstRatesBp.map((bp) => `${bp / 100}%`).join(', ')}.`,
  });

/** Days from delivery the category's products may come back; 0 is not returnable (rule:return-window). */
export const returnDaysField = z
  .number({ error: 'Please enter the return window in days (0 if not returnable).' })
  .int('The return window is a whole number of days.')
  .min(0, 'The return window cannot be negative.')
  .max(maxReturnDays, `The return window can be at most ${maxReturnDays} days.`);

const isActive = z.boolean({ error: 'Shown must be true or false.' });

/** POST /api/admin/categories: a new category goes last; shown unless `isActive` is false. */
export const createCategoryBodySchema = z.object({
  name: categoryName,
  image: categoryImage,
  hsnCode,
  gstRateBp: gstRateBp.default(1800),
  returnDays: returnDaysField.default(defaultReturnDays),
  isActive: isActive.default(true),
});
export type CreateCategoryBody = z.output<typeof createCategoryBodySchema>;

/** PUT /api/admin/categories/{id}: rename, a new picture, new GST defaults, a return window; any of them, at least one. */
export const updateCategoryBodySchema = z
  .object({
    name: categoryName.optional(),
    image: categoryImage.optional(),
    hsnCode: hsnCode.optional(),
    gstRateBp: gstRateBp.optional(),
    returnDays: returnDaysField.optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: 'Nothing to change: send name, image, hsnCode, gstRateBp or returnDays.',
  });
export type UpdateCategoryBody = z.output<typeof updateCategoryBodySchema>;

/** POST .../visibility: hide from shoppers (with every product in it) or show again (rule:hidden-catalog). */
export const categoryVisibilityBodySchema = z.object({ isActive });
export type CategoryVisibilityBody = z.output<typeof categoryVisibilityBodySchema>;

/** POST .../move: one step up or down, or to either end of its list. */
export const categoryMoveBodySchema = z.object({
  direction: z.enum(moveDirections, 'Please choose up, down, first or last.'),
});
export type CategoryMoveBody = z.output<typeof categoryMoveBodySchema>;

/** PUT /api/admin/categories/order: every category in its new order; exactly the ids the shop holds now. */
export const categoryOrderBodySchema = z.object({
  ids: z
    .array(z.uuid('Each id must be the id of a category.'), {
      error: 'Please send the ids of the categories, in order.',
    })
    .max(maxCategories, `The shop has at most ${maxCategories} categories.`)
    .refine((list) => new Set(list).size === list.length, 'Each id may appear once.'),
});
export type CategoryOrderBody = z.output<typeof categoryOrderBodySchema>;

/** POST /api/admin/categories/{id}/sub-categories: a new sub category goes last in its category. */
export const createSubCategoryBodySchema = z.object({
  name: subCategoryName,
  isActive: isActive.default(true),
});
export type CreateSubCategoryBody = z.output<typeof createSubCategoryBodySchema>;

/** PUT /api/admin/sub-categories/{id}: rename. */
export const updateSubCategoryBodySchema = z.object({ name: subCategoryName });
export type UpdateSubCategoryBody = z.output<typeof updateSubCategoryBodySchema>;
