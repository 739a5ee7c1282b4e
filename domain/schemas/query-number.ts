/**
 * A number in a URL's query (`?page=2`, `?days=30`). Query values are always text, so this one reads digits as a
 * number; anything else, an empty value included, stays text for the number schema to refuse (400). `z.coerce` would
 * read '' and ' ' as 0 and '0x10' as 16. JSON bodies take JSON numbers only and never come through here.
 * Browser-safe.
 */
import { z } from 'zod';

const decimal = /^-?\d+(\.\d+)?$/;

/** `schema` (a z.number() with its bounds and messages, optionally a default) fed from a query string. */
export function queryNumber<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return decimal.test(text) ? Number(text) : value;
  }, schema);
}
