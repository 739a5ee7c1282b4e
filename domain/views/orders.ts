/** An order as every orders endpoint shows it (rule:placed-order-fields, rule:order-page): one schema (ADR 0018). */
import { z } from 'zod';
import { orderStatuses, paymentMethods } from '../shared/order-rules';
import { publicProductSchema } from './catalog';
import { chosenOptionsShape, shippingAddressSchema } from './order-pieces';

export const orderLineSchema = z.object({
  _id: z.string(),
  quantity: z.number(),
  /** The product as the catalog showed it when ordered (a snapshot; later edits do not change it). */
  product: publicProductSchema
    .pick({ _id: true, id: true, title: true, images: true })
    .extend({ price: z.number().describe('Unit price before discount when ordered, rupees') }),
  price: z.number().describe('Unit sale price when ordered, rupees'),
  originalPrice: z.number(),
  discount: z.number(),
  returnDays: z
    .number()
    .int()
    .describe(
      'Days from delivery the line may be returned or exchanged, as sold; 0 is not returnable (rule:return-window)',
    ),
  ...chosenOptionsShape,
});
export type OrderLine = z.output<typeof orderLineSchema>;

export const orderSchema = z.object({
  _id: z.string(),
  id: z.string(),
  orderNumber: z.number(),
  orderItems: z.array(orderLineSchema),
  orderStatus: z.enum(orderStatuses),
  totalAmount: z.number(),
  subtotal: z.number(),
  savings: z.number(),
  shipping: z.number(),
  itemCount: z.number(),
  paymentMethod: z.enum(paymentMethods),
  email: z.string(),
  shippingAddress: shippingAddressSchema,
  statusHistory: z.array(z.object({ status: z.enum(orderStatuses), note: z.string(), createdAt: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
  canCancel: z.boolean().describe('Within 24 hours and still Placed or Processing (rule:cancel-window)'),
  shipment: z
    .object({
      courierName: z.string(),
      trackingNumber: z.string(),
      trackingUrl: z.string().nullable().describe("The courier's tracking page, when the courier has a link template"),
      shippedAt: z.string().nullable(),
    })
    .nullable()
    .optional()
    .describe('The courier and tracking number once the order is handed over (rule:courier-tracking); else null'),
  deliveredAt: z.string().nullable().optional(),
  promisedBy: z
    .string()
    .nullable()
    .optional()
    .describe(
      'The last India day the delivery promise gave when the order was placed, YYYY-MM-DD (rule:delivery-promise)',
    ),
});
export type Order = z.output<typeof orderSchema>;

export const orderListSchema = z.array(orderSchema);
