/**
 * Categories and sub categories as the back office shows them (rule:admin-categories): hidden ones too, in the
 * shop's order, with how many products each holds (hidden products counted: they still keep it from being
 * deleted, rule:hidden-catalog). One schema per view (ADR 0018).
 */
import { z } from 'zod';

export const adminSubCategorySchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  sortOrder: z.number(),
  products: z.number().describe('Products in it, hidden ones too; only an empty sub category can be deleted'),
});
export type AdminSubCategory = z.output<typeof adminSubCategorySchema>;

export const adminCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string(),
  isActive: z.boolean(),
  sortOrder: z.number(),
  hsnCode: z.string(),
  gstRateBp: z.number(),
  returnDays: z
    .number()
    .describe('Days from delivery its products may come back, unless a product says otherwise; 0 is not returnable'),
  products: z.number().describe('Products in it, hidden ones too; only an empty category can be deleted'),
  subCategories: z.array(adminSubCategorySchema),
});
export type AdminCategory = z.output<typeof adminCategorySchema>;
export const adminCategoryListSchema = z.array(adminCategorySchema);

/** What a delete answers: the id that is gone. */
export const removedCategorySchema = z.object({ id: z.string() });
