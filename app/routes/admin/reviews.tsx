import { useLocation } from 'react-router';
import type { Route } from './+types/reviews';
import { listAdminReviews } from '../../../domain/reviews/list-admin-reviews';
import { adminReviewsQuerySchema } from '../../../domain/schemas/admin-reviews';
import { formatCount } from '../../../domain/shared/money';
import { PageLinks } from '../../components/admin/page-links';
import { ReviewFilters, type ReviewFilterValues } from '../../components/admin/reviews/review-filters';
import { ReviewsTable } from '../../components/admin/reviews/reviews-table';
import { requireStaff } from '../../lib/require-staff';
import { parseListQuery } from '../../lib/list-query';

const filterFields = ['rating', 'productId', 'withPhotos', 'hidden'] as const;

/**
 * /admin/reviews (rule:review-moderation): every review, hidden ones included, newest first, paged on the server,
 * filtered through a GET form; each with Hide or Show. Filters the API would refuse are named above the table
 * and the list shows unfiltered.
 */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const { query, params, problem } = parseListQuery(adminReviewsQuerySchema, args.request);
  const list = await listAdminReviews(args.context.shop.db, query);
  const values = Object.fromEntries(
    filterFields.map((f) => [f, problem === null ? (params[f] ?? '') : '']),
  ) as unknown as ReviewFilterValues;
  return {
    list,
    values,
    productTitle: query.productId ? (list.items[0]?.productTitle ?? null) : null,
    problem,
  };
}

export function meta() {
  return [{ title: 'Reviews · Back office' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const { list, values, productTitle, problem } = loaderData;
  const search = new URLSearchParams(useLocation().search);
  const filterHref = (productId: string) => {
    const next = new URLSearchParams(search);
    next.set('productId', productId);
    next.delete('page');
    return `/admin/reviews?${next.toString()}`;
  };
  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <h1 id="reviews-heading" className="text-2xl font-bold text-gray-900">
        Reviews
      </h1>
      <p className="text-sm text-gray-700">
        A hidden review is shown to nobody but staff and leaves its product&apos;s rating at once.
      </p>
      <ReviewFilters values={values} productTitle={productTitle} />
      {problem ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {problem} Showing every review instead.
        </p>
      ) : null}
      <p className="text-sm text-gray-700" aria-live="polite">
        {formatCount(list.total)} {list.total === 1 ? 'review' : 'reviews'}
        {list.total > 0 ? ` · page ${list.page} of ${list.totalPages}` : ''}
      </p>
      {list.items.length > 0 ? (
        <ReviewsTable reviews={list.items} filterHref={filterHref} />
      ) : (
        <p className="rounded-lg border border-gray-200 bg-white p-6 text-center text-gray-700">No reviews match.</p>
      )}
      <PageLinks page={list.page} totalPages={list.totalPages} label="Review pages" />
    </section>
  );
}
