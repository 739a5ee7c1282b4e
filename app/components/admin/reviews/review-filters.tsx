import { Link } from 'react-router';
import { GetForm } from '../get-form';

const inputClass = 'mt-1 block min-h-10 w-full rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900';

/** The values of the filters as the URL carries them ('' when not set). */
export interface ReviewFilterValues {
  rating: string;
  productId: string;
  withPhotos: string;
  hidden: string;
}

/**
 * The moderation list's filters (rule:review-moderation) as a GET form, so a filtered view is a link. The
 * product filter is set from a review's row (its product's link) and kept here as a hidden field, with its
 * title and a way to drop it.
 */
export function ReviewFilters({ values, productTitle }: { values: ReviewFilterValues; productTitle: string | null }) {
  const withoutProduct = new URLSearchParams(
    Object.entries({ ...values, productId: '' }).filter(([, v]) => v !== ''),
  ).toString();
  return (
    <GetForm
      role="search"
      aria-label="Filter reviews"
      className="grid gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto]"
    >
      {values.productId ? <input type="hidden" name="productId" value={values.productId} /> : null}
      <label className="text-sm font-medium text-gray-800">
        Rating
        <select name="rating" defaultValue={values.rating} className={inputClass}>
          <option value="">Any rating</option>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={String(n)}>
              {n} {n === 1 ? 'star' : 'stars'}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-gray-800">
        Photos
        <select name="withPhotos" defaultValue={values.withPhotos} className={inputClass}>
          <option value="">With or without</option>
          <option value="true">With photos</option>
          <option value="false">Without photos</option>
        </select>
      </label>
      <label className="text-sm font-medium text-gray-800">
        Shown to shoppers
        <select name="hidden" defaultValue={values.hidden} className={inputClass}>
          <option value="">Shown or hidden</option>
          <option value="false">Shown</option>
          <option value="true">Hidden</option>
        </select>
      </label>
      <div className="flex items-end gap-2">
        <button type="submit" className="min-h-10 rounded-md bg-blue-700 px-4 text-sm font-semibold text-white">
          Filter
        </button>
        <Link to="/admin/reviews" className="inline-flex min-h-10 items-center px-2 text-sm text-blue-700 underline">
          Clear
        </Link>
      </div>
      {values.productId ? (
        <p className="text-sm text-gray-800 sm:col-span-2 lg:col-span-4">
          Product: <strong>{productTitle ?? 'this product'}</strong>{' '}
          <Link
            to={`/admin/reviews${withoutProduct ? `?${withoutProduct}` : ''}`}
            className="ml-1 text-blue-700 underline"
          >
            Every product
          </Link>
        </p>
      ) : null}
    </GetForm>
  );
}
