import { products, reviews } from '../../db/schema/index';

/**
 * A review as the back office lists it (rule:review-moderation, rule:admin-customers): what it says, of which product
 * (its title, from `products` joined on the review's product), when, and whether staff hid it.
 */
export const reviewSummaryColumns = {
  id: reviews.id,
  productId: reviews.productId,
  productTitle: products.title,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  hiddenAt: reviews.hiddenAt,
};
