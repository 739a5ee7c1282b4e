import { data, Link } from 'react-router';
import type { Route } from './+types/stock-product';
import { PageLinks } from '../../components/admin/page-links';
import { StockAdjustForm } from '../../components/admin/stock-adjust-form';
import { StockThresholdForm } from '../../components/admin/stock-threshold-form';
import { requireStaff } from '../../lib/require-staff';
import { AppError } from '../../../domain/errors';
import { stockLedgerQuerySchema } from '../../../domain/schemas/admin-stock';
import { parseListQuery } from '../../lib/list-query';
import { ColumnHeads } from '../../components/admin/column-heads';
import { listStockLedger } from '../../../domain/stock/list-stock-ledger';
import { ScrollBox } from '../../components/admin/scroll-box';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/**
 * /admin/stock/{productId} (rule:stock-ledger): one product's ledger, newest first, with the forms to adjust
 * its stock and set its low-stock threshold.
 */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const { db, settings } = args.context.shop;
  const productId = args.params.productId;
  if (!uuidPattern.test(productId)) throw data('Product not found', { status: 404 });
  const { query } = parseListQuery(stockLedgerQuerySchema, args.request);
  try {
    const ledger = await listStockLedger(db, productId, query, settings.lowStockThreshold);
    return { ledger, defaultThreshold: settings.lowStockThreshold };
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') throw data('Product not found', { status: 404 });
    throw err;
  }
}

export function meta({ data: loaded }: Route.MetaArgs) {
  const title = loaded ? `Stock of ${loaded.ledger.product.title}` : 'Stock';
  return [{ title: `${title} · Back office` }, { name: 'robots', content: 'noindex' }];
}

export default function AdminStockProductPage({ loaderData }: Route.ComponentProps) {
  const { ledger, defaultThreshold } = loaderData;
  const { product } = ledger;
  return (
    <section aria-labelledby="ledger-heading">
      <p className="text-sm">
        <Link to="/admin/stock" className="text-blue-700 hover:underline">
          ← Stock
        </Link>
      </p>
      <h1 id="ledger-heading" className="mt-1 text-2xl font-bold text-gray-900">
        {product.title}
      </h1>
      <p className="mt-1 text-sm text-gray-700">
        {product.brand} · {product.category} · <strong className="tabular-nums">{product.stock}</strong> in stock · low
        at {product.threshold} or fewer · {product.unitsSold} sold
        {product.damagedUnits > 0 && (
          <>
            {' · '}
            <span className="font-medium text-amber-800">Damaged: {product.damagedUnits}</span>
          </>
        )}
      </p>

      <div className="mt-4 grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="rounded-lg border border-gray-200 bg-white p-4">
          <h2 className="mb-3 text-base font-semibold text-gray-900">Adjust stock</h2>
          <StockAdjustForm productId={product.id} productTitle={product.title} />
        </div>
        <div className="rounded-lg border border-gray-200 bg-white p-4">
          <h2 className="mb-3 text-base font-semibold text-gray-900">Low-stock threshold</h2>
          <StockThresholdForm
            key={String(product.ownThreshold)}
            productId={product.id}
            ownThreshold={product.ownThreshold}
            defaultThreshold={defaultThreshold}
          />
        </div>
      </div>

      <h2 className="mt-6 text-lg font-semibold text-gray-900">Ledger</h2>
      {ledger.items.length === 0 ? (
        <p className="mt-2 rounded-lg border border-gray-200 bg-white p-6 text-center text-gray-700">
          {ledger.page > 1 ? 'No movements on this page.' : 'No stock movements yet.'}
        </p>
      ) : (
        <ScrollBox label="Stock ledger" className="mt-2 rounded-lg border border-gray-200 bg-white">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">Stock movements of {product.title}, newest first</caption>
            <ColumnHeads
              className="bg-gray-50 text-xs uppercase text-gray-600"
              columns={[
                'When',
                'Reason',
                { key: 'change', label: 'Change', right: true },
                { key: 'after', label: 'Stock after', right: true },
                'Order',
                'Staff',
                'Note',
              ]}
            />
            <tbody className="divide-y divide-gray-100">
              {ledger.items.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="whitespace-nowrap px-3 py-2 font-normal text-gray-700">
                    <time dateTime={row.createdAt}>{dateTime.format(new Date(row.createdAt))}</time>
                  </th>
                  <td className="px-3 py-2">{row.reasonLabel}</td>
                  <td
                    className={`px-3 py-2 text-right font-semibold tabular-nums ${
                      row.change < 0 ? 'text-red-700' : 'text-green-700'
                    }`}
                  >
                    {row.change > 0 ? `+${row.change}` : row.change}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{row.stockAfter}</td>
                  <td className="px-3 py-2">
                    {row.orderId && row.orderNumber !== null ? (
                      <Link to={`/admin/orders/${row.orderId}`} className="text-blue-700 hover:underline">
                        #{row.orderNumber}
                      </Link>
                    ) : (
                      <span className="text-gray-500">—</span>
                    )}
                  </td>
                  <td className="px-3 py-2 text-gray-700">{row.staffName ?? '—'}</td>
                  <td className="max-w-xs px-3 py-2 break-words text-gray-700">{row.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      <PageLinks page={ledger.page} totalPages={ledger.totalPages} label="Ledger pages" />
    </section>
  );
}
