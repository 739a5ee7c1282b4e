/** Reviews as the back office's moderation list shows them (rule:review-moderation): one schema (ADR 0018). */
import { z } from 'zod';
import { pageInfoSchema } from './admin-stock';

export const adminReviewRowSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productTitle: z.string(),
  rating: z.number(),
  comment: z.string(),
  images: z.array(z.string()),
  author: z.object({
    name: z.string().describe('The name the review shows'),
    userId: z.string().nullable().describe('The account, or null for a seeded review or a deleted account'),
    email: z.string().nullable(),
  }),
  verified: z.boolean(),
  createdAt: z.string(),
  hiddenAt: z.string().nullable(),
});
export type AdminReviewRow = z.output<typeof adminReviewRowSchema>;

export const adminReviewListSchema = pageInfoSchema.extend({ items: z.array(adminReviewRowSchema) });
export type AdminReviewList = z.output<typeof adminReviewListSchema>;

/** The answer of a hide or a show: the review's state and its product's figures now. */
export const reviewVisibilitySchema = z.object({
  id: z.string(),
  productId: z.string(),
  hiddenAt: z.string().nullable(),
  productRating: z.object({
    average: z.number().describe('The average of the visible reviews, two decimals'),
    count: z.number().describe('Visible reviews'),
  }),
});
export type ReviewVisibility = z.output<typeof reviewVisibilitySchema>;
