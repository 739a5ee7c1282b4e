import { Link } from 'react-router';
import type { AdminReviewRow } from '../../../../domain/views/admin-reviews';
import { RatingText } from '../rating-text';
import { formatDateTime } from '../../../lib/format';
import { useState } from 'react';
import { ScrollBox } from '../scroll-box';
import { useStaffWrite } from '../use-staff-write';

/** Hide or Show one review, with the server's refusal beside the button. */
function ReviewVisibilityButton({ review: r }: { review: AdminReviewRow }) {
  const { send, busy } = useStaffWrite();
  const [refusal, setRefusal] = useState<string | null>(null);
  const hidden = r.hiddenAt !== null;
  return (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={() =>
          void send({
            path: `reviews/${encodeURIComponent(r.id)}/${hidden ? 'show' : 'hide'}`,
            body: {},
            fields: [],
          }).then((result) => setRefusal(result.errors?.form ?? null))
        }
        aria-label={`${hidden ? 'Show' : 'Hide'} the review by ${r.author.name} of ${r.productTitle}`}
        className={`min-h-10 rounded-md px-3 text-sm font-semibold disabled:opacity-60 ${
          hidden
            ? 'bg-blue-700 text-white hover:bg-blue-800'
            : 'border border-red-600 bg-white text-red-700 hover:bg-red-50'
        }`}
      >
        {hidden ? 'Show' : 'Hide'}
      </button>
      {refusal ? (
        <p role="alert" className="mt-1 min-w-40 text-xs font-medium text-red-700">
          {refusal}
        </p>
      ) : null}
    </>
  );
}

/**
 * The reviews to moderate (rule:review-moderation): product, rating, comment, photos, author, date, whether
 * shoppers see it, and Hide or Show. A hide takes the review out of the product's rating at once; the page then
 * reloads its data.
 */
export function ReviewsTable({
  reviews,
  filterHref,
}: {
  reviews: AdminReviewRow[];
  filterHref: (productId: string) => string;
}) {
  return (
    <ScrollBox label="Reviews" className="rounded-lg border border-gray-200 bg-white">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">Reviews, newest first</caption>
        <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              Product
            </th>
            <th scope="col" className="px-3 py-2">
              Rating
            </th>
            <th scope="col" className="px-3 py-2">
              Comment
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Photos
            </th>
            <th scope="col" className="px-3 py-2">
              Author
            </th>
            <th scope="col" className="px-3 py-2">
              Date
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            <th scope="col" className="px-3 py-2">
              Action
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {reviews.map((r) => {
            const hidden = r.hiddenAt !== null;
            return (
              <tr key={r.id} className={`align-top ${hidden ? 'bg-gray-50' : ''}`} data-testid="admin-review-row">
                <th scope="row" className="min-w-40 px-3 py-2 text-left font-normal">
                  <Link to={filterHref(r.productId)} className="font-medium text-blue-700 hover:underline">
                    {r.productTitle}
                  </Link>
                  <Link
                    to={`/product/${r.productId}#reviews`}
                    className="block text-xs text-gray-700 underline"
                    aria-label={`Open ${r.productTitle} in the shop`}
                  >
                    In the shop
                  </Link>
                </th>
                <td className="whitespace-nowrap px-3 py-2">
                  <RatingText value={r.rating} />
                </td>
                <td className="min-w-64 max-w-md px-3 py-2 text-gray-800">
                  <p className="break-words">{r.comment}</p>
                </td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {r.images.length > 0 ? (
                    <a href={r.images[0]} className="text-blue-700 underline" target="_blank" rel="noreferrer">
                      {r.images.length}
                      <span className="sr-only"> {r.images.length === 1 ? 'photo' : 'photos'}, open the first</span>
                    </a>
                  ) : (
                    '0'
                  )}
                </td>
                <td className="px-3 py-2">
                  {r.author.userId ? (
                    <Link to={`/admin/customers/${r.author.userId}`} className="text-blue-700 hover:underline">
                      {r.author.name}
                    </Link>
                  ) : (
                    r.author.name
                  )}
                  {r.verified ? <span className="block text-xs text-green-800">Verified purchase</span> : null}
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-gray-700">{formatDateTime(r.createdAt)}</td>
                <td className="px-3 py-2">
                  <span
                    className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${
                      hidden ? 'bg-gray-200 text-gray-900' : 'bg-green-100 text-green-900'
                    }`}
                  >
                    {hidden ? 'Hidden' : 'Shown'}
                  </span>
                </td>
                <td className="px-3 py-2">
                  <ReviewVisibilityButton review={r} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollBox>
  );
}
