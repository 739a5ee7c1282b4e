import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders, returnRequests } from '../../db/schema/index';
import { notFoundError } from '../errors';
import type { AdminReturnView } from '../views/returns';
import { adminColumns, eventsOf, toAdminView } from './return-rows';

/** One request for the back office, with its timeline and the moves allowed now. */
export async function getAdminReturn(db: DbOrTx, id: string): Promise<AdminReturnView> {
  const [row] = await db
    .select(adminColumns)
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
    .where(eq(returnRequests.id, id));
  if (!row) throw notFoundError('Return request');
  const events = await eventsOf(db, [row.request.id]);
  return toAdminView(row, events.get(row.request.id) ?? []);
}
