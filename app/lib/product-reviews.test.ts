import { describe, expect, it } from 'vitest';
import { reviewListQuerySchema } from '../../domain/schemas/catalog';
import { reviewBodySchema } from '../../domain/schemas/reviews';
import {
  breakdownRows,
  defaultReviewQuery,
  isDefaultReviewQuery,
  reviewCountText,
  reviewsApiPath,
  validateReviewForm,
} from './product-reviews';
import { initials } from './initials';

describe('breakdownRows (rule:review-summary: per-star breakdown 5 to 1)', () => {
  it('lists 5 down to 1 with each share of all reviews', () => {
    const rows = breakdownRows({ totalReviews: 8, breakdown: { 5: 4, 4: 2, 3: 1, 2: 0, 1: 1 } });
    expect(rows).toEqual([
      { stars: 5, count: 4, percent: 50 },
      { stars: 4, count: 2, percent: 25 },
      { stars: 3, count: 1, percent: 13 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 13 },
    ]);
  });
  it('shows 0% everywhere for a product without reviews', () => {
    expect(
      breakdownRows({ totalReviews: 0, breakdown: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 } }).map((r) => r.percent),
    ).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('reviewsApiPath (rule:review-filter-sort: filter and sort applied by the API)', () => {
  it('sends the sort, page and limit, and the rating only when one is chosen', () => {
    expect(reviewsApiPath('abc', defaultReviewQuery, 1)).toBe('product/abc/reviews?sort=newest&page=1&limit=5');
    expect(reviewsApiPath('abc', { rating: '4', sort: 'lowest' }, 2)).toBe(
      'product/abc/reviews?sort=lowest&page=2&limit=5&rating=4',
    );
  });
  it('builds queries the server schema accepts as meant', () => {
    const query = new URLSearchParams(reviewsApiPath('abc', { rating: '3', sort: 'highest' }, 3).split('?')[1]);
    expect(reviewListQuerySchema.parse(Object.fromEntries(query))).toEqual({
      rating: 3,
      sort: 'highest',
      page: 3,
      limit: 5,
    });
  });
  it('knows the default view', () => {
    expect(isDefaultReviewQuery(defaultReviewQuery)).toBe(true);
    expect(isDefaultReviewQuery({ rating: '5', sort: 'newest' })).toBe(false);
    expect(isDefaultReviewQuery({ rating: 'all', sort: 'oldest' })).toBe(false);
  });
});

describe('initials and counts', () => {
  it('takes the first and last initials', () => {
    expect(initials('Asha Verma')).toBe('AV');
    expect(initials('  harpreet  ')).toBe('H');
    expect(initials('Gurpreet Singh Mehta')).toBe('GM');
    expect(initials('')).toBe('?');
  });
  it('words the review count', () => {
    expect(reviewCountText(0)).toBe('No reviews yet');
    expect(reviewCountText(1)).toBe('1 review');
    expect(reviewCountText(7)).toBe('7 reviews');
  });
});

describe('validateReviewForm (rule:review-messages, exact messages)', () => {
  it('asks for a rating when it is 0', () => {
    expect(validateReviewForm(0, 'Nice')).toEqual({ rating: 'Please select a rating.' });
  });
  it('asks for a comment when it is blank', () => {
    expect(validateReviewForm(4, '   ')).toEqual({ comment: 'Please enter a comment.' });
  });
  it('reports both at once, and nothing for a good review', () => {
    expect(validateReviewForm(0, '')).toEqual({
      rating: 'Please select a rating.',
      comment: 'Please enter a comment.',
    });
    expect(validateReviewForm(5, 'Lovely')).toEqual({});
  });
  it('says what the server says for the same input', () => {
    const server = reviewBodySchema.safeParse({ rating: 0, comment: 'Nice' });
    expect(server.success).toBe(false);
    expect(server.error?.issues[0]?.message).toBe(validateReviewForm(0, 'Nice').rating);
    const blank = reviewBodySchema.safeParse({ rating: 3, comment: ' ' });
    expect(blank.error?.issues[0]?.message).toBe(validateReviewForm(3, ' ').comment);
  });
});
