/**
 * PostgreSQL text cannot hold the NUL character (U+0000): a query with one in a bound parameter fails
 * ("invalid byte sequence for encoding UTF8: 0x00"), which would answer 500 to a search, a filter, a
 * sign-in or any text field that carries one (rule:input-validation: bad input is a 4xx). No text the
 * shop takes has a use for it, so every request with a NUL in its URL (path or query, as `%00`; pages
 * and their loaders included) or in a string of its JSON body is refused here with 400, before any
 * route, loader or query sees it.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../domain/errors';
import type { App } from '../types';

export const nulTextMessage = 'Text in a request cannot contain the NUL character (%00).';

/** The URL as sent: `%00` in any case, or a raw NUL (Node refuses most raw control bytes itself). */
export function urlHasNul(url: string): boolean {
  return /%00/i.test(url) || url.includes('\u0000');
}

/** A NUL in any string of a parsed body, keys included, at any depth. */
export function valueHasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => valueHasNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || valueHasNul(item, depth + 1));
}

export function registerNoNulText(app: App) {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (urlHasNul(request.url)) throw new AppError('VALIDATION_ERROR', nulTextMessage);
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (valueHasNul(request.body)) throw new AppError('VALIDATION_ERROR', nulTextMessage);
  });
}
