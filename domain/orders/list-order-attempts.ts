import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderCallAttempts, orderDeliveryAttempts, users } from '../../db/schema/index';
import type { OrderAttempts } from '../views/admin-confirmations';

/**
 * One order's confirmation calls and failed delivery attempts, each oldest first with the staff member who
 * recorded it (rule:confirmation-queue, rule:failed-delivery), for the back office's order page. Both lists
 * read their order's index (order_call_attempts_order_idx, order_delivery_attempts_order_idx).
 */
export async function listOrderAttempts(db: DbOrTx, orderId: string): Promise<OrderAttempts> {
  const calls = await db
    .select({
      id: orderCallAttempts.id,
      outcome: orderCallAttempts.outcome,
      note: orderCallAttempts.note,
      staffName: users.fullName,
      createdAt: orderCallAttempts.createdAt,
    })
    .from(orderCallAttempts)
    .innerJoin(users, eq(users.id, orderCallAttempts.staffUserId))
    .where(eq(orderCallAttempts.orderId, orderId))
    .orderBy(asc(orderCallAttempts.createdAt), asc(orderCallAttempts.id));
  const deliveries = await db
    .select({
      id: orderDeliveryAttempts.id,
      reason: orderDeliveryAttempts.reason,
      note: orderDeliveryAttempts.note,
      staffName: users.fullName,
      createdAt: orderDeliveryAttempts.createdAt,
    })
    .from(orderDeliveryAttempts)
    .innerJoin(users, eq(users.id, orderDeliveryAttempts.staffUserId))
    .where(eq(orderDeliveryAttempts.orderId, orderId))
    .orderBy(asc(orderDeliveryAttempts.createdAt), asc(orderDeliveryAttempts.id));
  return {
    calls: calls.map(({ createdAt, ...c }) => ({ ...c, at: createdAt.toISOString() })),
    deliveries: deliveries.map(({ createdAt, ...d }) => ({ ...d, at: createdAt.toISOString() })),
  };
}
