/**
 * Requests of the back office's order screens (rule:order-state-machine), shared by the admin forms and
 * the API (ADR 0018's rule for request schemas). Browser-safe.
 */
import { z } from 'zod';
import {
  maxAdminSearchLength,
  maxCourierNameLength,
  maxStaffNoteLength,
  maxTrackingNumberLength,
} from '../shared/limits';
import { calendarDaySchema } from './calendar-day';
import { pagingQueryFields } from './paging';
import { orderStatuses, paymentMethods } from '../shared/order-rules';

const staffText = (max: number) => z.string().trim().max(max, `Please keep it under ${max} characters.`);

/** POST /api/admin/orders/{id}/status: the move, from the status the staff member saw. */
export const moveOrderBodySchema = z.object({
  from: z.enum(orderStatuses, 'Please choose a valid status.'),
  to: z.enum(orderStatuses, 'Please choose a valid status.'),
  note: staffText(maxStaffNoteLength).optional(),
  courierName: staffText(maxCourierNameLength).optional(),
  trackingNumber: z
    .string()
    .trim()
    .max(maxTrackingNumberLength, `Please keep the tracking number under ${maxTrackingNumberLength} characters.`)
    .regex(/^[A-Za-z0-9-]*$/, 'A tracking number has only letters, digits and dashes.')
    .optional(),
});
export type MoveOrderBody = z.infer<typeof moveOrderBodySchema>;

/** A GET form sends empty fields as ''; an empty filter is no filter. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalFilter = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** A calendar day in India, as a date input sends it (YYYY-MM-DD). */
const indiaDay = calendarDaySchema('Please give dates as YYYY-MM-DD.');

/** Orders on one page of the back office's list, unless the request asks for another number. */
export const adminOrdersPageSize = 25;

/** GET /api/admin/orders (rule:admin-orders): the list's page, filters and search, as the URL carries them. */
export const adminOrdersQuerySchema = z
  .object({
    ...pagingQueryFields(adminOrdersPageSize),
    status: optionalFilter(z.enum(orderStatuses, 'Please choose a valid status.')),
    paymentMethod: optionalFilter(z.enum(paymentMethods, 'Please choose a valid payment method.')),
    from: optionalFilter(indiaDay),
    to: optionalFilter(indiaDay),
    q: optionalFilter(
      z.string().trim().max(maxAdminSearchLength, `Please keep the search under ${maxAdminSearchLength} characters.`),
    ),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The first day must not be after the last day.',
    path: ['from'],
  });
export type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;

/** Most orders one bulk move takes. */
export const maxBulkOrders = 100;

/**
 * POST /api/admin/orders/bulk-status: the same move for many orders, each from the status the staff member
 * saw. Shipping is not offered in bulk: each order needs its own tracking number.
 */
export const bulkMoveBodySchema = z
  .object({
    orderIds: z
      .array(z.uuid('Each order id must be a valid id.'), 'Please choose the orders to move.')
      .min(1, 'Please choose at least one order.')
      .max(maxBulkOrders, `Please move at most ${maxBulkOrders} orders at a time.`),
    from: z.enum(orderStatuses, 'Please choose a valid status.'),
    to: z.enum(orderStatuses, 'Please choose a valid status.'),
    note: staffText(maxStaffNoteLength).optional(),
  })
  .refine((body) => body.to !== 'In Transit', {
    message: 'Orders are shipped one at a time: each needs its own tracking number.',
    path: ['to'],
  });
export type BulkMoveBody = z.infer<typeof bulkMoveBodySchema>;
