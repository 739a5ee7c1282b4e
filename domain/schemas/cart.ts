/**
 * Request schemas for the cart (rule:cart-api: cart/add, cart/update, cart/remove), shared by
 * the API and the storefront's forms. The user-facing message sits in each zod issue,
 * because the error handler shows the first issue's message to the shopper.
 */
import { z } from 'zod';
import { maxLineQuantity } from '../shared/limits';
import { lineOptionFields, type LineOptionField } from '../shared/line-options';

/**
 * rule:quantity-limits: quantity is an integer from 1 to a sane maximum; -1, 0, 1.5, "2",
 * 1e21 and null are all refused with 400 (no coercion from strings).
 */
export const quantitySchema = z
  .number({ error: (issue) => (issue.input === undefined ? 'Quantity is required' : 'Quantity must be a number') })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(maxLineQuantity, `Quantity can be at most ${maxLineQuantity}`);

/**
 * One chosen option (colour, size, storage, RAM, weight, material, expiry date, warranty).
 * Clients of the published contract send '' for options the product lacks, and some send null;
 * both mean "none chosen".
 */
export const optionValueSchema = z
  .string({ error: 'Options must be text' })
  .trim()
  .max(100, 'An option can be at most 100 characters')
  .nullish()
  .transform((v) => v ?? '');

/** The option fields every cart and order line carries (rule:cart-line-fields, domain/shared/line-options.ts). */
export const lineOptionsShape = Object.fromEntries(
  lineOptionFields.map((field) => [field, optionValueSchema]),
) as Record<LineOptionField, typeof optionValueSchema>;

const productIdSchema = z.uuid('productId must be a product id');

/** POST /api/cart/add (rule:cart-api). */
export const addToCartBodySchema = z.object({
  productId: z.string({ error: 'productId is required' }).pipe(productIdSchema),
  quantity: quantitySchema,
  ...lineOptionsShape,
});

/**
 * PUT /api/cart/update: the same fields as cart/add (rule:cart-api). The line is found by
 * cartItemId when given, else by productId and the options; the quantity is set, not added.
 */
export const updateCartBodySchema = z
  .object({
    cartItemId: z.uuid('cartItemId must be a cart line id').optional(),
    productId: productIdSchema.optional(),
    quantity: quantitySchema,
    ...lineOptionsShape,
  })
  .refine((body) => body.cartItemId !== undefined || body.productId !== undefined, {
    message: 'productId is required',
    path: ['productId'],
  });

/** DELETE /api/cart/remove/{cartItemId} (rule:cart-api). */
export const cartItemIdParamSchema = z.object({ cartItemId: z.uuid('Invalid cart item id') });

export type LineOptionsInput = Partial<z.output<z.ZodObject<typeof lineOptionsShape>>>;
export type AddToCartInput = z.output<typeof addToCartBodySchema>;
export type UpdateCartInput = z.output<typeof updateCartBodySchema>;
