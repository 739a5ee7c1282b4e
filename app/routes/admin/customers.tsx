import { Link } from 'react-router';
import type { Route } from './+types/customers';
import { listCustomers } from '../../../domain/customers/list-customers';
import { adminCustomersQuerySchema } from '../../../domain/schemas/admin-customers';
import { maxAdminSearchLength } from '../../../domain/shared/limits';
import { formatCount } from '../../../domain/shared/money';
import { CustomersTable } from '../../components/admin/customers/customers-table';
import { GetForm } from '../../components/admin/get-form';
import { PageLinks } from '../../components/admin/page-links';
import { requireStaff } from '../../lib/require-staff';
import { parseListQuery } from '../../lib/list-query';

/**
 * /admin/customers (rule:admin-customers): every account, newest first, paged on the server, searched by name,
 * email or phone through a GET form, so a search is a link. A search the API would refuse is named and the
 * list shows unfiltered.
 */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const { query, params, problem } = parseListQuery(adminCustomersQuerySchema, args.request);
  return {
    list: await listCustomers(args.context.shop.db, query),
    q: params.q ?? '',
    problem,
  };
}

export function meta() {
  return [{ title: 'Customers · Back office' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const { list, q, problem } = loaderData;
  return (
    <section aria-labelledby="customers-heading" className="space-y-4">
      <h1 id="customers-heading" className="text-2xl font-bold text-gray-900">
        Customers
      </h1>
      <GetForm role="search" aria-label="Search customers" className="flex flex-wrap items-end gap-2">
        <div className="w-full sm:w-80">
          <label htmlFor="customer-search" className="block text-sm font-medium text-gray-800">
            Name, email or phone
          </label>
          <input
            id="customer-search"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={maxAdminSearchLength}
            className="mt-1 block min-h-10 w-full rounded-md border border-gray-300 bg-white px-3 text-sm"
          />
        </div>
        <button type="submit" className="min-h-10 rounded-md bg-blue-700 px-4 text-sm font-semibold text-white">
          Search
        </button>
        {q ? (
          <Link
            to="/admin/customers"
            className="inline-flex min-h-10 items-center px-2 text-sm text-blue-700 underline"
          >
            Clear
          </Link>
        ) : null}
      </GetForm>
      {problem ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {problem} Showing every customer instead.
        </p>
      ) : null}
      <p className="text-sm text-gray-700" aria-live="polite">
        {formatCount(list.total)} {list.total === 1 ? 'customer' : 'customers'}
        {list.total > 0 ? ` · page ${list.page} of ${list.totalPages}` : ''}
      </p>
      {list.items.length > 0 ? (
        <CustomersTable customers={list.items} />
      ) : (
        <p className="rounded-lg border border-gray-200 bg-white p-6 text-center text-gray-700">No customers match.</p>
      )}
      <PageLinks page={list.page} totalPages={list.totalPages} label="Customer pages" />
    </section>
  );
}
