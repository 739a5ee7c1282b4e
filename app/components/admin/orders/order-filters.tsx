import { maxAdminSearchLength } from '../../../../domain/shared/limits';
import { paymentMethodLabels, paymentMethods } from '../../../../domain/shared/order-rules';
import { GetForm } from '../get-form';

const inputClass =
  'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 focus-visible:outline-2 focus-visible:outline-blue-600';

/**
 * The search box and filters as a GET form: it works before the page hydrates, and the filters land in the
 * URL. The status tab is kept as a hidden field.
 */
export function OrderFilters({ search }: { search: URLSearchParams }) {
  const status = search.get('status') ?? '';
  return (
    <GetForm
      action="/admin/orders"
      role="search"
      aria-label="Search and filter orders"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
    >
      {status ? <input type="hidden" name="status" value={status} /> : null}
      <label className="text-sm font-medium text-gray-800">
        Search
        <input
          type="search"
          name="q"
          defaultValue={search.get('q') ?? ''}
          placeholder="Order #, name, email or phone"
          maxLength={maxAdminSearchLength}
          className={inputClass}
        />
      </label>
      <label className="text-sm font-medium text-gray-800">
        From
        <input type="date" name="from" defaultValue={search.get('from') ?? ''} className={inputClass} />
      </label>
      <label className="text-sm font-medium text-gray-800">
        To
        <input type="date" name="to" defaultValue={search.get('to') ?? ''} className={inputClass} />
      </label>
      <label className="text-sm font-medium text-gray-800">
        Payment
        <select name="paymentMethod" defaultValue={search.get('paymentMethod') ?? ''} className={inputClass}>
          <option value="">Any</option>
          {paymentMethods.map((m) => (
            <option key={m} value={m}>
              {paymentMethodLabels[m]}
            </option>
          ))}
        </select>
      </label>
      <div className="flex items-end gap-2">
        <button
          type="submit"
          className="min-h-10 rounded-md bg-blue-600 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          Apply
        </button>
        <a
          href={status ? `/admin/orders?status=${encodeURIComponent(status)}` : '/admin/orders'}
          className="min-h-10 px-2 py-2 text-sm text-blue-700 underline"
        >
          Clear
        </a>
      </div>
    </GetForm>
  );
}
