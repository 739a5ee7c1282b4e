/** The delivery promise (rule:delivery-promise, rule:api-contract): one schema per view (ADR 0018). */
import { z } from 'zod';
import { deliveryZones } from '../shared/delivery-rules';

const day = z.string().describe('A calendar day in India, YYYY-MM-DD');

/** GET /api/delivery/{pin}: whether the shop delivers there, whether cash on delivery is possible, and by when. */
export const deliveryPromiseSchema = z.object({
  pincode: z.string(),
  district: z.string(),
  state: z.string(),
  /** The post offices' localities, for an address form's suggestions. */
  localities: z.array(z.string()),
  zone: z.enum(deliveryZones),
  serviceable: z.boolean(),
  /** Why the shop does not deliver there; null when it does. */
  reason: z.string().nullable(),
  cod: z.object({
    available: z.boolean(),
    /** Why not, in a sentence a shopper reads; null when it is available. */
    reason: z.string().nullable(),
  }),
  /** Working days after the parcel leaves (not Sundays or the shop's holidays); null when not serviceable. */
  deliveryDays: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** The day the parcel leaves; null when not serviceable. */
  dispatchDay: day.nullable(),
  deliverFrom: day.nullable(),
  /** The last day of the promise; null when not serviceable. */
  deliverBy: day.nullable(),
  /** The order value cash on delivery was judged for (rupees), or null when none was given. */
  orderValue: z.number().nullable(),
  /** The one line a shopper reads: "Delivers to 302017 · Cash on Delivery available · by Thu 4 Dec". */
  summary: z.string(),
});
export type DeliveryPromise = z.output<typeof deliveryPromiseSchema>;
