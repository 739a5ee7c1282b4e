import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/index';
import { orderStatuses, type OrderStatus } from '../shared/order-rules';

export interface OrderCounts {
  total: number;
  byStatus: Record<OrderStatus, number>;
}

/**
 * How many orders the shopper has, in all and per status (rule:my-orders: the counters Total
 * Orders, Placed, Delivered, Processing). The list itself comes a page at a time
 * (list-my-orders.ts), so the counters are counted here over every order, in one grouped
 * query on the orders_user_idx index.
 */
export async function countMyOrders(db: DbOrTx, userId: string): Promise<OrderCounts> {
  const rows = await db
    .select({ status: orders.status, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.userId, userId))
    .groupBy(orders.status);
  const byStatus = Object.fromEntries(orderStatuses.map((s) => [s, 0])) as Record<OrderStatus, number>;
  let total = 0;
  for (const row of rows) {
    const n = Number(row.n);
    total += n;
    byStatus[row.status] = n;
  }
  return { total, byStatus };
}
