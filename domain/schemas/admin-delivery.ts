/**
 * Requests of the back office's delivery screen (rule:delivery-zones, rule:delivery-promise, rule:cod-by-zone,
 * rule:cod-by-pin), shared by the admin forms and the API. Numbers in bodies are JSON numbers (ADR 0050): null, '',
 * false or '5' is a 400, never a 0. Browser-safe.
 */
import { z } from 'zod';
import { isIndianPin, maxPromiseDays, pincodeRuleKinds } from '../shared/delivery-rules';
import { maxAdminSearchLength } from '../shared/limits';
import { calendarDaySchema } from './calendar-day';
import { pagingQueryFields } from './paging';

/** The widest same-city distance, in km (the settings table's check says the same). */
export const maxSameCityKm = 200;
/** The largest zone cap on a cash-on-delivery order, in whole rupees (₹1 crore): above any COD order a shop takes. */
export const maxCodCapRupees = 10_000_000;
/** A holiday's name ("Diwali", "Republic Day"). */
export const maxHolidayNameLength = 60;
/** A staff member's reason for a PIN rule: long enough to say why, short enough for a list. */
export const minPincodeRuleReasonLength = 3;
export const maxPincodeRuleReasonLength = 200;
/** PIN rules on one page of their list. */
export const pincodeRulesPageSize = 25;

/** Text a staff member types: trimmed, and without control characters (PostgreSQL text holds no NUL). */
// eslint-disable-next-line no-control-regex
const noControlCharacters = /^[^\u0000-\u001f\u007f]*$/;

const pincode = (message: string) =>
  z
    .string(message)
    .trim()
    .refine((v) => isIndianPin(v), message);

const wholeNumber = (what: string, min: number, max: number) =>
  z
    .number(`Please enter ${what} as a number.`)
    .int(`Please enter ${what} as a whole number.`)
    .min(min, `Please enter ${what} from ${min} to ${max}.`)
    .max(max, `Please enter ${what} from ${min} to ${max}.`);

/** Working days of a promise: 0 to 30, the shortest no longer than the longest (the tables' checks say the same). */
const daysFields = {
  minDays: wholeNumber('the fewest days', 0, maxPromiseDays),
  maxDays: wholeNumber('the most days', 0, maxPromiseDays),
};
const fewestNotAboveMost = <T extends { minDays: number; maxDays: number }>(body: T) => body.minDays <= body.maxDays;
const fewestNotAboveMostIssue = {
  message: 'The most days cannot be fewer than the fewest days.',
  path: ['maxDays'],
};

/** PUT /api/admin/delivery/settings: where parcels leave from, how far counts as the same city, and the cut-off. */
export const deliverySettingsBodySchema = z.object({
  warehousePincode: pincode('Please enter the warehouse’s 6-digit PIN code, like 560001.'),
  sameCityKm: wholeNumber('the same-city distance in km', 0, maxSameCityKm),
  cutoffHour: wholeNumber('the cut-off hour', 0, 23),
});
export type DeliverySettingsBody = z.output<typeof deliverySettingsBodySchema>;

/** A zone in a path: any text, so an unknown zone is a 404 with the zones named, not a 400. */
export const deliveryZoneParamSchema = z.object({ zone: z.string() });

/**
 * PUT /api/admin/delivery/zones/{zone}: the zone's days, whether it offers cash on delivery, and its cap on a COD
 * order in whole rupees (null: only the shop-wide ceiling).
 */
export const deliveryZoneBodySchema = z
  .object({
    ...daysFields,
    codAvailable: z.boolean('Please say whether Cash on Delivery is on (true or false).'),
    codMaxRupees: z
      .number('Please enter the largest Cash on Delivery order in rupees, or leave it empty for no cap.')
      .int('Please enter the cap in whole rupees.')
      .min(1, 'The cap must be at least ₹1; leave it empty for no cap.')
      .max(maxCodCapRupees, `Please keep the cap at most ₹${maxCodCapRupees.toLocaleString('en-IN')}.`)
      .nullable(),
  })
  .refine(fewestNotAboveMost, fewestNotAboveMostIssue);
export type DeliveryZoneBody = z.output<typeof deliveryZoneBodySchema>;

/** /api/admin/delivery/zones/{zone}/couriers/{courierId} */
export const courierZoneParamSchema = z.object({
  zone: z.string(),
  courierId: z.uuid('Invalid courier id'),
});

/** PUT /api/admin/delivery/zones/{zone}/couriers/{courierId}: the courier's own days to the zone. */
export const courierZoneDaysBodySchema = z.object(daysFields).refine(fewestNotAboveMost, fewestNotAboveMostIssue);
export type CourierZoneDaysBody = z.output<typeof courierZoneDaysBodySchema>;

/** POST /api/admin/delivery/holidays: a day no parcel leaves or arrives, today or later, with its name. */
export const deliveryHolidayBodySchema = z.object({
  day: calendarDaySchema('Please give the holiday’s date as YYYY-MM-DD.'),
  name: z
    .string('Please name the holiday.')
    .trim()
    .min(1, 'Please name the holiday.')
    .max(maxHolidayNameLength, `Please keep the name under ${maxHolidayNameLength} characters.`)
    .regex(noControlCharacters, 'Please remove control characters.'),
});
export type DeliveryHolidayBody = z.output<typeof deliveryHolidayBodySchema>;

/** DELETE /api/admin/delivery/holidays/{day} */
export const deliveryHolidayParamSchema = z.object({
  day: calendarDaySchema('Please give the holiday’s date as YYYY-MM-DD.'),
});

const kind = z.enum(pincodeRuleKinds, 'Please choose cod-off or unserviceable.');

/** A GET form sends empty fields as ''; an empty search is no search. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * GET /api/admin/delivery/pincode-rules: one kind's PINs, newest first; `q` is the start of a PIN (digits) or part of
 * its district or state.
 */
export const pincodeRulesQuerySchema = z.object({
  kind: kind.default('cod-off'),
  q: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(maxAdminSearchLength, `Please keep the search under ${maxAdminSearchLength} characters.`)
      .optional(),
  ),
  page: pagingQueryFields(pincodeRulesPageSize).page,
});
export type PincodeRulesQuery = z.output<typeof pincodeRulesQuerySchema>;

/** POST /api/admin/delivery/pincode-rules: turn cash on delivery off at a PIN, or stop delivering there, and why. */
export const pincodeRuleBodySchema = z.object({
  pincode: pincode('Please enter a 6-digit PIN code, like 302017.'),
  kind,
  reason: z
    .string('Please say why.')
    .trim()
    .min(minPincodeRuleReasonLength, `Please say why in at least ${minPincodeRuleReasonLength} characters.`)
    .max(maxPincodeRuleReasonLength, `Please keep the reason under ${maxPincodeRuleReasonLength} characters.`)
    .regex(noControlCharacters, 'Please remove control characters.'),
});
export type PincodeRuleBody = z.output<typeof pincodeRuleBodySchema>;

/** DELETE /api/admin/delivery/pincode-rules/{kind}/{pincode} */
export const pincodeRuleParamSchema = z.object({
  kind,
  pincode: pincode('Please give a 6-digit PIN code, like 302017.'),
});
