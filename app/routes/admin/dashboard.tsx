import { Link } from 'react-router';
import type { Route } from './+types/dashboard';
import { CashTotals, OutstandingByAge } from '../../components/admin/cash/courier-cash-table';
import { RtoByCourierAndPincode } from '../../components/admin/cash/rto-tables';
import { BarChart } from '../../components/admin/dashboard/bar-chart';
import { KpiCards } from '../../components/admin/dashboard/kpi-cards';
import { requireStaff } from '../../lib/require-staff';
import { getDashboard } from '../../../domain/reports/get-dashboard';
import { getRtoRates } from '../../../domain/reports/get-rto-rates';
import { getCourierCash } from '../../../domain/remittances/get-courier-cash';
import { formatCount, formatRupees, formatRupeesPaiseIfAny } from '../../../domain/shared/money';
import { dashboardWindows, type DashboardWindow } from '../../../domain/views/admin-reports';
import { ScrollBox } from '../../components/admin/scroll-box';

const windowLabels: Record<DashboardWindow, string> = { today: 'Today', '7d': 'Last 7 days', '30d': 'Last 30 days' };

/** The RTO window the dashboard shows; /admin/cash lets staff pick another. */
const rtoDays = 30;

/**
 * /admin: the day at a glance (rule:admin-dashboard), with the cash still with couriers (rule:courier-cash) and
 * the last 30 days' returns to origin (rule:rto-rates); ?range=today|7d|30d picks the cards' window.
 */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const asked = new URL(args.request.url).searchParams.get('range');
  const range: DashboardWindow = dashboardWindows.find((w) => w === asked) ?? 'today';
  const db = args.context.shop.db;
  const [dashboard, cash, rto] = await Promise.all([
    getDashboard(db, args.context.shop.settings),
    getCourierCash(db),
    getRtoRates(db, rtoDays),
  ]);
  return { range, dashboard, cash, rto };
}

export function meta() {
  return [{ title: 'Dashboard · Back office' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { range, dashboard, cash, rto } = loaderData;
  const figures = dashboard.windows[range];
  const now = dashboard.now;
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Dashboard</h1>
          <p className="text-sm text-gray-600">
            India time. {range === 'today' ? `Today, ${dashboard.today}` : `Since ${figures.since}`}
          </p>
        </div>
        <nav aria-label="Window">
          <ul className="flex gap-1 rounded-lg bg-gray-100 p-1">
            {dashboardWindows.map((w) => (
              <li key={w}>
                <Link
                  to={w === 'today' ? '/admin' : `/admin?range=${w}`}
                  aria-current={w === range ? 'page' : undefined}
                  preventScrollReset
                  className={`block rounded-md px-3 py-1.5 text-sm font-medium ${
                    w === range ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-700 hover:text-gray-900'
                  }`}
                >
                  {windowLabels[w]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <KpiCards figures={figures} />

      <section aria-labelledby="now-heading">
        <h2 id="now-heading" className="text-lg font-semibold text-gray-900">
          Right now
        </h2>
        <ul className="mt-2 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
          <li className="rounded-lg border border-gray-200 bg-white p-4">
            <Link to="/admin/confirmations" className="block text-blue-700 hover:underline">
              <span className="block text-2xl font-bold tabular-nums">{formatCount(now.waitingForConfirmation)}</span>
              <span className="text-sm">orders to confirm</span>
            </Link>
          </li>
          <li className="rounded-lg border border-gray-200 bg-white p-4">
            <Link to="/admin/cash" className="block text-blue-700 hover:underline">
              <span className="block text-2xl font-bold tabular-nums">{formatRupees(now.pendingWithCouriers)}</span>
              <span className="text-sm">on its way with couriers ({formatCount(now.inTransit)} in transit)</span>
            </Link>
          </li>
          <li className="rounded-lg border border-gray-200 bg-white p-4">
            <Link to="/admin/stock" className="block text-blue-700 hover:underline">
              <span className="block text-2xl font-bold tabular-nums">{formatCount(now.lowStock)}</span>
              <span className="text-sm">products low on stock</span>
            </Link>
          </li>
          <li className="rounded-lg border border-gray-200 bg-white p-4">
            <Link to="/admin/stock" className="block text-blue-700 hover:underline">
              <span className="block text-2xl font-bold tabular-nums">{formatCount(now.outOfStock)}</span>
              <span className="text-sm">products out of stock</span>
            </Link>
          </li>
          <li className="rounded-lg border border-gray-200 bg-white p-4">
            <Link to="/admin/returns?status=Received" className="block text-blue-700 hover:underline">
              <span data-testid="now-refunds-due" className="block text-2xl font-bold tabular-nums">
                {formatRupeesPaiseIfAny(now.refundsDue.amount)}
              </span>
              <span className="text-sm">
                refunds due ({formatCount(now.refundsDue.requests)} returns received, not yet refunded)
              </span>
            </Link>
          </li>
        </ul>
      </section>

      <section aria-labelledby="cash-heading" className="rounded-lg border border-gray-200 bg-white p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="cash-heading" className="text-lg font-semibold text-gray-900">
            Cash with couriers
          </h2>
          <Link to="/admin/cash" className="text-sm text-blue-700 hover:underline">
            Per courier and remittances
          </Link>
        </div>
        <CashTotals totals={cash.totals} />
        <h3 className="mt-3 text-sm font-medium text-gray-900">Outstanding, by days since delivery</h3>
        <OutstandingByAge cash={cash} />
      </section>

      <section aria-labelledby="rto-heading" className="rounded-lg border border-gray-200 bg-white p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="rto-heading" className="text-lg font-semibold text-gray-900">
            Returns to origin (RTO), shipped since {rto.since}
          </h2>
          <Link to="/admin/cash#rto-heading" className="text-sm text-blue-700 hover:underline">
            Another window
          </Link>
        </div>
        <RtoByCourierAndPincode rto={rto} />
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <BarChart
          title="Orders per day"
          data={dashboard.series.map((d) => ({ day: d.day, value: d.orders }))}
          format={formatCount}
          colorClass="fill-blue-600"
        />
        <BarChart
          title="Order value per day"
          data={dashboard.series.map((d) => ({ day: d.day, value: d.value }))}
          format={(n) => formatRupees(n)}
          colorClass="fill-emerald-600"
        />
      </div>

      <section aria-labelledby="top-heading" className="rounded-lg border border-gray-200 bg-white p-4">
        <h2 id="top-heading" className="text-lg font-semibold text-gray-900">
          Top products, {windowLabels[range].toLowerCase()}
        </h2>
        {figures.topProducts.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">No units sold in this range yet.</p>
        ) : (
          <ScrollBox label="Top products" className="mt-2">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="text-gray-600">
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Product
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Units
                  </th>
                </tr>
              </thead>
              <tbody>
                {figures.topProducts.map((p) => (
                  <tr key={p.productId} className="border-t border-gray-100">
                    <th scope="row" className="py-2 pr-4 font-normal">
                      <Link to={`/product/${p.productId}`} className="text-blue-700 hover:underline">
                        {p.title}
                      </Link>
                    </th>
                    <td className="py-2 text-right tabular-nums">{formatCount(p.units)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollBox>
        )}
      </section>
    </section>
  );
}
