/**
 * Text PostgreSQL cannot store is refused here with 400, before any route, loader or query sees it
 * (rule:input-validation: bad input is a 4xx, never a 500):
 *
 * - the NUL character (U+0000): a query with one in a bound parameter fails ("invalid byte sequence for
 *   encoding UTF8: 0x00"), which would answer 500 to a search, a filter, a sign-in or any text field that
 *   carries one. Refused in the URL (path or query, as `%00`; pages and their loaders included) and in any
 *   string of a JSON body.
 * - a lone UTF-16 surrogate (`"\ud800"` in JSON, half of a pair whose other half is missing): it is no
 *   character at all. A text column would silently store U+FFFD in its place, and a jsonb value (the audit
 *   log's before and after) refuses it, so a staff note with one answered 500. Only a JSON body's `\u`
 *   escapes can carry one: a URL's escapes are UTF-8 bytes, and a surrogate's (`%ED%A0%80`) are no UTF-8 (the
 *   API's query parser keeps them as typed, a page's URL parser reads U+FFFD), nor are a body's raw bytes.
 *
 * No text the shop takes has a use for either, so the check is made once here for every field, the shopper's and
 * the staff's alike, rather than in each schema.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../domain/errors';
import type { App } from '../types';

export const nulTextMessage = 'Text in a request cannot contain the NUL character (%00).';
export const brokenTextMessage =
  'Text in a request contains a broken character (half of a UTF-16 surrogate pair). Please type it again.';

/** The URL as sent: `%00` in any case, or a raw NUL (Node refuses most raw control bytes itself). */
export function urlHasNul(url: string): boolean {
  return /%00/i.test(url) || url.includes('\u0000');
}

/** Whether `test` holds for a string of a parsed body, keys included, at any depth. */
function someText(value: unknown, test: (text: string) => boolean, depth = 0): boolean {
  if (typeof value === 'string') return test(value);
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => someText(item, test, depth + 1));
  return Object.entries(value).some(([key, item]) => test(key) || someText(item, test, depth + 1));
}

/** A NUL in any string of a parsed body, keys included, at any depth. */
export function valueHasNul(value: unknown): boolean {
  return someText(value, (text) => text.includes('\u0000'));
}

/** In unicode mode a surrogate pair is one code point, so only a surrogate without its other half matches. */
const loneSurrogate = /\p{Surrogate}/u;

/** A lone surrogate in any string of a parsed body, keys included, at any depth. */
export function valueHasLoneSurrogate(value: unknown): boolean {
  return someText(value, (text) => loneSurrogate.test(text));
}

export function registerNoNulText(app: App) {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (urlHasNul(request.url)) throw new AppError('VALIDATION_ERROR', nulTextMessage);
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (valueHasNul(request.body)) throw new AppError('VALIDATION_ERROR', nulTextMessage);
    if (valueHasLoneSurrogate(request.body)) throw new AppError('VALIDATION_ERROR', brokenTextMessage);
  });
}
