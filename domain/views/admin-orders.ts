/**
 * Orders as the back office shows them (rule:admin-orders, rule:order-state-machine): one zod schema per
 * answer (ADR 0018). Money is in rupees; times are ISO strings.
 */
import { z } from 'zod';
import { deliveryZones } from '../shared/delivery-rules';
import { callOutcomes, deliveryFailureReasons } from '../shared/order-transitions';
import { orderStatuses, paymentMethods } from '../shared/order-rules';
import { chosenOptionsShape, shippingAddressSchema, totalsSchema } from './order-pieces';

const status = z.enum(orderStatuses);

/** One row of the list. */
export const adminOrderRowSchema = z.object({
  id: z.string(),
  orderNumber: z.number(),
  status,
  paymentMethod: z.enum(paymentMethods),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  state: z.string(),
  total: z.number().describe('Rupees'),
  itemCount: z.number(),
  courierName: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  callAttempts: z.number(),
  createdAt: z.string(),
  promisedBy: z
    .string()
    .nullable()
    .describe('The last India day the delivery promise gave at placing, YYYY-MM-DD; null on older orders'),
  late: z
    .boolean()
    .describe('Not Delivered, Cancelled or Returned, and India’s today is past promisedBy (rule:delivery-promise)'),
});
export type AdminOrderRow = z.output<typeof adminOrderRowSchema>;

/** Orders per status, for the tabs: every status is present (0 when none). */
export const statusCountsSchema = z.object(
  Object.fromEntries(orderStatuses.map((s) => [s, z.number()])) as Record<(typeof orderStatuses)[number], z.ZodNumber>,
);
export type StatusCounts = z.output<typeof statusCountsSchema>;

export const adminOrderListSchema = z.object({
  orders: z.array(adminOrderRowSchema),
  page: z.number(),
  limit: z.number(),
  total: z.number().describe('Orders matching every filter, the status included'),
  totalPages: z.number(),
  counts: statusCountsSchema.describe('Orders per status for the same filters except the status'),
  countsTotal: z.number().describe('Orders matching every filter except the status'),
});
export type AdminOrderList = z.output<typeof adminOrderListSchema>;

export const adminOrderLineSchema = z.object({
  id: z.string(),
  productId: z.string(),
  title: z.string(),
  image: z.string(),
  quantity: z.number(),
  unitPrice: z.number().describe('Unit price before discount when ordered, rupees'),
  discount: z.number().describe('Percent'),
  salePrice: z.number().describe('Unit sale price when ordered, rupees'),
  lineTotal: z.number().describe('Sale price times quantity, rupees'),
  options: z.object(chosenOptionsShape),
  hsnCode: z.string(),
  gstRatePercent: z.number().describe('The GST rate the line was sold under (rule:gst-invoice)'),
});

const staffName = z.string().nullable().describe('The staff member, or null when the shopper or the shop did it');

export const adminOrderMoveSchema = z.object({
  to: status,
  label: z.string(),
  needsReason: z.boolean(),
  needsShipment: z.boolean(),
  returnsStock: z.boolean(),
});
export type AdminOrderMove = z.output<typeof adminOrderMoveSchema>;

export const adminOrderDetailSchema = z.object({
  id: z.string(),
  orderNumber: z.number(),
  status,
  paymentMethod: z.enum(paymentMethods),
  createdAt: z.string(),
  updatedAt: z.string(),
  items: z.array(adminOrderLineSchema),
  totals: totalsSchema,
  shippingAddress: shippingAddressSchema,
  email: z.string().describe('The email given with the order'),
  shopper: z.object({
    id: z.string(),
    fullName: z.string(),
    email: z.string(),
    phone: z.string(),
    otherOrders: z.number().describe("The shopper's orders other than this one"),
  }),
  history: z.array(z.object({ status, note: z.string(), staffName, createdAt: z.string() })),
  shipment: z.object({
    courierName: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    shippedAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
  }),
  delivery: z
    .object({
      promisedBy: z.string().nullable().describe('The last India day promised at placing; null on older orders'),
      zone: z.enum(deliveryZones).nullable(),
      zoneLabel: z.string().nullable(),
      late: z.boolean().describe('Still on its way and India’s today is past promisedBy'),
      courierDays: z
        .object({ minDays: z.number(), maxDays: z.number() })
        .nullable()
        .describe("Once shipped: the courier's own working days to the order's zone, when staff set them"),
    })
    .describe('The delivery promise the shopper was given (rule:delivery-promise)'),
  invoiceNumber: z.string().nullable(),
  invoicedAt: z.string().nullable(),
  closingReason: z.string(),
  callAttempts: z.array(
    z.object({ id: z.string(), outcome: z.enum(callOutcomes), note: z.string(), staffName, createdAt: z.string() }),
  ),
  deliveryAttempts: z.array(
    z.object({
      id: z.string(),
      reason: z.enum(deliveryFailureReasons),
      note: z.string(),
      staffName,
      createdAt: z.string(),
    }),
  ),
  moves: z.array(adminOrderMoveSchema).describe('The moves the state machine allows now'),
});
export type AdminOrderDetail = z.output<typeof adminOrderDetailSchema>;

/** The answer of a move: the order's new status and shipment. */
export const movedOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.number(),
  status,
  invoiceNumber: z.string().nullable(),
  courierName: z.string().nullable(),
  trackingNumber: z.string().nullable(),
});
export type MovedOrder = z.output<typeof movedOrderSchema>;

/** One order's outcome in a bulk move: moved, or refused with the reason. */
export const bulkMoveResultSchema = z.object({
  orderId: z.string(),
  orderNumber: z.number().nullable(),
  moved: z.boolean(),
  status: status.nullable().describe('The status after the attempt, when the order exists'),
  code: z.string().nullable(),
  message: z.string(),
});
export type BulkMoveResult = z.output<typeof bulkMoveResultSchema>;

export const bulkMoveAnswerSchema = z.object({
  moved: z.number(),
  refused: z.number(),
  results: z.array(bulkMoveResultSchema),
});
export type BulkMoveAnswer = z.output<typeof bulkMoveAnswerSchema>;

export const courierSchema = z.object({ name: z.string(), trackingUrlTemplate: z.string() });
export type CourierOption = z.output<typeof courierSchema>;
