import { languageFromCookies } from '../../domain/shared/shop-language';
import { isLocale, type Locale } from './locales';

// The cookie itself is domain/shared/shop-language.ts: the API sets it at sign-in too.

/**
 * The language a browser asks for first among ours, by the quality values of its Accept-Language header
 * ("hi-IN,hi;q=0.9,en;q=0.8" is Hindi; "en-IN,hi;q=0.5" English); null when it names neither.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  let best: { locale: Locale; q: number } | null = null;
  for (const part of (header ?? '').split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const language = range.trim().toLowerCase().split('-')[0];
    if (!isLocale(language)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: language, q };
  }
  return best?.locale ?? null;
}

/**
 * Which language an English-path page should be shown in (rule:shop-language): the language the shopper chose
 * (its cookie) wins; on a first visit (no cookie), the browser's. A Hindi path is always Hindi: it was linked or
 * shared as such, and a search engine, which sends no preference, must find each language at its own URL.
 */
export function preferredLocale(request: { cookie: string | null; acceptLanguage: string | null }): Locale {
  return languageFromCookies(request.cookie) ?? localeFromAcceptLanguage(request.acceptLanguage) ?? 'en';
}
