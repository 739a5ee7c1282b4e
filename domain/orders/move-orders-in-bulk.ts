import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/index';
import { AppError } from '../errors';
import type { OrderStatus } from '../shared/order-rules';
import { findTransition } from '../shared/order-transitions';
import type { BulkMoveAnswer, BulkMoveResult } from '../views/admin-orders';
import { moveOrderStatus, type MoveOrderDeps } from './move-order-status';

export interface BulkMoveInput {
  orderIds: string[];
  /** The status the staff member saw on every chosen order. */
  from: OrderStatus;
  to: OrderStatus;
  note?: string;
}

/**
 * The same move for many orders (rule:admin-orders, rule:order-state-machine): each order moves through
 * moveOrderStatus in its own transaction, so each is moved whole (status, history, stock, audit row, mail)
 * or not at all, and one refusal (the order moved meanwhile, it is gone) does not hold back the others.
 * Shipping is refused for the whole request: each shipment needs its own tracking number. The answer lists
 * every order, in the order asked, as moved or refused with the reason.
 */
export async function moveOrdersInBulk(
  db: Database,
  staffUserId: string,
  input: BulkMoveInput,
  deps: MoveOrderDeps,
): Promise<BulkMoveAnswer> {
  const transition = findTransition(input.from, input.to);
  if (!transition) {
    throw new AppError('TRANSITION_NOT_ALLOWED', `An order that is ${input.from} cannot be moved to ${input.to}.`);
  }
  if (transition.needsShipment) {
    throw new AppError('VALIDATION_ERROR', 'Orders are shipped one at a time: each needs its own tracking number.');
  }
  if (transition.needsReason && (input.note ?? '').trim() === '') {
    throw new AppError('VALIDATION_ERROR', `Please give a reason: the orders are ${input.to.toLowerCase()}.`);
  }

  const orderIds = [...new Set(input.orderIds)];
  const results: BulkMoveResult[] = [];
  for (const orderId of orderIds) {
    try {
      const order = await moveOrderStatus(
        db,
        staffUserId,
        { orderId, from: input.from, to: input.to, note: input.note },
        deps,
      );
      results.push({
        orderId,
        orderNumber: order.orderNumber,
        moved: true,
        status: order.status,
        code: null,
        message: `Order #${order.orderNumber} is now ${order.status}.`,
      });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      results.push({ orderId, orderNumber: null, moved: false, status: null, code: err.code, message: err.message });
    }
  }

  // The refused orders' numbers and statuses as they are now, so the answer says where each one stands.
  const refusedIds = results.filter((r) => !r.moved).map((r) => r.orderId);
  if (refusedIds.length > 0) {
    const found = await db
      .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status })
      .from(orders)
      .where(refusedIds.length === 1 ? eq(orders.id, refusedIds[0]!) : inArray(orders.id, refusedIds));
    for (const result of results) {
      const row = found.find((f) => f.id === result.orderId);
      if (row) Object.assign(result, { orderNumber: row.orderNumber, status: row.status });
    }
  }

  const moved = results.filter((r) => r.moved).length;
  return { moved, refused: results.length - moved, results };
}
