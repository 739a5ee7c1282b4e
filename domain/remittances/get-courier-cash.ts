import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { toRupees } from '../shared/pricing';
import type { CourierCash } from '../views/admin-reports';

/**
 * Cash with couriers (rule:courier-cash): per courier, its delivered COD orders not yet remitted (count, amount,
 * and the amount by days since delivery: 0-2, 3-7, 8-15, over 15, counted in India days), and the shop's totals
 * of cash collected (every delivered COD order), remitted (every remittance) and outstanding (the difference).
 * The per-courier part reads orders_unremitted_idx.
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
        select courier_name, total_paise,
          (now() at time zone 'Asia/Kolkata')::date - (delivered_at at time zone 'Asia/Kolkata')::date as age
        from orders
        where status = 'Delivered' and remittance_id is null and payment_method = 'COD'
      )
      select coalesce(courier_name, '') as courier_name, count(*)::int as orders,
        sum(total_paise)::float8 as amount,
        coalesce(sum(total_paise) filter (where age <= 2), 0)::float8 as a0,
        coalesce(sum(total_paise) filter (where age between 3 and 7), 0)::float8 as a3,
        coalesce(sum(total_paise) filter (where age between 8 and 15), 0)::float8 as a8,
        coalesce(sum(total_paise) filter (where age > 15), 0)::float8 as a16
      from aged group by courier_name order by amount desc, courier_name`,
  );
  const [totals] = await queryRows<{ collected: number; remitted: number }>(
    db,
    sql`select
      (select coalesce(sum(total_paise), 0) from orders where status = 'Delivered' and payment_method = 'COD')::float8
        as collected,
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
