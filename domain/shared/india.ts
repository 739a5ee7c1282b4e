/**
 * Indian mobile numbers and PIN codes, as the API's schemas (domain/schemas/auth.ts,
 * domain/schemas/orders.ts) and the storefront's forms read them. Browser-safe (ADR 0017).
 */

/**
 * A 10-digit Indian mobile number (rule:checkout-phone-state): spaces and dashes dropped, a leading +91, 91
 * or 0 dropped, then 6-9 and nine more digits. Returns the 10 digits, or null when it is not one.
 */
export function normalizeIndianPhone(input: string): string | null {
  const digits = input
    .trim()
    .replace(/[\s-]/g, '')
    .replace(/^(\+91|91|0)(?=\d{10}$)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

/** A ZIP Code is 5 or 6 digits; Indian PIN codes have 6 (rule:checkout-form). */
export function isPincode(input: string): boolean {
  return /^\d{5,6}$/.test(input.trim());
}

/** India's offset from UTC: 05:30 all year (India has no daylight saving). */
const indiaOffsetMs = (5 * 60 + 30) * 60 * 1000;

/** India's calendar day (YYYY-MM-DD) and hour at `now`, whatever the server's time zone. */
export function indiaDayAndHour(now: Date): { day: string; hour: number } {
  const india = new Date(now.getTime() + indiaOffsetMs);
  return { day: india.toISOString().slice(0, 10), hour: india.getUTCHours() };
}
