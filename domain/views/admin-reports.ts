/**
 * The back office's reports as the API and the admin pages show them (ADR 0018): the dashboard
 * (rule:admin-dashboard), cash with couriers (rule:courier-cash) and RTO rates (rule:rto-rates).
 * Money in rupees; rates are fractions from 0 to 1, null when there is nothing to divide by.
 */
import { z } from 'zod';

export const dashboardWindows = ['today', '7d', '30d'] as const;
export type DashboardWindow = (typeof dashboardWindows)[number];

export const dashboardTopProductSchema = z.object({
  productId: z.string(),
  title: z.string(),
  units: z.number(),
});

export const dashboardFiguresSchema = z.object({
  /** The first India calendar day of the window (YYYY-MM-DD). */
  since: z.string(),
  ordersPlaced: z.number(),
  units: z.number(),
  valuePlaced: z.number().describe('Totals of the orders placed in the window, rupees'),
  cashCollected: z.number().describe('Totals of COD orders delivered in the window (by delivery day), rupees'),
  cancelled: z.number(),
  delivered: z.number(),
  returned: z.number(),
  cancelRate: z.number().nullable().describe('cancelled / placed, of the orders placed in the window'),
  returnRate: z.number().nullable().describe('returned / (delivered + returned), of the orders placed in the window'),
  unitsAskedBack: z
    .number()
    .describe('Units in return and exchange requests made in the window, not cancelled by the shopper'),
  unitsDelivered: z.number().describe('Units of the orders placed in the window that are Delivered'),
  returnRequestRate: z
    .number()
    .nullable()
    .describe('unitsAskedBack / unitsDelivered (return and exchange requests, issue 38); null with nothing delivered'),
  alertsSent: z.number().describe('Back-in-stock and price-drop mails queued in the window'),
  topProducts: z.array(dashboardTopProductSchema),
});
export type DashboardFigures = z.output<typeof dashboardFiguresSchema>;

export const dashboardDaySchema = z.object({ day: z.string(), orders: z.number(), value: z.number() });
export type DashboardDay = z.output<typeof dashboardDaySchema>;

export const dashboardSchema = z.object({
  /** India's calendar day today (Asia/Kolkata, by the database's clock). */
  today: z.string(),
  windows: z.object({ today: dashboardFiguresSchema, '7d': dashboardFiguresSchema, '30d': dashboardFiguresSchema }),
  now: z.object({
    waitingForConfirmation: z.number().describe('Orders Placed now'),
    inTransit: z.number(),
    pendingWithCouriers: z.number().describe('Totals of COD orders In Transit now, rupees'),
    lowStock: z.number(),
    outOfStock: z.number(),
    refundsDue: z
      .object({ requests: z.number(), amount: z.number().describe('rupees') })
      .describe('Returns Received (checked at the warehouse) and not yet refunded: their count and refunds'),
  }),
  /** The last 30 India days, oldest first, every day present. */
  series: z.array(dashboardDaySchema),
});
export type Dashboard = z.output<typeof dashboardSchema>;

export const ageBuckets = ['0-2', '3-7', '8-15', '16+'] as const;

export const courierCashRowSchema = z.object({
  courierName: z.string(),
  orders: z.number(),
  amount: z.number().describe('Delivered and not yet remitted, rupees'),
  ageing: z.object({ '0-2': z.number(), '3-7': z.number(), '8-15': z.number(), '16+': z.number() }),
});
export type CourierCashRow = z.output<typeof courierCashRowSchema>;

export const courierCashSchema = z.object({
  couriers: z.array(courierCashRowSchema),
  totals: z.object({
    collected: z.number().describe('Totals of every delivered COD order, rupees'),
    remitted: z.number(),
    outstanding: z.number(),
  }),
});
export type CourierCash = z.output<typeof courierCashSchema>;

export const unremittedOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.number(),
  fullName: z.string(),
  total: z.number(),
  deliveredAt: z.string(),
  trackingNumber: z.string().nullable(),
  daysSinceDelivery: z.number(),
});
export type UnremittedOrder = z.output<typeof unremittedOrderSchema>;

export const remittanceSchema = z.object({
  id: z.string(),
  courierName: z.string(),
  remittedOn: z.string(),
  reference: z.string(),
  amount: z.number(),
  orderCount: z.number(),
  note: z.string(),
  staffName: z.string(),
  createdAt: z.string(),
});
export type Remittance = z.output<typeof remittanceSchema>;

/** A remittance's own figures: the answer of recording one. */
export const remittanceSummarySchema = remittanceSchema.pick({
  id: true,
  courierName: true,
  remittedOn: true,
  reference: true,
  amount: true,
  orderCount: true,
});
export type RemittanceSummary = z.output<typeof remittanceSummarySchema>;

export const remittancePageSchema = z.object({
  remittances: z.array(remittanceSchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
});
export type RemittancePage = z.output<typeof remittancePageSchema>;

/** A refund paid for a return (issue 38): the request, its order, the money, the UTR; only the masked account. */
export const refundPaidSchema = z.object({
  id: z.string(),
  /** R-5001 */
  label: z.string(),
  orderId: z.string(),
  orderNumber: z.number(),
  amount: z.number().describe('rupees'),
  reference: z.string().describe('The UTR or reference staff recorded'),
  refundTo: z.string().describe('Where it went, masked (as••••@okhdfcbank; A/c ••••7890, HDFC0001234)'),
  refundedAt: z.string(),
});
export type RefundPaid = z.output<typeof refundPaidSchema>;

/** The refunds paid in the last `days` India days (since `since`, today included): count, total, the latest. */
export const refundsPaidSchema = z.object({
  days: z.number(),
  since: z.string(),
  requests: z.number(),
  amount: z.number().describe('rupees'),
  latest: z.array(refundPaidSchema).describe('The latest refunds of the window, newest first, at most 10'),
});
export type RefundsPaid = z.output<typeof refundsPaidSchema>;

export const rtoRowSchema = z.object({
  shipped: z.number(),
  delivered: z.number(),
  returned: z.number(),
  rtoRate: z.number().nullable().describe('returned / (delivered + returned)'),
});

export const rtoRatesSchema = z.object({
  days: z.number(),
  since: z.string(),
  couriers: z.array(rtoRowSchema.extend({ courierName: z.string() })),
  pincodes: z.array(
    rtoRowSchema.extend({
      pincode: z.string(),
      codOff: z.boolean().describe('Staff turned Cash on Delivery off at this PIN (rule:cod-by-pin)'),
    }),
  ),
});
export type RtoRates = z.output<typeof rtoRatesSchema>;
