/**
 * Query schemas for the public catalog reads (rule:product-filter-params, rule:api-contract), shared by the
 * API and the storefront's filter form. Every query value arrives as a string; a blank value
 * means "not set", because the storefront sends every filter field whether or not it is chosen.
 * Messages are user-facing: the API shows the first one as the 400 message.
 */
import { z } from 'zod';
import { maxSearchLength, maxSuggestionLength } from '../shared/limits';

/** rule:paged-product-list: `isPagination=false` still returns at most this many products. */
export const unpagedProductLimit = 500;
/** The longest page a client may ask for (rule:bounded-waits: every wait has a bound, page size too). */
export const maxPageSize = 100;

export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A repeated query key arrives as an array; the list filters read it like a comma list. */
const joinRepeated = (value: unknown) => (Array.isArray(value) ? value.join(',') : value);

export function numberParam(label: string, options: { min: number; max: number; int?: boolean }) {
  const base = options.int
    ? z.number({ error: `${label} must be a whole number` }).int(`${label} must be a whole number`)
    : z.number({ error: `${label} must be a number` });
  return z.preprocess(
    (value) => {
      const v = blankToUndefined(value);
      if (typeof v !== 'string') return v;
      const n = Number(v.trim());
      // Not a number: keep the string so the schema refuses it with the message above.
      return Number.isNaN(n) ? v : n;
    },
    base
      .min(options.min, `${label} must be at least ${options.min}`)
      .max(options.max, `${label} must be at most ${options.max}`)
      .optional(),
  );
}

export function uuidParam(label: string) {
  return z.preprocess(blankToUndefined, z.uuid(`${label} must be a valid id`).optional());
}

/** A comma list (or repeated key) of short words, such as `brand=Nike,Puma`. */
export function listParam(label: string) {
  return z.preprocess(
    (value) => blankToUndefined(joinRepeated(value)),
    z
      .string({ error: `${label} must be text` })
      .max(500, `${label} is too long`)
      .transform((v) =>
        v
          .split(',')
          .map((item) => item.trim())
          .filter((item) => item !== ''),
      )
      .refine((items) => items.length <= 20, `Choose at most 20 values for ${label}`)
      .optional(),
  );
}

function searchParam(label: string, max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: `${label} must be text` })
      .max(max, `${label} is too long (at most ${max} characters)`)
      .optional(),
  );
}

/** `isPagination=false` (rule:api-contract) as a boolean; anything but true/false/1/0 is refused. */
const paginationFlag = z.preprocess(
  blankToUndefined,
  z
    .enum(['true', 'false', '1', '0'], { error: 'isPagination must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? true : v === 'true' || v === '1')),
);

const page = numberParam('page', { min: 1, max: 100_000, int: true }).transform((v) => v ?? 1);

export const productSortValues = ['relevance', 'newest', 'price_asc', 'price_desc', 'rating', 'popular'] as const;

export const productListQuerySchema = z
  .object({
    search: searchParam('Search', maxSearchLength),
    category: uuidParam('category'),
    subCategory: uuidParam('subCategory'),
    /** Rupees, compared with the price the shopper pays (after discount). */
    minPrice: numberParam('minPrice', { min: 0, max: 10_000_000 }),
    maxPrice: numberParam('maxPrice', { min: 0, max: 10_000_000 }),
    color: listParam('color'),
    size: listParam('size'),
    minRating: numberParam('minRating', { min: 0, max: 5 }),
    maxRating: numberParam('maxRating', { min: 0, max: 5 }),
    brand: listParam('brand'),
    material: listParam('material'),
    page,
    limit: numberParam('limit', { min: 1, max: maxPageSize, int: true }).transform((v) => v ?? 20),
    sort: z.preprocess(
      blankToUndefined,
      z.enum(productSortValues, { error: `sort must be one of ${productSortValues.join(', ')}` }).optional(),
    ),
    isPagination: paginationFlag,
    /** `facets=true` also counts the matches per category, sub category, brand, rating and price band (ADR 0036). */
    facets: z.preprocess(
      blankToUndefined,
      z
        .enum(['true', 'false', '1', '0'], { error: 'facets must be true or false' })
        .optional()
        .transform((v) => v === 'true' || v === '1'),
    ),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice must not be more than maxPrice',
    path: ['minPrice'],
  })
  .refine((q) => q.minRating === undefined || q.maxRating === undefined || q.minRating <= q.maxRating, {
    message: 'minRating must not be more than maxRating',
    path: ['minRating'],
  });

export type ProductListQuery = z.output<typeof productListQuerySchema>;
export type ProductSort = (typeof productSortValues)[number];

/** Top Selling (rule:top-selling) and You Might Also Like: a short list. */
export const shortListQuerySchema = z.object({
  limit: numberParam('limit', { min: 1, max: 50, int: true }).transform((v) => v ?? 10),
  isPagination: paginationFlag,
});

export type ShortListQuery = z.output<typeof shortListQuerySchema>;

export const reviewSortValues = ['newest', 'oldest', 'highest', 'lowest'] as const;

/** rule:review-filter-sort: the review filter (all, 5 to 1) and sort (newest, oldest, highest, lowest) are applied. */
export const reviewListQuerySchema = z.object({
  rating: z.preprocess(
    (value) => (value === 'all' ? undefined : value),
    numberParam('rating', { min: 1, max: 5, int: true }),
  ),
  sort: z.preprocess(
    blankToUndefined,
    z
      .enum(reviewSortValues, { error: `sort must be one of ${reviewSortValues.join(', ')}` })
      .optional()
      .transform((v) => v ?? 'newest'),
  ),
  page,
  limit: numberParam('limit', { min: 1, max: maxPageSize, int: true }).transform((v) => v ?? 20),
});

export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

/** rule:catalog-suggestions: suggestions come from the catalog; an empty term has none. */
export const suggestionQuerySchema = z.object({
  q: searchParam('Search', maxSuggestionLength).transform((v) => v ?? ''),
});

/** rule:brand-filter: brands of the whole catalog, or of the chosen category (and sub category). */
export const brandListQuerySchema = z.object({
  category: uuidParam('category'),
  subCategory: uuidParam('subCategory'),
});

export const subCategoryListQuerySchema = z.object({
  category: uuidParam('category'),
  isPagination: paginationFlag,
});

/** Lists that are short by nature (categories, banners, hero, testimonials) only accept the contract's flag. */
export const contentListQuerySchema = z.object({
  isPagination: paginationFlag,
});
