import { Link, useLocation } from 'react-router';
import type { Route } from './+types/stock';
import { PageLinks } from '../../components/admin/page-links';
import { StockAdjustForm } from '../../components/admin/stock-adjust-form';
import { requireStaff } from '../../lib/require-staff';
import { parseListQuery } from '../../lib/list-query';
import { listStock } from '../../../domain/stock/list-stock';
import { stockListQuerySchema, type StockView } from '../../../domain/schemas/admin-stock';
import { maxAdminSearchLength } from '../../../domain/shared/limits';
import { GetForm } from '../../components/admin/get-form';
import { ScrollBox } from '../../components/admin/scroll-box';

const tabs: { view: StockView; label: string }[] = [
  { view: 'low', label: 'Low' },
  { view: 'out', label: 'Out of stock' },
  { view: 'all', label: 'All' },
];

/**
 * /admin/stock (rule:stock-ledger): products low on stock, out of stock, or all, searchable by title, each
 * with an inline adjustment and a link to its ledger. A query the API would refuse shows the first low page.
 */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const { db, settings } = args.context.shop;
  const { query, problem } = parseListQuery(stockListQuerySchema, args.request);
  const list = await listStock(db, query, settings.lowStockThreshold);
  return { list, view: query.view, q: query.q, problem, defaultThreshold: settings.lowStockThreshold };
}

export function meta() {
  return [{ title: 'Stock · Back office' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminStockPage({ loaderData }: Route.ComponentProps) {
  const { list, view, q, problem, defaultThreshold } = loaderData;
  const searchParams = new URLSearchParams(useLocation().search);
  const tabHref = (target: StockView) => {
    const params = new URLSearchParams(searchParams);
    params.set('view', target);
    params.delete('page');
    return `?${params.toString()}`;
  };
  return (
    <section aria-labelledby="stock-heading">
      <h1 id="stock-heading" className="text-2xl font-bold text-gray-900">
        Stock
      </h1>
      <p className="mt-1 text-sm text-gray-600">
        Low means at or under the product’s threshold (the shop’s default is {defaultThreshold}) with some left.
      </p>

      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <nav aria-label="Stock views">
          <ul className="flex gap-1">
            {tabs.map((tab) => (
              <li key={tab.view}>
                <Link
                  to={tabHref(tab.view)}
                  aria-current={tab.view === view ? 'page' : undefined}
                  className={`inline-flex min-h-10 items-center rounded-md px-3 text-sm font-medium ${
                    tab.view === view ? 'bg-blue-700 text-white' : 'border border-gray-300 bg-white text-gray-800'
                  }`}
                >
                  {tab.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <GetForm role="search" className="flex items-end gap-2">
          <input type="hidden" name="view" value={view} />
          <div>
            <label htmlFor="stock-search" className="block text-xs font-medium text-gray-700">
              Search by title
            </label>
            <input
              id="stock-search"
              name="q"
              type="search"
              defaultValue={q}
              maxLength={maxAdminSearchLength}
              className="min-h-10 w-56 rounded-md border border-gray-300 bg-white px-2 text-sm"
            />
          </div>
          <button
            type="submit"
            className="min-h-10 rounded-md border border-gray-300 bg-white px-3 text-sm font-semibold text-gray-800"
          >
            Search
          </button>
        </GetForm>
      </div>

      {problem ? (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {problem} Showing the products low on stock instead.
        </p>
      ) : null}
      <p className="mt-3 text-sm text-gray-700" aria-live="polite">
        {list.total} {list.total === 1 ? 'product' : 'products'}
      </p>
      {list.items.length === 0 ? (
        <p className="mt-4 rounded-lg border border-gray-200 bg-white p-6 text-center text-gray-700">
          Nothing to show here.
        </p>
      ) : (
        <ScrollBox label="Stock" className="mt-2 rounded-lg border border-gray-200 bg-white">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">Products and their stock</caption>
            <thead className="bg-gray-50 text-xs uppercase text-gray-600">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Product
                </th>
                <th scope="col" className="px-3 py-2">
                  Category
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Stock
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Threshold
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Sold
                </th>
                <th scope="col" className="px-3 py-2">
                  Adjust
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {list.items.map((item) => (
                <tr key={item.id} className="align-top">
                  <th scope="row" className="min-w-48 px-3 py-2 font-normal">
                    <Link to={`/admin/stock/${item.id}`} className="font-medium text-blue-700 hover:underline">
                      {item.title}
                    </Link>
                    <span className="block text-xs text-gray-600">
                      {item.brand}
                      {!item.isActive && ' · hidden from the shop'}
                    </span>
                  </th>
                  <td className="px-3 py-2 text-gray-700">{item.category}</td>
                  <td
                    className={`px-3 py-2 text-right font-semibold tabular-nums ${
                      item.stock === 0 ? 'text-red-700' : item.stock <= item.threshold ? 'text-amber-700' : ''
                    }`}
                  >
                    {item.stock}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums text-gray-700">
                    {item.threshold}
                    {item.ownThreshold === null && <span className="sr-only"> (shop default)</span>}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums text-gray-700">
                    {item.unitsSold}
                    {item.damagedUnits > 0 && (
                      <span className="block text-xs whitespace-nowrap text-amber-800">
                        Damaged: {item.damagedUnits}
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    <StockAdjustForm productId={item.id} productTitle={item.title} compact />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      <PageLinks page={list.page} totalPages={list.totalPages} label="Stock pages" />
    </section>
  );
}
