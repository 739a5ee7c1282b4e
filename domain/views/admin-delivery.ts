/**
 * The back office's delivery screen as the API and the admin page show it (rule:delivery-zones,
 * rule:delivery-promise, rule:cod-by-zone, rule:cod-by-pin): one zod schema per answer (ADR 0018). Money in rupees;
 * days are India calendar days, YYYY-MM-DD; times are ISO strings.
 */
import { z } from 'zod';
import { deliveryZones, pincodeRuleKinds } from '../shared/delivery-rules';
import { pageInfoSchema } from './admin-stock';

const day = z.string().describe('An India calendar day, YYYY-MM-DD');
const days = z.object({ minDays: z.number(), maxDays: z.number() });

/** The shop's delivery settings, with where its warehouse's PIN is. */
export const deliverySettingsViewSchema = z.object({
  warehousePincode: z.string(),
  warehouse: z
    .object({ district: z.string(), state: z.string() })
    .nullable()
    .describe('Where the warehouse PIN is; null only if the PIN directory no longer has it'),
  sameCityKm: z.number().describe('A PIN within this many km of the warehouse is the same city'),
  cutoffHour: z.number().describe('India hour from which an order leaves the next working day'),
  updatedAt: z.string(),
});
export type DeliverySettingsView = z.output<typeof deliverySettingsViewSchema>;

/** One zone's promise and cash-on-delivery rule. */
export const deliveryZoneViewSchema = days.extend({
  zone: z.enum(deliveryZones),
  label: z.string(),
  codAvailable: z.boolean(),
  codMaxRupees: z.number().nullable().describe('The largest COD order in the zone, rupees; null: no zone cap'),
});
export type DeliveryZoneView = z.output<typeof deliveryZoneViewSchema>;

/** A courier's own days to a zone, or null when it takes the zone's days. */
export const courierZoneDaysViewSchema = z.object({
  courierId: z.string(),
  courierName: z.string(),
  zone: z.enum(deliveryZones),
  days: days.nullable().describe("The courier's own days; null: the zone's days"),
  zoneDays: days,
});
export type CourierZoneDaysView = z.output<typeof courierZoneDaysViewSchema>;

export const deliveryHolidayViewSchema = z.object({
  day,
  name: z.string(),
  staffName: z.string().describe('Who added it'),
  createdAt: z.string(),
});
export type DeliveryHolidayView = z.output<typeof deliveryHolidayViewSchema>;

/** GET /api/admin/delivery: everything the delivery screen shows but the PIN lists. */
export const adminDeliverySchema = z.object({
  /** India's calendar day today, by the database's clock. */
  today: day,
  settings: deliverySettingsViewSchema,
  zones: z.array(
    deliveryZoneViewSchema.extend({
      couriers: z
        .array(z.object({ courierId: z.string(), courierName: z.string(), days: days.nullable() }))
        .describe('Every active courier, in the shop order, with its own days to the zone or null'),
    }),
  ),
  holidays: z.array(deliveryHolidayViewSchema).describe('From today on, soonest first'),
  pincodeRuleCounts: z.object({ 'cod-off': z.number(), unserviceable: z.number() }),
});
export type AdminDelivery = z.output<typeof adminDeliverySchema>;

/** A staff rule on one PIN, with where the PIN is and who set it, when and why. */
export const pincodeRuleViewSchema = z.object({
  pincode: z.string(),
  kind: z.enum(pincodeRuleKinds),
  district: z.string(),
  state: z.string(),
  reason: z.string().describe('For staff only; shoppers read a sentence of the shop’s'),
  staffName: z.string(),
  createdAt: z.string(),
});
export type PincodeRuleView = z.output<typeof pincodeRuleViewSchema>;

export const pincodeRuleListSchema = pageInfoSchema.extend({
  kind: z.enum(pincodeRuleKinds),
  items: z.array(pincodeRuleViewSchema),
});
export type PincodeRuleList = z.output<typeof pincodeRuleListSchema>;
