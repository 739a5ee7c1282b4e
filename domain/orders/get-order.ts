import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/index';
import { notFoundError } from '../errors';
import type { Order } from '../views/orders';
import { loadOrderViews } from './load-order-views';

/**
 * One of the shopper's own orders (rule:order-page: the order page shows the real order, owner
 * only). Another shopper's order is "not found", so ids reveal nothing (rule:object-ownership).
 */
export async function getOrder(db: DbOrTx, userId: string, orderId: string): Promise<Order> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw notFoundError('Order');
  const [view] = await loadOrderViews(db, [order]);
  return view!;
}
