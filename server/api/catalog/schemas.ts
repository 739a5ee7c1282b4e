/**
 * Response shapes of the catalog reads (rule:product-fields, rule:review-cards, rule:api-contract), for
 * response validation and the OpenAPI document. They mirror domain/catalog/to-public-product.ts and
 * domain/reviews/to-public-review.ts; the review-writing routes reuse `publicReviewSchema`.
 */
import { z } from 'zod';

const options = z.array(z.string());

export const publicProductSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  brand: z.string(),
  description: z.string(),
  fullDescription: z.string(),
  images: options,
  price: z.number().describe('Original price in rupees; the sale price is price - price * discount / 100'),
  discount: z.number().describe('Percent'),
  stock: z.number(),
  sizes: options,
  colors: options,
  rams: options,
  weight: options,
  specs: options,
  material: z.string(),
  color: z.string(),
  size: z.string(),
  category: z.string(),
  subCategory: z.string().nullable(),
  ratings: z.object({ average: z.number(), totalReviews: z.number() }),
  createdAt: z.string(),
});

export const publicReviewSchema = z.object({
  _id: z.string(),
  id: z.string(),
  rating: z.number(),
  comment: z.string(),
  name: z.string(),
  createdAt: z.string(),
  images: z.array(z.string()),
  user: z.object({ name: z.string(), profilePic: z.string(), verified: z.boolean() }),
});

export const reviewStatsSchema = z.object({
  average: z.number(),
  totalReviews: z.number(),
  breakdown: z.object({ 5: z.number(), 4: z.number(), 3: z.number(), 2: z.number(), 1: z.number() }),
  recommendPercent: z.number().describe('Share of reviews rated 4 or higher, whole percent'),
  qualityRating: z.number().describe('Average rating on the 5-star scale, one decimal'),
});

export const productDetailSchema = publicProductSchema.extend({
  reviews: z.array(publicReviewSchema),
  reviewStats: reviewStatsSchema,
  categoryName: z.string(),
  subCategoryName: z.string().nullable(),
});

export const productPageSchema = z.object({
  products: z.array(publicProductSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  totalIsExact: z.boolean().describe('False when more products match than the 10,000 that are counted and reachable'),
  totalPages: z.number(),
});

export const reviewPageSchema = z.object({
  reviews: z.array(publicReviewSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});

export const categorySchema = z.object({ _id: z.string(), id: z.string(), name: z.string(), image: z.string() });
export const subCategorySchema = z.object({ _id: z.string(), id: z.string(), name: z.string(), category: z.string() });
