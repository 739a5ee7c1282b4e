/** The cart as GET /api/cart and every cart change answer it (rule:cart-api): one schema (ADR 0018). */
import { z } from 'zod';
import { publicProductSchema } from './catalog';
import { chosenOptionsShape, totalsSchema } from './order-pieces';

export const cartItemSchema = z.object({
  _id: z.string(),
  id: z.string(),
  /** The product as the catalog shows it, the fields a cart line needs. */
  product: publicProductSchema.pick({
    _id: true,
    id: true,
    title: true,
    brand: true,
    images: true,
    price: true,
    discount: true,
    stock: true,
    ratings: true,
  }),
  quantity: z.number(),
  ...chosenOptionsShape,
  expiryDate: z.string(),
  warranty: z.string(),
  originalPrice: z.number().describe('Unit price before discount, rupees'),
  price: z.number().describe('Unit sale price, rupees'),
  inStock: z.boolean().describe('False when the quantity exceeds the stock (rule:stock-warning)'),
});
export type CartItem = z.output<typeof cartItemSchema>;

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  count: z.number().describe('Number of lines (the header badge)'),
  summary: totalsSchema,
});
export type Cart = z.output<typeof cartSchema>;
