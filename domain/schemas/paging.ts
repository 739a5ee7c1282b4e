/**
 * `?page=&limit=` of every paged list whose answer is a page of rows (rule:api-contract): page 1 to 10,000,
 * limit 1 to 100, with the list's own default page size; an empty or non-numeric value is refused, never read as 0.
 * Browser-safe.
 */
import { z } from 'zod';
import { queryNumber } from './query-number';

export function pagingQueryFields(defaultLimit: number) {
  return {
    page: queryNumber(
      z
        .number({ error: 'page must be a number' })
        .int('page must be a whole number')
        .min(1, 'page must be at least 1')
        .max(10_000, 'page can be at most 10000')
        .default(1),
    ),
    limit: queryNumber(
      z
        .number({ error: 'limit must be a number' })
        .int('limit must be a whole number')
        .min(1, 'limit must be at least 1')
        .max(100, 'limit can be at most 100')
        .default(defaultLimit),
    ),
  };
}
