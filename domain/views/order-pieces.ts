/**
 * Pieces that several views of carts and orders show alike (ADR 0018): a line's chosen options, the money totals and
 * the address an order ships to. Written once, so the shopper's and the back office's views cannot drift apart.
 */
import { z } from 'zod';
import type { LineIdentityField } from '../shared/line-options';

/** A line's chosen options (rule:cart-line-fields), each as the text chosen, empty when none. */
export const chosenOptionsShape = {
  colors: z.string(),
  sizes: z.string(),
  specs: z.string(),
  weight: z.string(),
  rams: z.string(),
  material: z.string(),
} satisfies Record<LineIdentityField, z.ZodString>;

/** The API's rupee view of totals (domain/shared/pricing.ts totalsInRupees). */
export const totalsSchema = z.object({
  subtotal: z.number(),
  savings: z.number(),
  shipping: z.number(),
  total: z.number(),
  itemCount: z.number().describe('Number of units'),
});

/** Where an order ships to, as given at checkout. */
export const shippingAddressSchema = z.object({
  fullName: z.string(),
  phone: z.string(),
  addressLine: z.string(),
  city: z.string(),
  pincode: z.string(),
  state: z.string(),
});
export type ShippingAddress = z.output<typeof shippingAddressSchema>;
