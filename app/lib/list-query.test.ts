import { describe, expect, it } from 'vitest';
import { adminOrdersQuerySchema } from '../../domain/schemas/admin-orders';
import { adminReviewsQuerySchema } from '../../domain/schemas/admin-reviews';
import { parseListQuery } from './list-query';

const request = (search: string) => new Request(`http://shop.test/admin/orders${search}`);

describe('parseListQuery: a back-office list page reads its URL as its API does', () => {
  it("reads the page, search and filters with the API's schema, its defaults filling the rest", () => {
    const { query, params, problem } = parseListQuery(
      adminOrdersQuerySchema,
      request('?status=Placed&q=%20Asha%20&page=2&utm_source=mail'),
    );
    expect(problem).toBeNull();
    expect(query).toEqual({ page: 2, limit: 25, status: 'Placed', q: 'Asha' });
    expect(params).toEqual({ status: 'Placed', q: ' Asha ', page: '2', utm_source: 'mail' });
  });

  it('treats the blank fields a GET form sends as no filter', () => {
    const { query, problem } = parseListQuery(adminReviewsQuerySchema, request('?rating=&productId=&hidden=true'));
    expect(problem).toBeNull();
    expect(query).toEqual({ page: 1, limit: 25, hidden: true });
  });

  it('shows the unfiltered first page and says why when the API would refuse the query, keeping what was typed', () => {
    const { query, params, problem } = parseListQuery(
      adminOrdersQuerySchema,
      request('?from=2026-11-20&to=2026-11-01&q=Ravi'),
    );
    expect(problem).toBe('The first day must not be after the last day.');
    expect(query).toEqual({ page: 1, limit: 25 });
    expect(params.q).toBe('Ravi');
  });

  it('refuses a page beyond the paging limit as the API does', () => {
    const { query, problem } = parseListQuery(adminReviewsQuerySchema, request('?page=0'));
    expect(problem).toBe('page must be at least 1');
    expect(query.page).toBe(1);
  });
});
