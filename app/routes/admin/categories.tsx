import { ExternalLink } from 'lucide-react';
import type { Route } from './+types/categories';
import { listAdminCategories } from '../../../domain/catalog/list-admin-categories';
import { CategoriesEditor } from '../../components/admin/categories/categories-editor';
import { requireStaff } from '../../lib/require-staff';

/** /admin/categories: the shop's categories and sub categories, kept by staff (rule:admin-categories). */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return { categories: await listAdminCategories(args.context.shop.db) };
}

export function meta() {
  return [{ title: 'Categories · Back office' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Categories</h1>
          <p className="mt-1 text-sm text-gray-700">
            The categories and sub categories shoppers browse, in the order the home page and the filters show them.
            Changes show there at once. A category or sub category that holds products cannot be deleted: hide it, and
            its products leave the shop with it.
          </p>
        </div>
        {/* Shoppers' view of the list: the home page's category carousel, rendered from the database each time. */}
        <a
          href="/"
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 shrink-0 items-center gap-2 self-start rounded-md border border-gray-300 bg-white px-4 text-sm font-semibold text-blue-700 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          See the storefront<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <CategoriesEditor categories={loaderData.categories} />
    </section>
  );
}
