/**
 * Request schemas for Saved for later (the wishlist): POST /api/wishlist/add takes what cart/add takes, the quantity
 * optional (a heart saves one). The user-facing message sits in each zod issue, as in ./cart.ts.
 */
import { z } from 'zod';
import { lineOptionsShape, quantitySchema } from './cart';

/** POST /api/wishlist/add. */
export const saveProductBodySchema = z.object({
  productId: z.string({ error: 'productId is required' }).pipe(z.uuid('productId must be a product id')),
  quantity: quantitySchema.default(1),
  ...lineOptionsShape,
});

/** DELETE /api/wishlist/remove/{savedItemId}, POST /api/wishlist/move-to-cart/{savedItemId}. */
export const savedItemIdParamSchema = z.object({ savedItemId: z.uuid('Invalid saved item id') });

export type SaveProductInput = z.output<typeof saveProductBodySchema>;
