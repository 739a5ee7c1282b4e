/**
 * Customer Reviews on the product page (rule:review-summary, rule:review-messages; rule:review-filter-sort):
 * the summary figures, the applied rating filter and sort, paging, and the Add/Edit Review form's rules.
 */

export interface ReviewStatsView {
  average: number;
  totalReviews: number;
  breakdown: Record<1 | 2 | 3 | 4 | 5, number>;
  recommendPercent: number;
  qualityRating: number;
}

export interface BreakdownRow {
  stars: 1 | 2 | 3 | 4 | 5;
  count: number;
  /** Whole percent of all reviews. */
  percent: number;
}

/** The per-star breakdown, 5 down to 1 (rule:review-summary), with each row's share of all reviews. */
export function breakdownRows(stats: Pick<ReviewStatsView, 'breakdown' | 'totalReviews'>): BreakdownRow[] {
  return ([5, 4, 3, 2, 1] as const).map((stars) => {
    const count = stats.breakdown[stars] ?? 0;
    return { stars, count, percent: stats.totalReviews > 0 ? Math.round((count / stats.totalReviews) * 100) : 0 };
  });
}

export const reviewSorts = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'highest', label: 'Highest' },
  { value: 'lowest', label: 'Lowest' },
] as const;

export type ReviewSort = (typeof reviewSorts)[number]['value'];
export type RatingFilter = 'all' | '5' | '4' | '3' | '2' | '1';

export const ratingFilters: readonly { value: RatingFilter; label: string }[] = [
  { value: 'all', label: 'All ratings' },
  { value: '5', label: '5 stars' },
  { value: '4', label: '4 stars' },
  { value: '3', label: '3 stars' },
  { value: '2', label: '2 stars' },
  { value: '1', label: '1 star' },
];

export interface ReviewQuery {
  rating: RatingFilter;
  sort: ReviewSort;
}

export const defaultReviewQuery: ReviewQuery = { rating: 'all', sort: 'newest' };

/** Reviews shown at first and added by each 'Show more reviews' (the detail loader holds the newest 20). */
export const reviewPageSize = 5;

export function isDefaultReviewQuery(query: ReviewQuery): boolean {
  return query.rating === defaultReviewQuery.rating && query.sort === defaultReviewQuery.sort;
}

/** GET product/{id}/reviews with the chosen filter, sort and page (server/api/catalog/routes.ts). */
export function reviewsApiPath(productId: string, query: ReviewQuery, page: number, limit = reviewPageSize): string {
  const params = new URLSearchParams({ sort: query.sort, page: String(page), limit: String(limit) });
  if (query.rating !== 'all') params.set('rating', query.rating);
  return `product/${encodeURIComponent(productId)}/reviews?${params.toString()}`;
}

/** The review count as words: 'No reviews yet', '1 review', '12 reviews'. */
export function reviewCountText(count: number): string {
  if (count === 0) return 'No reviews yet';
  return count === 1 ? '1 review' : `${count} reviews`;
}

/** rule:review-form: the modal's rating starts at 4 stars. */
export const defaultReviewRating = 4;

export interface ReviewFormErrors {
  rating?: string;
  comment?: string;
}

/** rule:review-messages, word for word: rating 0 and a blank comment. */
export function validateReviewForm(rating: number, comment: string): ReviewFormErrors {
  const errors: ReviewFormErrors = {};
  if (rating === 0) errors.rating = 'Please select a rating.';
  if (comment.trim() === '') errors.comment = 'Please enter a comment.';
  return errors;
}
