import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/index';
import { queryRows } from '../../db/raw';
import { toRupees } from '../shared/pricing';
import { isLowStock } from '../stock/low-stock-threshold-of';
import { dashboardWindows, type Dashboard, type DashboardFigures, type DashboardWindow } from '../views/admin-reports';
import { indiaMidnight, indiaToday, rate } from './india-days';

/** How many India days each window covers, today included. */
const windowDays: Record<DashboardWindow, number> = { today: 1, '7d': 7, '30d': 30 };
const seriesDays = 30;
const topProductCount = 5;

/** The first India day of a window, as a SQL date. */
const since = (name: DashboardWindow) => sql`(${indiaToday} - ${windowDays[name] - 1}::int)`;

/**
 * The day at a glance (rule:admin-dashboard): for today, the last 7 and the last 30 India days (Asia/Kolkata,
 * by the database's clock) the orders placed, their units and value, the cash collected (COD orders delivered
 * in the window, by delivery day), the cancel rate (cancelled / placed) and the RTO rate (returned /
 * (delivered + returned)) of the orders placed in the window, and the top products by units of the window's
 * orders that were neither cancelled nor returned, and the alert mails queued (back in stock, price drop; issue 37,
 * read from mail_outbox by its kind and time), and the return rate (units asked back in requests made in the window
 * and not cancelled, over units of the window's orders Delivered; issue 38); then what stands now (orders waiting for
 * confirmation, cash on its way with couriers, low and out-of-stock products, refunds due: returns Received, checked
 * and not yet refunded) and orders and value per day for 30 days.
 *
 * The requests are read through return_requests' indexes: the window by created_at
 * (return_requests_created_idx), the refunds due by status (return_requests_status_created_idx).
 *
 * Every order figure reads the rollups the database keeps at each order's commit (ADR 0030: order_day_stats,
 * cod_cash_days, product_day_units, order_status_counts), so the cost follows the number of days and products,
 * not the number of orders.
 */
export async function getDashboard(db: DbOrTx, settings: { lowStockThreshold: number }): Promise<Dashboard> {
  const windowColumns = sql.join(
    dashboardWindows.map((name, i) => {
      const inWindow = sql`s.day >= ${since(name)}`;
      const count = (column: string, status?: string) =>
        sql`coalesce(sum(s.${sql.identifier(column)}) filter (where ${inWindow}${status ? sql` and s.status = ${status}` : sql``}), 0)::float8`;
      return sql`
        to_char(${since(name)}, 'YYYY-MM-DD') as ${sql.identifier(`since_${i}`)},
        ${count('orders')} as ${sql.identifier(`placed_${i}`)},
        ${count('units')} as ${sql.identifier(`units_${i}`)},
        ${count('value_paise')} as ${sql.identifier(`value_${i}`)},
        ${count('orders', 'Cancelled')} as ${sql.identifier(`cancelled_${i}`)},
        ${count('orders', 'Delivered')} as ${sql.identifier(`delivered_${i}`)},
        ${count('orders', 'Returned')} as ${sql.identifier(`returned_${i}`)},
        (select coalesce(sum(c.cash_paise), 0) from cod_cash_days c where c.day >= ${since(name)})::float8
          as ${sql.identifier(`cash_${i}`)},
        ${count('units', 'Delivered')} as ${sql.identifier(`delivered_units_${i}`)},
        (select coalesce(sum(r.quantity), 0) from return_requests r
          where r.created_at >= ${indiaMidnight(since(name))} and r.status <> 'Cancelled')::int
          as ${sql.identifier(`asked_back_${i}`)},
        (select count(*) from mail_outbox m
          where m.kind <> '' and m.kind in ('stock-alert', 'price-alert')
            and m.created_at >= ${indiaMidnight(since(name))})::int as ${sql.identifier(`alerts_${i}`)}`;
    }),
    sql`, `,
  );
  const windowsQuery = queryRows<Record<string, number | string>>(
    db,
    sql`select ${windowColumns} from order_day_stats s where s.day >= ${since('30d')}`,
  );

  // Each window's top products from one read of the 30 days' units per product: the window's sum per product,
  // then its largest five with their titles.
  const unitColumns = sql.join(
    dashboardWindows.map(
      (name, i) =>
        sql`(coalesce(sum(u.units) filter (where u.day >= ${since(name)}), 0))::int as ${sql.identifier(`u${i}`)}`,
    ),
    sql`, `,
  );
  const tops = sql.join(
    dashboardWindows.map(
      (name, i) => sql`(select ${name}::text as name, per.product_id, p.title, per.${sql.identifier(`u${i}`)} as units
        from per join products p on p.id = per.product_id where per.${sql.identifier(`u${i}`)} > 0
        order by per.${sql.identifier(`u${i}`)} desc, p.title, per.product_id limit ${topProductCount})`,
    ),
    sql` union all `,
  );
  const topQuery = queryRows<{ name: DashboardWindow; product_id: string; title: string; units: number }>(
    db,
    sql`with per as materialized (
        select u.product_id, ${unitColumns} from product_day_units u where u.day >= ${since('30d')} group by u.product_id
      )
      ${tops}`,
  );

  const nowQuery = queryRows<{
    today: string;
    waiting: number;
    in_transit: number;
    pending: number;
    low_stock: number;
    out_of_stock: number;
    refunds_due: number;
    refunds_due_paise: number;
  }>(
    db,
    sql`select to_char(${indiaToday}, 'YYYY-MM-DD') as today,
      (select orders from order_status_counts where status = 'Placed')::int as waiting,
      (select orders from order_status_counts where status = 'In Transit')::int as in_transit,
      (select cod_value_paise from order_status_counts where status = 'In Transit')::float8 as pending,
      (select count(*) from ${products} where is_active and ${isLowStock(settings.lowStockThreshold)})::int as low_stock,
      (select count(*) from products where is_active and stock = 0)::int as out_of_stock,
      (select count(*) from return_requests where status = 'Received' and kind = 'return')::int as refunds_due,
      (select coalesce(sum(refund_paise), 0) from return_requests where status = 'Received' and kind = 'return')::float8
        as refunds_due_paise`,
  );

  const seriesQuery = queryRows<{ day: string; orders: number; value: number }>(
    db,
    sql`with per_day as (
        select day, sum(orders)::int as orders, sum(value_paise)::float8 as value
        from order_day_stats where day >= ${indiaToday} - ${seriesDays - 1}::int group by day
      )
      select to_char(d, 'YYYY-MM-DD') as day, coalesce(p.orders, 0)::int as orders, coalesce(p.value, 0)::float8 as value
      from generate_series((${indiaToday} - ${seriesDays - 1}::int)::timestamp, ${indiaToday}::timestamp, interval '1 day') as d
      left join per_day p on p.day = d::date
      order by d`,
  );

  // Four independent reads: on PostgreSQL they run side by side on pooled connections.
  const [[row], top, [now], series] = await Promise.all([windowsQuery, topQuery, nowQuery, seriesQuery]);
  top.sort((x, y) => y.units - x.units || x.title.localeCompare(y.title) || x.product_id.localeCompare(y.product_id));

  const figures = (name: DashboardWindow): DashboardFigures => {
    const i = dashboardWindows.indexOf(name);
    const figure = (column: string) => Number(row![`${column}_${i}`]);
    const placed = figure('placed');
    const cancelled = figure('cancelled');
    const delivered = figure('delivered');
    const returned = figure('returned');
    const unitsAskedBack = figure('asked_back');
    const unitsDelivered = figure('delivered_units');
    return {
      since: String(row![`since_${i}`]),
      ordersPlaced: placed,
      units: figure('units'),
      valuePlaced: toRupees(figure('value')),
      cashCollected: toRupees(figure('cash')),
      cancelled,
      delivered,
      returned,
      cancelRate: rate(cancelled, placed),
      returnRate: rate(returned, delivered + returned),
      unitsAskedBack,
      unitsDelivered,
      // Return rate (rule:admin-dashboard): units in the return and exchange requests made in the window that the
      // shopper did not cancel (rejected ones count: the shopper wanted to send them back), over the units of the
      // window's orders that are Delivered. Requests for orders placed before the window count too, so it may pass 1.
      returnRequestRate: rate(unitsAskedBack, unitsDelivered),
      alertsSent: figure('alerts'),
      topProducts: top
        .filter((t) => t.name === name)
        .map((t) => ({ productId: t.product_id, title: t.title, units: t.units })),
    };
  };

  return {
    today: now!.today,
    windows: { today: figures('today'), '7d': figures('7d'), '30d': figures('30d') },
    now: {
      waitingForConfirmation: now!.waiting,
      inTransit: now!.in_transit,
      pendingWithCouriers: toRupees(Number(now!.pending)),
      lowStock: now!.low_stock,
      outOfStock: now!.out_of_stock,
      refundsDue: { requests: now!.refunds_due, amount: toRupees(Number(now!.refunds_due_paise)) },
    },
    series: series.map((d) => ({ day: d.day, orders: d.orders, value: toRupees(Number(d.value)) })),
  };
}
