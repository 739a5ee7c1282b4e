import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { pincodeRules } from '../../db/schema/index';
import type { RtoRates } from '../views/admin-reports';
import { indiaMidnight, indiaToday, rate } from './india-days';

const topPincodes = 20;

/**
 * Return-to-origin rates (rule:rto-rates): of the orders shipped in the last `days` India days (by shipped_at),
 * per courier and for the 20 PIN codes that shipped most, how many were shipped, delivered and returned, and
 * the RTO rate returned / (delivered + returned). Orders still In Transit count as shipped only. Each PIN says whether
 * staff already turned cash on delivery off there (rule:cod-by-pin), so the table offers to turn it off only where it
 * is on.
 */
export async function getRtoRates(db: DbOrTx, days: number): Promise<RtoRates> {
  const since = indiaMidnight(sql`${indiaToday} - ${days - 1}::int`);
  const figures = sql`count(*)::int as shipped,
    (count(*) filter (where status = 'Delivered'))::int as delivered,
    (count(*) filter (where status = 'Returned'))::int as returned`;
  type Row = { key: string; shipped: number; delivered: number; returned: number };

  const [head] = await queryRows<{ since: string }>(
    db,
    sql`select to_char(${indiaToday} - ${days - 1}::int, 'YYYY-MM-DD') as since`,
  );
  // One index-only read of the window's shipments (orders_shipped_idx) grouped two ways at once.
  const grouped = await queryRows<Row & { by: 'courier' | 'pincode' }>(
    db,
    sql`select case when grouping(courier_name) = 0 then 'courier' else 'pincode' end as by,
        coalesce(courier_name, pincode) as key, ${figures}
      from orders where shipped_at >= ${since}
      group by grouping sets ((courier_name), (pincode))`,
  );
  const byVolume = (x: Row, y: Row) => y.shipped - x.shipped || (x.key < y.key ? -1 : x.key > y.key ? 1 : 0);
  // An order shipped without a courier's name (none the shop makes) has no courier row.
  const couriers = grouped.filter((r) => r.by === 'courier' && r.key !== null).sort(byVolume);
  const pincodes = grouped
    .filter((r) => r.by === 'pincode')
    .sort(byVolume)
    .slice(0, topPincodes);
  const shownPins = pincodes.map((r) => r.key);
  const codOffRows =
    shownPins.length === 0
      ? []
      : await db
          .select({ pincode: pincodeRules.pincode })
          .from(pincodeRules)
          .where(and(eq(pincodeRules.kind, 'cod-off'), inArray(pincodeRules.pincode, shownPins)));
  const codOff = new Set(codOffRows.map((r) => r.pincode));
  const view = (r: Row) => ({
    shipped: r.shipped,
    delivered: r.delivered,
    returned: r.returned,
    rtoRate: rate(r.returned, r.delivered + r.returned),
  });
  return {
    days,
    since: head!.since,
    couriers: couriers.map((r) => ({ courierName: r.key, ...view(r) })),
    pincodes: pincodes.map((r) => ({ pincode: r.key, ...view(r), codOff: codOff.has(r.key) })),
  };
}
