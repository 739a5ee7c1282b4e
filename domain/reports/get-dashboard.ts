import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { toRupees } from '../shared/pricing';
import { dashboardWindows, type Dashboard, type DashboardFigures, type DashboardWindow } from '../views/admin-reports';
import { indiaMidnight, indiaToday, rate } from './india-days';

/** How many India days each window covers, today included. */
const windowDays: Record<DashboardWindow, number> = { today: 1, '7d': 7, '30d': 30 };
const seriesDays = 30;
const topProductCount = 5;

/**
 * The day at a glance (rule:admin-dashboard): for today, the last 7 and the last 30 India days (Asia/Kolkata,
 * by the database's clock) the orders placed, their units and value, the cash collected (COD orders delivered
 * in the window, by delivery time), the cancel rate (cancelled / placed) and the RTO rate (returned /
 * (delivered + returned)) of the orders placed in the window, and the top products by units of the window's
 * orders that were neither cancelled nor returned; then what stands now (orders waiting for confirmation, cash
 * on its way with couriers, low and out-of-stock products) and orders and value per day for 30 days.
 * Each query is a range over orders_created_idx (or the status index), never the whole table.
 */
export async function getDashboard(db: DbOrTx, settings: { lowStockThreshold: number }): Promise<Dashboard> {
  // One range scan of the 30 days (orders_created_idx); each window's figures are filtered aggregates of it.
  const since = (name: DashboardWindow) => indiaMidnight(sql`${indiaToday} - ${windowDays[name] - 1}::int`);
  const columns = sql.join(
    dashboardWindows.map((name, i) => {
      const inWindow = sql`o.created_at >= ${since(name)}`;
      return sql`
        to_char(${indiaToday} - ${windowDays[name] - 1}::int, 'YYYY-MM-DD') as ${sql.identifier(`since_${i}`)},
        (count(*) filter (where ${inWindow}))::int as ${sql.identifier(`placed_${i}`)},
        coalesce(sum(o.item_count) filter (where ${inWindow}), 0)::int as ${sql.identifier(`units_${i}`)},
        coalesce(sum(o.total_paise) filter (where ${inWindow}), 0)::float8 as ${sql.identifier(`value_${i}`)},
        (count(*) filter (where ${inWindow} and o.status = 'Cancelled'))::int as ${sql.identifier(`cancelled_${i}`)},
        (count(*) filter (where ${inWindow} and o.status = 'Delivered'))::int as ${sql.identifier(`delivered_${i}`)},
        (count(*) filter (where ${inWindow} and o.status = 'Returned'))::int as ${sql.identifier(`returned_${i}`)}`;
    }),
    sql`, `,
  );
  const placedQuery = queryRows<Record<string, number | string>>(
    db,
    sql`select ${columns} from orders o where o.created_at >= ${since('30d')}`,
  );
  // Cash collected: delivered COD orders by delivery time, whenever they were placed; one scan as well.
  const cashColumns = sql.join(
    dashboardWindows.map(
      (name, i) =>
        sql`coalesce(sum(o.total_paise) filter (where o.delivered_at >= ${since(name)}), 0)::float8 as ${sql.identifier(`cash_${i}`)}`,
    ),
    sql`, `,
  );
  const cashQuery = queryRows<Record<string, number>>(
    db,
    sql`select ${cashColumns} from orders o
      where o.status = 'Delivered' and o.payment_method = 'COD' and o.delivered_at >= ${since('30d')}`,
  );

  // Units per product in each window from one aggregation of the 30 days, then each window's top 5.
  const unitColumns = sql.join(
    dashboardWindows.map(
      (name, i) =>
        sql`coalesce(sum(oi.quantity) filter (where o.created_at >= ${since(name)}), 0)::int as ${sql.identifier(`u${i}`)}`,
    ),
    sql`, `,
  );
  const tops = sql.join(
    dashboardWindows.map(
      (name, i) => sql`(select ${name}::text as name, product_id, title, ${sql.identifier(`u${i}`)} as units
        from per where ${sql.identifier(`u${i}`)} > 0
        order by ${sql.identifier(`u${i}`)} desc, title, product_id limit ${topProductCount})`,
    ),
    sql` union all `,
  );
  const topQuery = queryRows<{ name: DashboardWindow; product_id: string; title: string; units: number }>(
    db,
    sql`with per as (
        select oi.product_id, coalesce(max(p.title), max(oi.title)) as title, ${unitColumns}
        from orders o
        join order_items oi on oi.order_id = o.id
        left join products p on p.id = oi.product_id
        where o.created_at >= ${since('30d')} and o.status not in ('Cancelled', 'Returned')
        group by oi.product_id
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
  }>(
    db,
    sql`select to_char(${indiaToday}, 'YYYY-MM-DD') as today,
      (select orders from order_status_counts where status = 'Placed')::int as waiting,
      (select orders from order_status_counts where status = 'In Transit')::int as in_transit,
      (select coalesce(sum(total_paise), 0) from orders
        where status = 'In Transit' and payment_method = 'COD')::float8 as pending,
      (select count(*) from products where is_active and stock > 0
        and stock <= coalesce(low_stock_threshold, ${settings.lowStockThreshold}))::int as low_stock,
      (select count(*) from products where is_active and stock = 0)::int as out_of_stock`,
  );

  const seriesQuery = queryRows<{ day: string; orders: number; value: number }>(
    db,
    sql`with per_day as (
        select (created_at at time zone 'Asia/Kolkata')::date as day, count(*)::int as orders,
          sum(total_paise)::float8 as value
        from orders where created_at >= ${indiaMidnight(sql`${indiaToday} - ${seriesDays - 1}::int`)}
        group by 1
      )
      select to_char(d, 'YYYY-MM-DD') as day, coalesce(p.orders, 0)::int as orders, coalesce(p.value, 0)::float8 as value
      from generate_series((${indiaToday} - ${seriesDays - 1}::int)::timestamp, ${indiaToday}::timestamp, interval '1 day') as d
      left join per_day p on p.day = d::date
      order by d`,
  );

  // Five independent reads: on PostgreSQL they run side by side on pooled connections.
  const [[placedRow], [cashRow], top, [now], series] = await Promise.all([
    placedQuery,
    cashQuery,
    topQuery,
    nowQuery,
    seriesQuery,
  ]);
  const placed = dashboardWindows.map((name, i) => ({
    name,
    since: String(placedRow![`since_${i}`]),
    placed: Number(placedRow![`placed_${i}`]),
    units: Number(placedRow![`units_${i}`]),
    value: Number(placedRow![`value_${i}`]),
    cancelled: Number(placedRow![`cancelled_${i}`]),
    delivered: Number(placedRow![`delivered_${i}`]),
    returned: Number(placedRow![`returned_${i}`]),
  }));

  const cash = dashboardWindows.map((name, i) => ({ name, cash: Number(cashRow![`cash_${i}`]) }));
  top.sort((x, y) => y.units - x.units || x.title.localeCompare(y.title) || x.product_id.localeCompare(y.product_id));

  const figures = (name: DashboardWindow): DashboardFigures => {
    const row = placed.find((r) => r.name === name)!;
    return {
      since: row.since,
      ordersPlaced: row.placed,
      units: row.units,
      valuePlaced: toRupees(Number(row.value)),
      cashCollected: toRupees(Number(cash.find((r) => r.name === name)?.cash ?? 0)),
      cancelled: row.cancelled,
      delivered: row.delivered,
      returned: row.returned,
      cancelRate: rate(row.cancelled, row.placed),
      returnRate: rate(row.returned, row.delivered + row.returned),
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
    },
    series: series.map((d) => ({ day: d.day, orders: d.orders, value: toRupees(Number(d.value)) })),
  };
}
