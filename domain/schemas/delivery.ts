/** GET /api/delivery/{pin}'s request (rule:delivery-promise). Browser-safe. */
import { z } from 'zod';
import { maxLineQuantity } from '../shared/limits';
import { queryNumber } from './query-number';

/** Any text: the domain answers one that is not a PIN with a sentence a shopper reads (400 INVALID_PINCODE). */
export const deliveryPinParam = z.object({ pin: z.string() });

export const deliveryQuerySchema = z.object({
  /** The product the shopper looks at: cash on delivery is judged for it (rule:cod-order-ceiling). Else the cart. */
  productId: z.uuid('productId must be a product id').optional(),
  quantity: queryNumber(
    z
      .number({ error: 'quantity must be a whole number from 1 to 99' })
      .int('quantity must be a whole number from 1 to 99')
      .min(1, 'quantity must be a whole number from 1 to 99')
      .max(maxLineQuantity, 'quantity must be a whole number from 1 to 99'),
  ).default(1),
});
export type DeliveryQuery = z.output<typeof deliveryQuerySchema>;
