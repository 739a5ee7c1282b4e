import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderCallAttempts, orders } from '../../db/schema/index';
import type { ConfirmationQueueQuery } from '../schemas/admin-confirmations';
import { toRupees } from '../shared/pricing';
import type { ConfirmationQueue } from '../views/admin-confirmations';

/**
 * The confirmation queue (rule:confirmation-queue): Placed orders waiting for their call, oldest first, one
 * page at a time (orders_status_created_idx), each with how many calls were made, when the last one was and
 * how it went, so staff see whom to call (again). Read in three bounded queries: the page, the count and the
 * last call of each order on the page (order_call_attempts_order_idx).
 */
export async function listConfirmationQueue(db: DbOrTx, query: ConfirmationQueueQuery): Promise<ConfirmationQueue> {
  const placed = eq(orders.status, 'Placed');
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      fullName: orders.fullName,
      phone: orders.phone,
      totalPaise: orders.totalPaise,
      paymentMethod: orders.paymentMethod,
      itemCount: orders.itemCount,
      callAttempts: orders.callAttempts,
      lastCallAt: orders.lastCallAt,
    })
    .from(orders)
    .where(placed)
    .orderBy(asc(orders.createdAt), asc(orders.orderNumber))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [counted] = await db.select({ n: count() }).from(orders).where(placed);

  const ids = rows.filter((r) => r.callAttempts > 0).map((r) => r.id);
  const lastCalls =
    ids.length === 0
      ? []
      : await db
          .selectDistinctOn([orderCallAttempts.orderId], {
            orderId: orderCallAttempts.orderId,
            outcome: orderCallAttempts.outcome,
            note: orderCallAttempts.note,
          })
          .from(orderCallAttempts)
          .where(inArray(orderCallAttempts.orderId, ids))
          .orderBy(orderCallAttempts.orderId, desc(orderCallAttempts.createdAt), desc(orderCallAttempts.id));
  const lastByOrder = new Map(lastCalls.map((c) => [c.orderId, c]));

  return {
    items: rows.map((r) => {
      const last = lastByOrder.get(r.id);
      return {
        id: r.id,
        orderNumber: r.orderNumber,
        placedAt: r.createdAt.toISOString(),
        fullName: r.fullName,
        phone: r.phone,
        total: toRupees(r.totalPaise),
        paymentMethod: r.paymentMethod,
        itemCount: r.itemCount,
        callAttempts: r.callAttempts,
        lastCallAt: r.lastCallAt ? r.lastCallAt.toISOString() : null,
        lastOutcome: last?.outcome ?? null,
        lastNote: last?.note ?? null,
      };
    }),
    page: query.page,
    limit: query.limit,
    total: Number(counted?.n ?? 0),
  };
}
