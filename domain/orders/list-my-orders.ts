import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/index';
import type { MyOrdersQuery } from '../schemas/orders';
import type { Order } from '../views/orders';
import { loadOrderViews } from './load-order-views';

/**
 * The shopper's orders, newest first (rule:my-orders). Clients of the published contract ask
 * for all of them; the answer is bounded to a page (100 by default and at most) so a long history
 * stays fast (rule:bounded-waits).
 */
export async function listMyOrders(db: DbOrTx, userId: string, query: MyOrdersQuery): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return loadOrderViews(db, rows);
}
