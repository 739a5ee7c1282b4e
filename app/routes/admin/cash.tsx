import type { Route } from './+types/cash';
import { CourierCashTable } from '../../components/admin/cash/courier-cash-table';
import { RemittanceForm } from '../../components/admin/cash/remittance-form';
import { RefundsPaid } from '../../components/admin/cash/refunds-paid';
import { RemittanceHistory } from '../../components/admin/cash/remittance-history';
import { RtoTables } from '../../components/admin/cash/rto-tables';
import { requireStaff } from '../../lib/require-staff';
import { getRtoRates } from '../../../domain/reports/get-rto-rates';
import { getCourierCash } from '../../../domain/remittances/get-courier-cash';
import { listRefundsPaid } from '../../../domain/remittances/list-refunds-paid';
import { listRemittances } from '../../../domain/remittances/list-remittances';
import { listUnremittedOrders } from '../../../domain/remittances/list-unremitted-orders';
import { remittanceListQuerySchema, rtoQuerySchema } from '../../../domain/schemas/admin-reports';
import { maxCourierNameLength } from '../../../domain/shared/limits';
import { parseListQuery } from '../../lib/list-query';

/**
 * /admin/cash: cash with couriers (rule:courier-cash) and their RTO rates (rule:rto-rates).
 * ?courier= shows that courier's unremitted orders in the remittance form; ?page= pages the history;
 * ?days= sets the RTO window. Bad values fall back to the defaults. The refunds paid for returns (issue 38) are the
 * last 30 India days': the page has no period of its own.
 */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const db = args.context.shop.db;
  const params = new URL(args.request.url).searchParams;
  const courier = (params.get('courier') ?? '').trim().slice(0, maxCourierNameLength);
  const paging = parseListQuery(remittanceListQuerySchema, args.request).query;
  const rtoQuery = parseListQuery(rtoQuerySchema, args.request).query;
  const [cash, unremitted, history, rto, refunds] = await Promise.all([
    getCourierCash(db),
    courier ? listUnremittedOrders(db, courier) : Promise.resolve([]),
    listRemittances(db, paging),
    getRtoRates(db, rtoQuery.days),
    listRefundsPaid(db),
  ]);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  return { cash, courier, unremitted, history, rto, refunds, today, search: params.toString() };
}

export function meta() {
  return [{ title: 'Cash with couriers · Back office' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminCash({ loaderData }: Route.ComponentProps) {
  const { cash, courier, unremitted, history, rto, refunds, today, search } = loaderData;
  const pageHref = (n: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(n));
    return `/admin/cash?${params.toString()}`;
  };
  const courierNames = cash.couriers.map((c) => c.courierName).filter((n) => n !== '');
  if (courier && !courierNames.includes(courier)) courierNames.push(courier);
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold text-gray-900">Cash with couriers</h1>
      <CourierCashTable cash={cash} />
      <RemittanceForm key={courier} couriers={courierNames} courier={courier} orders={unremitted} today={today} />
      <RemittanceHistory page={history} pageHref={pageHref} />
      <RefundsPaid refunds={refunds} />
      <RtoTables rto={rto} courier={courier} />
    </section>
  );
}
