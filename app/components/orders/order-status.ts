/**
 * The order rules the screens share (rule:order-statuses, rule:order-progress): badge colours, the
 * progress bar's value, labels for the payment method and the chosen options, and order dates.
 * Pure functions, so the server render and the browser agree and a unit test pins them.
 */

/**
 * Badge colours (rule:order-statuses): one of their own for Processing, In Transit and Delivered, red for
 * Cancelled, neutral for the rest.
 */
const badgeClasses: Record<string, string> = {
  Processing: 'bg-amber-100 text-amber-900 ring-amber-300',
  'In Transit': 'bg-blue-100 text-blue-900 ring-blue-300',
  Delivered: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  Cancelled: 'bg-red-100 text-red-900 ring-red-300',
};
const neutralBadge = 'bg-gray-100 text-gray-900 ring-gray-300';

export function statusBadgeClass(status: string): string {
  return badgeClasses[status] ?? neutralBadge;
}

/**
 * The progress bar's value (rule:order-progress: 25% Processing, 75% In Transit, 100% Delivered).
 * Placed, which comes before Processing, gets 10%, so a fresh order shows it has
 * started. A cancelled order has no progress (null): the page shows the cancelled state instead.
 */
const progress: Record<string, number> = { Placed: 10, Processing: 25, 'In Transit': 75, Delivered: 100 };

export function progressPercent(status: string): number | null {
  if (status === 'Cancelled') return null;
  return progress[status] ?? 100;
}

/** The steps under the progress bar, in the order an order goes through them. */
export const progressSteps = ['Placed', 'Processing', 'In Transit', 'Delivered'] as const;

/** rule:cash-on-delivery: 'Online' exists in the API but is never offered. */
export function paymentMethodLabel(method: string): string {
  if (method === 'COD') return 'Cash on Delivery';
  if (method === 'Online') return 'Online Payment';
  return method;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const timeFormat = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});

/** '21 Nov 2026': the Indian way, in India's time zone whatever the server's or browser's zone. */
export function formatOrderDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/**
 * '21 Nov 2026, 3:05 PM'. Built from parts because ICU builds differ in the case and spacing
 * of "pm", and the server's text must equal the browser's when the page hydrates.
 */
export function formatOrderDateTime(iso: string): string {
  const parts = timeFormat.formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${formatOrderDate(iso)}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

export function itemCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
