/**
 * Ratings and dates as the storefront shows them. Money has one formatter for the whole shop,
 * domain/shared/money.ts, and one sale-price rule, domain/shared/pricing.ts.
 */

/** Rating badges and averages show one decimal (rule:product-card). */
export function formatRating(average: number): string {
  return average.toFixed(1);
}

// Built on first use, not when the module loads: the first formatter with a time zone costs a phone tens of
// milliseconds (time zone data), and most pages that load this module (for formatRating) show no date.
let dateFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;

/** '21 Nov 2026': the Indian way, in India's time zone whatever the server's or browser's zone. */
export function formatDate(iso: string): string {
  dateFormat ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  return dateFormat.format(new Date(iso));
}

/**
 * '21 Nov 2026, 3:05 PM'. Built from parts because ICU builds differ in the case and spacing
 * of "pm", and the server's text must equal the browser's when the page hydrates.
 */
export function formatDateTime(iso: string): string {
  timeFormat ??= new Intl.DateTimeFormat('en-IN', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'Asia/Kolkata',
  });
  const parts = timeFormat.formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${formatDate(iso)}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}
