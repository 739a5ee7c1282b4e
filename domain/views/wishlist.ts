/** Saved for later (the wishlist) as GET /api/wishlist and every wishlist change answer it: one schema (ADR 0018). */
import { z } from 'zod';
import { cartItemSchema } from './cart';
import { chosenOptionsShape } from './order-pieces';

export const savedItemSchema = z.object({
  _id: z.string(),
  /** The product as the catalog shows it: the same fields a cart line shows. */
  product: cartItemSchema.shape.product,
  quantity: z.number(),
  ...chosenOptionsShape,
  savedPrice: z.number().describe('Unit sale price when it was saved, rupees'),
  price: z.number().describe("Today's unit sale price, rupees"),
  inStock: z.boolean().describe('False when the product is out of stock or no longer sold'),
  savedAt: z.string().describe('When it was saved (ISO)'),
});
export type SavedItem = z.output<typeof savedItemSchema>;

export const wishlistSchema = z.object({
  items: z.array(savedItemSchema).describe('Newest first'),
  count: z.number().describe('Number of saved items'),
});
export type Wishlist = z.output<typeof wishlistSchema>;

/** Which products the shopper has saved, for the hearts on product cards and pages (the root loader gives it). */
export type SavedProductRef = { productId: string; savedItemId: string };
