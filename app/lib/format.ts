/**
 * Ratings and dates as the storefront shows them. Money has one formatter for the whole shop,
 * domain/shared/money.ts, and one sale-price rule, domain/shared/pricing.ts.
 */
import { promiseDayParts } from '../../domain/shared/delivery-rules';
import { intlLocale, type Locale } from '../i18n/locales';
import type { Translate } from '../i18n/shop-i18n';

/** Rating badges and averages show one decimal (rule:product-card). */
export function formatRating(average: number): string {
  return average.toFixed(1);
}

// Built on first use, not when the module loads: the first formatter with a time zone costs a phone tens of
// milliseconds (time zone data), and most pages that load this module (for formatRating) show no date.
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
const timeFormats = new Map<Locale, Intl.DateTimeFormat>();

function formatter(cache: Map<Locale, Intl.DateTimeFormat>, locale: Locale, options: Intl.DateTimeFormatOptions) {
  let format = cache.get(locale);
  if (!format) cache.set(locale, (format = new Intl.DateTimeFormat(intlLocale[locale], options)));
  return format;
}

/**
 * '21 Nov 2026' ('21 नव॰ 2026' in Hindi, ADR 0059): the Indian way, in India's time zone whatever the server's or
 * browser's zone. A page passes its language (`useLocale()`).
 */
export function formatDate(iso: string, locale: Locale = 'en'): string {
  const format = formatter(dateFormats, locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  return format.format(new Date(iso));
}

/**
 * '21 Nov 2026, 3:05 PM'. The time is built from the 24-hour clock's numbers, because ICU builds differ in the
 * case, spacing and script of "pm" (Hindi's more than English's), and the server's text must equal the browser's
 * when the page hydrates. AM and PM read the same in Hindi, as Indian shops and apps write them.
 */
export function formatDateTime(iso: string, locale: Locale = 'en'): string {
  const format = formatter(timeFormats, 'en', {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Kolkata',
  });
  const parts = format.formatToParts(new Date(iso));
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '00';
  return `${formatDate(iso, locale)}, ${hour % 12 || 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * A day (YYYY-MM-DD) as a delivery promise or a return window says it, in the page's language: "Fri 4 Dec" in English
 * (domain/shared/delivery-rules.ts's formatPromiseDay), "शुक्र, 4 दिस॰" in Hindi; with the year when asked. Read from
 * the digits, so no time zone shifts it, and from the catalog, so server and browser write it alike.
 */
export function formatDayIn(day: string, t: Translate, withYear = false): string {
  const shown = t('ui.day', promiseDayParts(day));
  return withYear ? `${shown} ${day.slice(0, 4)}` : shown;
}
