import { submitReview } from '../../../domain/reviews/submit-review';
import { toPublicReview } from '../../../domain/reviews/to-public-review';
import { reviewBodySchema } from '../../../domain/schemas/reviews';
import { currentUser } from '../../plugins/auth';
import { limitPer } from '../../plugins/rate-limits';
import type { App } from '../../types';
import { envelope, idParam, ok } from '../envelope';
// The review shape is defined once, beside the review lists (server/api/catalog/schemas.ts).
import { publicReviewSchema } from '../../../domain/views/catalog';

const reviewResult = envelope(publicReviewSchema);

export default async function reviewsRoutes(app: App) {
  // POST product/{id}/review (rule:review-form): a signed-in shopper writes, or edits, their review.
  app.post(
    '/product/:id/review',
    {
      config: limitPer(app, 30, '1 hour'),
      onRequest: app.requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Write your review of a product, or edit it if you already wrote one',
        security: [{ bearer: [] }, { cookie: [] }],
        params: idParam,
        body: reviewBodySchema,
        response: { 200: reviewResult, 201: reviewResult },
      },
    },
    async (request, reply) => {
      const { review, created } = await submitReview(app.db, currentUser(request), request.params.id, request.body);
      return reply
        .status(created ? 201 : 200)
        .send(ok(toPublicReview(review), created ? 'Review submitted successfully' : 'Review updated successfully'));
    },
  );
}
