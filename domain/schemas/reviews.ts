/**
 * The Add/Edit Review form (rule:review-form, rule:review-messages), shared by the API and
 * the browser modal. The two messages are kept word for word.
 */
import { z } from 'zod';

const selectRating = 'Please select a rating.';
const wholeStars = 'The rating must be a whole number of stars from 1 to 5.';

export const reviewRatingSchema = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null ? selectRating : wholeStars) })
  .int(wholeStars)
  // rule:review-messages: a rating of 0 means no star was chosen.
  .min(1, { error: (issue) => (issue.input === 0 ? selectRating : wholeStars) })
  .max(5, wholeStars);

export const reviewBodySchema = z.object({
  rating: reviewRatingSchema,
  comment: z
    .string({ error: 'Please enter a comment.' })
    .trim()
    .min(1, 'Please enter a comment.')
    .max(2000, 'Please keep your review under 2000 characters.'),
  /** Photos uploaded first through upload/uploadImage; only our own /uploads/ URLs are accepted. */
  images: z
    .array(
      z
        .string({ error: 'Each review image must be an uploaded image URL' })
        .max(300)
        .regex(
          /^\/uploads\/[\w-]+(\/[\w-]+)*\.(webp|png|jpe?g|gif)$/,
          'Each review image must be an uploaded image URL',
        ),
      { error: 'images must be a list of uploaded image URLs' },
    )
    .max(5, 'You can attach at most 5 images to a review.')
    .optional()
    .default([]),
});

export type ReviewInput = z.output<typeof reviewBodySchema>;
