import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, returnRequests } from '../../db/schema/index';
import { notFoundError } from '../errors';
import { toReturnRequestView, type ReturnRequestView } from '../views/returns';
import { eventsOf } from './return-rows';

/** The return requests of one of the shopper's orders, oldest first, each with its timeline (the order page). */
export async function listOrderReturns(db: DbOrTx, userId: string, orderId: string): Promise<ReturnRequestView[]> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw notFoundError('Order');
  const rows = await db
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.orderId, order.id))
    .orderBy(asc(returnRequests.requestNumber));
  const events = await eventsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toReturnRequestView(row, events.get(row.id) ?? []));
}
