/**
 * Requests of the back office's review moderation (rule:review-moderation), shared by the admin filter form and
 * the API. Browser-safe.
 */
import { z } from 'zod';
import { pagingQueryFields } from './paging';
import { queryNumber } from './query-number';

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalFilter = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
/** 'true' or 'false' as a URL carries them; anything else is refused rather than read as either. */
const yesNo = (name: string) =>
  optionalFilter(z.enum(['true', 'false'], `${name} must be true or false.`).transform((v) => v === 'true'));

/** Reviews on one page of the list, unless the request asks for another number. */
export const adminReviewsPageSize = 25;

/** GET /api/admin/reviews: newest first, by rating, product, photos and whether staff hid them. */
export const adminReviewsQuerySchema = z.object({
  ...pagingQueryFields(adminReviewsPageSize),
  rating: optionalFilter(
    queryNumber(
      z
        .number('Please choose a rating from 1 to 5.')
        .int('Please choose a rating from 1 to 5.')
        .min(1, 'Please choose a rating from 1 to 5.')
        .max(5, 'Please choose a rating from 1 to 5.'),
    ),
  ),
  productId: optionalFilter(z.uuid('Please choose a valid product.')),
  withPhotos: yesNo('withPhotos'),
  hidden: yesNo('hidden'),
});
export type AdminReviewsQuery = z.output<typeof adminReviewsQuerySchema>;
