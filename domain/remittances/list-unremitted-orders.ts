import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { toRupees } from '../shared/pricing';
import type { UnremittedOrder } from '../views/admin-reports';

/** The most orders one remittance may cover (rule:courier-cash); the list offers no more than that. */
export const maxRemittanceOrders = 500;

/**
 * The orders a remittance from `courierName` can cover (rule:courier-cash): its delivered COD orders not yet
 * remitted, oldest delivery first, at most 500 (one remittance's limit). Reads orders_unremitted_idx.
 */
export async function listUnremittedOrders(db: DbOrTx, courierName: string): Promise<UnremittedOrder[]> {
  const rows = await queryRows<{
    id: string;
    order_number: number;
    full_name: string;
    total_paise: number;
    delivered_at: string | Date;
    tracking_number: string | null;
    age: number;
  }>(
    db,
    sql`select id, order_number, full_name, total_paise::float8 as total_paise, delivered_at, tracking_number,
        ((now() at time zone 'Asia/Kolkata')::date - (delivered_at at time zone 'Asia/Kolkata')::date)::int as age
      from orders
      where status = 'Delivered' and remittance_id is null and payment_method = 'COD' and courier_name = ${courierName}
      order by delivered_at, order_number
      limit ${maxRemittanceOrders}`,
  );
  return rows.map((r) => ({
    id: r.id,
    orderNumber: r.order_number,
    fullName: r.full_name,
    total: toRupees(Number(r.total_paise)),
    deliveredAt: new Date(r.delivered_at).toISOString(),
    trackingNumber: r.tracking_number,
    daysSinceDelivery: r.age,
  }));
}
