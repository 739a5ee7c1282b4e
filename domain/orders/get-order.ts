import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/index';
import { AppError } from '../errors';
import { loadOrderViews, type OrderView } from './load-order-views';

/**
 * One of the shopper's own orders (rule:order-page: the order page shows the real order, owner
 * only). Another shopper's order is "not found", so ids reveal nothing (rule:object-ownership).
 */
export async function getOrder(db: DbOrTx, userId: string, orderId: string): Promise<OrderView> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw new AppError('NOT_FOUND', 'Order not found');
  const [view] = await loadOrderViews(db, [order]);
  return view!;
}
