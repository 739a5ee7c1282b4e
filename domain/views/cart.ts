/** The cart as GET /api/cart and every cart change answer it (rule:cart-api): one schema (ADR 0018). */
import { z } from 'zod';
import { publicProductSchema } from './catalog';
import { chosenOptionsShape, totalsSchema } from './order-pieces';

export const cartItemSchema = z.object({
  _id: z.string(),
  id: z.string(),
  /** The product as the catalog shows it, the fields a cart line needs (a Hindi page shows `titleHi` when set). */
  product: publicProductSchema.pick({
    _id: true,
    id: true,
    title: true,
    titleHi: true,
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

/**
 * What merging a guest's cart into the account's changed, line by line (ADR 0054): the sign-in answer carries it
 * (`data.cartMerge`) and the storefront shows it as a notice. `sentence` is the line as a shopper reads it.
 */
export const cartMergeLineSchema = z.object({
  productId: z.string(),
  title: z.string(),
  /** 'Size: M', 'Colour: Teal', ... */
  options: z.array(z.string()),
  /**
   * added: a new line of the guest's quantity · combined: added to the account's line of the same product and options ·
   * reduced: fewer units than asked (stock or a cap) · saved: moved to Saved for later · removed: the product is no
   * longer sold.
   */
  outcome: z.enum(['added', 'combined', 'reduced', 'saved', 'removed']),
  /** Units the guest had. */
  guestQuantity: z.number().int(),
  /** Units of this line in the account's cart after the merge (0 when saved or removed). */
  cartQuantity: z.number().int(),
  /** The sale price when the guest added it and now, rupees; equal when it has not moved. */
  priceWhenAdded: z.number().nullable(),
  priceNow: z.number(),
  sentence: z.string(),
});
export const cartMergeSchema = z.object({
  /** When the merge happened (ISO): a retried sign-in gets the same report, not a second merge. */
  mergedAt: z.string(),
  lines: z.array(cartMergeLineSchema),
});
export type CartMergeLine = z.output<typeof cartMergeLineSchema>;
export type CartMerge = z.output<typeof cartMergeSchema>;
