/**
 * The delivery promise's vocabulary (rule:delivery-promise): what a PIN code is, the zones a PIN falls in, and
 * the one line a shopper reads ("Delivers to 302017 · Cash on Delivery available · by Thu 4 Dec"). Browser-safe:
 * the product page, the cart drawer and checkout show the line the server worked out (ADR 0017).
 */

/** An Indian PIN code: six digits, the first of them 1 to 9 (India Post's nine postal zones). */
export function isIndianPin(input: string): boolean {
  return /^[1-9]\d{5}$/.test(input);
}

/** What a shopper is told when the PIN they typed is not shaped like one. */
export const malformedPinMessage = 'Please enter a 6-digit PIN code, like 302017.';

/** What a shopper is told when the PIN has the right shape but India Post has no such PIN. */
export const unknownPinMessage = (pin: string) => `We could not find PIN code ${pin}. Please check it and try again.`;

/** What a shopper is told when a staff member marked the PIN as one the shop does not deliver to. */
export const unserviceableMessage = (pin: string) => `Sorry, we do not deliver to ${pin} yet.`;

/** What a shopper at a PIN with cash on delivery turned off reads (the staff member's reason stays in the back office). */
export const codOffForPinMessage = (pin: string) => `Cash on Delivery is not available for ${pin}`;

/**
 * The zones, in the order a PIN is tried against them (rule:delivery-zones): the warehouse's own district or a PIN
 * within the shop's same-city distance, then its state, then the remote states, then the metro districts, then the
 * rest of India.
 */
export const deliveryZones = ['same-city', 'same-state', 'remote', 'metro', 'rest-of-india'] as const;
export type DeliveryZone = (typeof deliveryZones)[number];

export const deliveryZoneLabels: Record<DeliveryZone, string> = {
  'same-city': 'Same city',
  'same-state': 'Same state',
  remote: 'Remote (North-East, Jammu and Kashmir, Ladakh, islands)',
  metro: 'Metro cities',
  'rest-of-india': 'Rest of India',
};

/** States and union territories that are the remote zone: the North-East, Jammu and Kashmir, Ladakh and the islands. */
export const remoteStates: readonly string[] = [
  'Andaman and Nicobar Islands',
  'Arunachal Pradesh',
  'Assam',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
];

/**
 * The metro zone: the districts of India's eight largest cities (and their contiguous districts couriers serve as
 * the city), as the PIN directory names them.
 */
export const metroDistricts: readonly string[] = [
  'Ahmedabad',
  'Bengaluru',
  'Central Delhi',
  'Chennai',
  'East Delhi',
  'Gautam Buddha Nagar',
  'Gurgaon',
  'Hyderabad',
  'Kolkata',
  'Mumbai',
  'New Delhi',
  'North Delhi',
  'North East Delhi',
  'North West Delhi',
  'Pune',
  'South Delhi',
  'South West Delhi',
  'Thane',
  'West Delhi',
];

/** Days a zone promises: working days (not Sundays, not the shop's holidays) after the day the parcel leaves. */
export const maxPromiseDays = 30;

/** The answer of GET /api/delivery/{pin}, as the storefront reads it (domain/views/delivery.ts validates it). */
export interface DeliveryAnswer {
  pincode: string;
  serviceable: boolean;
  /** Why not, when not serviceable. */
  reason: string | null;
  cod: { available: boolean; reason: string | null };
  deliverBy: string | null;
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A YYYY-MM-DD day's weekday (0 Sunday), date and month (0 January), worked out from the digits, so no time zone can
 * shift it; for writing the day in any language.
 */
export function promiseDayParts(day: string): { weekday: number; date: number; month: number } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { weekday: new Date(Date.UTC(year, month - 1, date)).getUTCDay(), date, month: month - 1 };
}

/** A YYYY-MM-DD day as a shopper reads it: "Thu 4 Dec". */
export function formatPromiseDay(day: string): string {
  const { weekday, date, month } = promiseDayParts(day);
  return `${weekdays[weekday]} ${date} ${months[month]}`;
}

/**
 * The one line a shopper reads under the price, in the cart drawer and at checkout: "Delivers to 302017 · Cash on
 * Delivery available · by Thu 4 Dec", or why not.
 */
export function deliveryLine(answer: DeliveryAnswer): string {
  if (!answer.serviceable) return answer.reason ?? unserviceableMessage(answer.pincode);
  const parts = [`Delivers to ${answer.pincode}`];
  parts.push(
    answer.cod.available ? 'Cash on Delivery available' : (answer.cod.reason ?? 'Cash on Delivery not available'),
  );
  if (answer.deliverBy) parts.push(`by ${formatPromiseDay(answer.deliverBy)}`);
  return parts.join(' · ');
}

/** Staff rules on one PIN (rule:cod-by-pin): cash on delivery off there, or no delivery there at all. */
export const pincodeRuleKinds = ['cod-off', 'unserviceable'] as const;
export type PincodeRuleKind = (typeof pincodeRuleKinds)[number];
