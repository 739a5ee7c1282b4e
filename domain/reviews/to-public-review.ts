/**
 * The review as every API answer shows it (rule:review-cards). The author's name and picture
 * are stored on the review itself, so seeded reviews without an account (user_id null)
 * and reviews whose author later deleted the account still show who wrote them.
 */
import type { Review } from '../../db/schema/index';
import type { PublicReview } from '../views/catalog';

export function toPublicReview(row: Review): PublicReview {
  return {
    _id: row.id,
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    images: row.images,
    user: { name: row.name, profilePic: row.profilePic, verified: row.verified },
  };
}
