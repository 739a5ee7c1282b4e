import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { indiaToday } from '../reports/india-days';
import { toRupees } from '../shared/pricing';
import type { CourierCash } from '../views/admin-reports';

/**
 * Cash with couriers (rule:courier-cash): per courier, its delivered COD orders not yet remitted (count, amount,
 * and the amount by days since delivery: 0-2, 3-7, 8-15, over 15, counted in India days), and the shop's totals
 * of cash collected (every delivered COD order), remitted (every remittance) and outstanding (the difference).
 * Both read rollups the database keeps at each order's commit (ADR 0030): the unremitted cash per courier and
 * delivery day in cod_cash_days, the cash collected in order_status_counts.
 */
export async function getCourierCash(db: DbOrTx): Promise<CourierCash> {
  const rows = await queryRows<{
    courier_name: string;
    orders: number;
    amount: number;
    a0: number;
    a3: number;
    a8: number;
    a16: number;
  }>(
    db,
    sql`with aged as (
        select courier_name, unremitted_orders, unremitted_paise as paise, ${indiaToday} - day as age
        from cod_cash_days where unremitted_orders <> 0
      )
      select courier_name, sum(unremitted_orders)::int as orders, sum(paise)::float8 as amount,
        coalesce(sum(paise) filter (where age <= 2), 0)::float8 as a0,
        coalesce(sum(paise) filter (where age between 3 and 7), 0)::float8 as a3,
        coalesce(sum(paise) filter (where age between 8 and 15), 0)::float8 as a8,
        coalesce(sum(paise) filter (where age > 15), 0)::float8 as a16
      from aged group by courier_name order by amount desc, courier_name`,
  );
  const [totals] = await queryRows<{ collected: number; remitted: number }>(
    db,
    sql`select
      (select cod_value_paise from order_status_counts where status = 'Delivered')::float8 as collected,
      (select coalesce(sum(amount_paise), 0) from courier_remittances)::float8 as remitted`,
  );
  const collected = Number(totals!.collected);
  const remitted = Number(totals!.remitted);
  return {
    couriers: rows.map((r) => ({
      courierName: r.courier_name,
      orders: r.orders,
      amount: toRupees(Number(r.amount)),
      ageing: {
        '0-2': toRupees(Number(r.a0)),
        '3-7': toRupees(Number(r.a3)),
        '8-15': toRupees(Number(r.a8)),
        '16+': toRupees(Number(r.a16)),
      },
    })),
    totals: {
      collected: toRupees(collected),
      remitted: toRupees(remitted),
      outstanding: toRupees(collected - remitted),
    },
  };
}
