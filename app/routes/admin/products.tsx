import { Link } from 'react-router';
import type { Route } from './+types/products';
import { CategoryOptions } from '../../components/admin/catalog/category-options';
import { ColumnHeads } from '../../components/admin/column-heads';
import { GetForm } from '../../components/admin/get-form';
import { PageLinks } from '../../components/admin/page-links';
import { requireStaff } from '../../lib/require-staff';
import { parseListQuery } from '../../lib/list-query';
import { countWaitingShoppers } from '../../../domain/alerts/count-waiting-shoppers';
import { listAdminCategories } from '../../../domain/catalog/list-admin-categories';
import { listAdminProducts } from '../../../domain/catalog/list-admin-products';
import {
  adminProductListQuerySchema,
  adminProductSorts,
  type AdminProductListQuery,
} from '../../../domain/schemas/admin-products';
import { maxProductBrandLength, maxProductPrice, maxSearchLength } from '../../../domain/shared/limits';
import { formatCount, formatRupees } from '../../../domain/shared/money';
import { ScrollBox } from '../../components/admin/scroll-box';

const sortLabels: Record<(typeof adminProductSorts)[number], string> = {
  newest: 'Newest (or best match)',
  oldest: 'Oldest',
  title: 'Title',
  price_asc: 'Price, low to high',
  price_desc: 'Price, high to low',
  stock_asc: 'Stock, fewest first',
  stock_desc: 'Stock, most first',
  units_sold: 'Units sold',
  rating: 'Rating',
};

const field = 'block min-h-10 w-full rounded-md border border-gray-300 bg-white px-2 text-sm';
const labelClass = 'block text-xs font-medium text-gray-700';

/**
 * /admin/products (rule:admin-catalog): every product, hidden ones too, with the storefront's search and staff's
 * filters in the URL, paged on the server. A query the API would refuse shows the first page with a note. Under a
 * product's stock, how many shoppers wait for it to be back (live back-in-stock alerts, issue 37).
 */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const db = args.context.shop.db;
  const { query, problem } = parseListQuery(adminProductListQuerySchema, args.request);
  const [list, categories] = await Promise.all([listAdminProducts(db, query), listAdminCategories(db)]);
  const waiting = await countWaitingShoppers(
    db,
    list.items.map((p) => p.id),
  );
  return {
    list,
    waiting: Object.fromEntries(waiting) as Record<string, number>,
    query,
    problem,
    categories: categories.map((c) => ({ id: c.id, name: c.name, isActive: c.isActive })),
  };
}

/** The list's filters as the export's query: the file holds the products the list shows, on every page. */
function exportQuery(query: AdminProductListQuery): string {
  const { sort: _sort, page: _page, limit: _limit, ...filters } = query;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined) params.set(key, String(value));
  return params.toString();
}

export function meta() {
  return [{ title: 'Products · Back office' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { list, query, problem, categories, waiting } = loaderData;
  return (
    <section aria-labelledby="products-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="products-heading" className="text-2xl font-bold text-gray-900">
          Products
        </h1>
        <div className="flex flex-wrap gap-2">
          {/* A plain link: the file comes from the API, with the list's filters (rule:admin-csv). */}
          <a
            href={`/api/admin/products/export?${exportQuery(query)}`}
            download
            className="inline-flex min-h-11 items-center rounded-lg border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-900 hover:bg-gray-50"
          >
            Export CSV
          </a>
          <Link
            to="/admin/products/import"
            className="inline-flex min-h-11 items-center rounded-lg border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-900 hover:bg-gray-50"
          >
            Import CSV
          </Link>
          <Link
            to="/admin/products/new"
            className="inline-flex min-h-11 items-center rounded-lg bg-blue-700 px-4 text-sm font-semibold text-white hover:bg-blue-800"
          >
            Add product
          </Link>
        </div>
      </div>

      <GetForm
        role="search"
        aria-label="Search and filter products"
        className="mt-4 grid gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <div className="sm:col-span-2">
          <label htmlFor="products-q" className={labelClass}>
            Search
          </label>
          <input
            id="products-q"
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            maxLength={maxSearchLength}
            placeholder="Title, brand or category"
            className={field}
          />
        </div>
        <div>
          <label htmlFor="products-category" className={labelClass}>
            Category
          </label>
          <select id="products-category" name="category" defaultValue={query.category ?? ''} className={field}>
            <option value="">All categories</option>
            <CategoryOptions choices={categories} />
          </select>
        </div>
        <div>
          <label htmlFor="products-brand" className={labelClass}>
            Brand
          </label>
          <input
            id="products-brand"
            name="brand"
            defaultValue={query.brand ?? ''}
            maxLength={maxProductBrandLength}
            className={field}
          />
        </div>
        <div>
          <label htmlFor="products-visibility" className={labelClass}>
            Shown or hidden
          </label>
          <select id="products-visibility" name="visibility" defaultValue={query.visibility ?? ''} className={field}>
            <option value="">Both</option>
            <option value="shown">Shown</option>
            <option value="hidden">Hidden</option>
          </select>
        </div>
        <div>
          <label htmlFor="products-stock" className={labelClass}>
            Stock
          </label>
          <select id="products-stock" name="stock" defaultValue={query.stock ?? ''} className={field}>
            <option value="">Any</option>
            <option value="in">In stock</option>
            <option value="out">Out of stock</option>
          </select>
        </div>
        <div className="grid grid-cols-2 gap-2">
          <div>
            <label htmlFor="products-min" className={labelClass}>
              Price from (₹)
            </label>
            <input
              id="products-min"
              name="minPrice"
              type="number"
              min={0}
              max={maxProductPrice}
              inputMode="decimal"
              defaultValue={query.minPrice ?? ''}
              className={field}
            />
          </div>
          <div>
            <label htmlFor="products-max" className={labelClass}>
              to (₹)
            </label>
            <input
              id="products-max"
              name="maxPrice"
              type="number"
              min={0}
              max={maxProductPrice}
              inputMode="decimal"
              defaultValue={query.maxPrice ?? ''}
              className={field}
            />
          </div>
        </div>
        <div>
          <label htmlFor="products-sort" className={labelClass}>
            Sort
          </label>
          <select id="products-sort" name="sort" defaultValue={query.sort} className={field}>
            {adminProductSorts.map((s) => (
              <option key={s} value={s}>
                {sortLabels[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-end">
          <button
            type="submit"
            className="min-h-10 w-full rounded-md bg-gray-900 px-4 text-sm font-semibold text-white hover:bg-gray-800"
          >
            Show products
          </button>
        </div>
      </GetForm>

      {problem ? (
        <p role="alert" className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {problem} Showing every product instead.
        </p>
      ) : null}
      <p className="mt-3 text-sm text-gray-700" aria-live="polite">
        {formatCount(list.total)}
        {list.totalIsExact ? '' : '+'} {list.total === 1 && list.totalIsExact ? 'product' : 'products'}
      </p>

      {list.items.length === 0 ? (
        <p className="mt-4 rounded-lg border border-gray-200 bg-white p-6 text-center text-gray-700">
          No product matches these filters.
        </p>
      ) : (
        <ScrollBox label="Products" className="mt-2 rounded-lg border border-gray-200 bg-white">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">
              Products, {formatCount(list.total)}
              {list.totalIsExact ? '' : '+'} in all
            </caption>
            <ColumnHeads
              className="bg-gray-50 text-xs uppercase text-gray-600"
              columns={[
                { key: 'image', label: <span className="sr-only">Image</span> },
                'Product',
                ...['Price', 'Discount', 'Stock', 'Rating', 'Sold'].map((label) => ({
                  key: label,
                  label,
                  right: true,
                })),
                'Status',
              ]}
            />
            <tbody className="divide-y divide-gray-100">
              {list.items.map((p) => (
                <tr key={p.id} className="align-top">
                  <td className="px-3 py-2">
                    {p.image ? (
                      <img
                        src={p.image}
                        alt=""
                        width={48}
                        height={48}
                        loading="lazy"
                        className="h-12 w-12 rounded object-cover"
                      />
                    ) : (
                      <span className="block h-12 w-12 rounded bg-gray-100" />
                    )}
                  </td>
                  <th scope="row" className="min-w-56 px-3 py-2 font-normal">
                    <Link to={`/admin/products/${p.id}`} className="font-medium text-blue-700 hover:underline">
                      {p.title}
                    </Link>
                    <span className="block text-xs text-gray-600">
                      {p.brand ? `${p.brand} · ` : ''}
                      {p.category}
                    </span>
                  </th>
                  <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                    {formatRupees(p.price, 2)}
                    {p.discount > 0 ? (
                      <span className="block text-xs text-gray-600">sells at {formatRupees(p.salePrice, 2)}</span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{p.discount}%</td>
                  <td
                    className={`px-3 py-2 text-right tabular-nums ${p.stock === 0 ? 'font-semibold text-red-700' : ''}`}
                  >
                    {p.stock}
                    {waiting[p.id] ? (
                      <span
                        className="mt-1 block whitespace-nowrap text-xs font-medium text-indigo-800"
                        data-testid="waiting-shoppers"
                      >
                        {formatCount(waiting[p.id]!)} waiting
                      </span>
                    ) : null}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                    {p.ratingCount > 0 ? `${p.ratingAverage.toFixed(1)} (${p.ratingCount})` : '—'}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{p.unitsSold}</td>
                  <td className="whitespace-nowrap px-3 py-2">
                    {p.isListed ? (
                      <span className="text-green-800">Shown</span>
                    ) : (
                      <span className="font-semibold text-gray-700">
                        Hidden{p.isActive ? ' (its category is hidden)' : ''}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      <PageLinks page={list.page} totalPages={list.totalPages} label="Product pages" />
    </section>
  );
}
