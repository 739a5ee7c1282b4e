/**
 * Requests of the back office's reports and remittances (rule:rto-rates, rule:courier-cash), shared by the
 * admin forms and the API. Browser-safe.
 */
import { z } from 'zod';
import {
  maxCourierNameLength,
  maxRemittanceOrders,
  maxRemittanceReferenceLength,
  maxRtoDays,
  maxStaffNoteLength,
} from '../shared/limits';
import { calendarDaySchema } from './calendar-day';
import { pagingQueryFields } from './paging';
import { queryNumber } from './query-number';

/** GET /api/admin/reports/rto?days=: the window of shipping dates, 1 to 365 days (default 90). */
export const rtoQuerySchema = z.object({
  days: queryNumber(
    z
      .number('Please give the number of days.')
      .int('Please give a whole number of days.')
      .min(1, 'Please give at least 1 day.')
      .max(maxRtoDays, `Please give at most ${maxRtoDays} days.`)
      .default(90),
  ),
});

/** Text a staff member types: trimmed, bounded, and without control characters (PostgreSQL text holds no NUL). */
// eslint-disable-next-line no-control-regex
const noControlCharacters = /^[^\u0000-\u001f\u007f]*$/;
const staffText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep it under ${max} characters.`)
    .regex(noControlCharacters, 'Please remove control characters.');

/** POST /api/admin/remittances: the cash a courier handed over, and the delivered orders it covers. */
export const recordRemittanceBodySchema = z.object({
  courierName: staffText(maxCourierNameLength).min(1, 'Please choose the courier.'),
  remittedOn: calendarDaySchema('Please give the date of the remittance (YYYY-MM-DD).'),
  reference: staffText(maxRemittanceReferenceLength).min(
    1,
    'Please enter the remittance reference (UTR or the courier’s statement number).',
  ),
  orderIds: z
    .array(z.uuid('Invalid order id'), 'Please choose the orders this remittance covers.')
    .min(1, 'Please choose at least one order.')
    .max(maxRemittanceOrders, `One remittance covers at most ${maxRemittanceOrders} orders.`),
  note: staffText(maxStaffNoteLength).optional(),
});
export type RecordRemittanceBody = z.infer<typeof recordRemittanceBodySchema>;

/** GET /api/admin/remittances?page=&limit= */
export const remittanceListQuerySchema = z.object(pagingQueryFields(20));

/** GET /api/admin/couriers/{name}/unremitted */
export const courierNameParamSchema = z.object({
  name: staffText(maxCourierNameLength).min(1, 'Please name the courier.'),
});
