import { listAdminReviews } from '../../../domain/reviews/list-admin-reviews';
import { setReviewHidden } from '../../../domain/reviews/set-review-hidden';
import { adminReviewsQuerySchema } from '../../../domain/schemas/admin-reviews';
import { adminReviewListSchema, reviewVisibilitySchema } from '../../../domain/views/admin-reviews';
import { currentUser } from '../../plugins/auth';
import type { App } from '../../types';
import { envelope, idParam, ok } from '../envelope';

/** Review moderation (rule:review-moderation). Guarded on /api/admin. */
export default async function adminReviewRoutes(app: App) {
  app.get(
    '/reviews',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every review, hidden ones included, newest first, by rating, product, photos and hidden; paged',
        querystring: adminReviewsQuerySchema,
        response: { 200: envelope(adminReviewListSchema) },
      },
    },
    async (request) => ok(await listAdminReviews(app.db, request.query)),
  );

  for (const verb of ['hide', 'show'] as const) {
    app.post(
      `/reviews/:id/${verb}`,
      {
        schema: {
          tags: ['admin'],
          summary:
            verb === 'hide'
              ? "Hide a review from the shop; it leaves its product's rating at once"
              : "Show a hidden review again; it counts in its product's rating again",
          params: idParam,
          response: { 200: envelope(reviewVisibilitySchema) },
        },
      },
      async (request) => {
        const hidden = verb === 'hide';
        const review = await setReviewHidden(app.db, currentUser(request).id, request.params.id, hidden);
        return ok(review, hidden ? 'The review is hidden.' : 'The review is shown again.');
      },
    );
  }
}
