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
  const windows = sql.join(
    dashboardWindows.map((name) => sql`(${name}::text, ${windowDays[name] - 1}::int)`),
    sql`, `,
  );
  const bounds = sql`bounds as (
    select v.name, (${indiaToday} - v.back) as since_day, ${indiaMidnight(sql`${indiaToday} - v.back`)} as since
    from (values ${windows}) as v(name, back)
  )`;

  const placed = await queryRows<{
    name: DashboardWindow;
    since: string;
    placed: number;
    units: number;
    value: number;
    cancelled: number;
    delivered: number;
    returned: number;
  }>(
    db,
    sql`with ${bounds}
      select b.name, to_char(b.since_day, 'YYYY-MM-DD') as since,
        count(o.id)::int as placed,
        coalesce(sum(o.item_count), 0)::int as units,
        coalesce(sum(o.total_paise), 0)::float8 as value,
        (count(o.id) filter (where o.status = 'Cancelled'))::int as cancelled,
        (count(o.id) filter (where o.status = 'Delivered'))::int as delivered,
        (count(o.id) filter (where o.status = 'Returned'))::int as returned
      from bounds b left join orders o on o.created_at >= b.since
      group by b.name, b.since_day`,
  );

  const cash = await queryRows<{ name: DashboardWindow; cash: number }>(
    db,
    sql`with ${bounds}
      select b.name, coalesce(sum(o.total_paise), 0)::float8 as cash
      from bounds b left join orders o
        on o.status = 'Delivered' and o.payment_method = 'COD' and o.delivered_at >= b.since
      group by b.name`,
  );

  const top = await queryRows<{ name: DashboardWindow; product_id: string; title: string; units: number }>(
    db,
    sql`with ${bounds}
      select b.name, t.product_id, t.title, t.units
      from bounds b cross join lateral (
        select oi.product_id, coalesce(max(p.title), max(oi.title)) as title, sum(oi.quantity)::int as units
        from orders o
        join order_items oi on oi.order_id = o.id
        left join products p on p.id = oi.product_id
        where o.created_at >= b.since and o.status not in ('Cancelled', 'Returned')
        group by oi.product_id
        order by 3 desc, 2, 1
        limit ${topProductCount}
      ) t
      order by b.name, t.units desc, t.title, t.product_id`,
  );

  const [now] = await queryRows<{
    today: string;
    waiting: number;
    in_transit: number;
    pending: number;
    low_stock: number;
    out_of_stock: number;
  }>(
    db,
    sql`select to_char(${indiaToday}, 'YYYY-MM-DD') as today,
      (select count(*) from orders where status = 'Placed')::int as waiting,
      (select count(*) from orders where status = 'In Transit')::int as in_transit,
      (select coalesce(sum(total_paise), 0) from orders
        where status = 'In Transit' and payment_method = 'COD')::float8 as pending,
      (select count(*) from products where is_active and stock > 0
        and stock <= coalesce(low_stock_threshold, ${settings.lowStockThreshold}))::int as low_stock,
      (select count(*) from products where is_active and stock = 0)::int as out_of_stock`,
  );

  const series = await queryRows<{ day: string; orders: number; value: number }>(
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
