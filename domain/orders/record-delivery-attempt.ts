import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderDeliveryAttempts, orders, type Order as OrderRow } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { AppError, notFoundError } from '../errors';
import type { DeliveryFailureReason } from '../shared/order-transitions';

export interface RecordDeliveryAttemptInput {
  orderId: string;
  reason: DeliveryFailureReason;
  note?: string;
}

/**
 * A staff member records a failed delivery the courier reported (rule:failed-delivery) in one transaction:
 * the order is locked and must be In Transit (else 409, nothing written), the attempt is a row with the staff
 * member and why, the order counts it (delivery_attempts) and the audit log has it. The order stays In Transit
 * for the courier's next attempt; sending it back is the state machine's In Transit to Returned move (ADR 0028).
 */
export async function recordDeliveryAttempt(
  db: Database,
  staffUserId: string,
  input: RecordDeliveryAttemptInput,
): Promise<OrderRow> {
  const note = (input.note ?? '').trim();
  return inTransaction(db, async (tx) => {
    const [found] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!found) throw notFoundError('Order');
    if (found.status !== 'In Transit') {
      throw new AppError(
        'DELIVERY_ATTEMPT_NOT_ALLOWED',
        `Order #${found.orderNumber} is ${found.status}: a failed delivery is recorded only while it is In Transit.`,
        { status: found.status },
      );
    }

    await tx.insert(orderDeliveryAttempts).values({ orderId: found.id, reason: input.reason, note, staffUserId });
    const [order] = await tx
      .update(orders)
      .set({ deliveryAttempts: sql`${orders.deliveryAttempts} + 1`, updatedAt: sql`now()` })
      .where(eq(orders.id, found.id))
      .returning();
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action: 'order.delivery_attempt',
      entityType: 'order',
      entityId: found.id,
      before: { deliveryAttempts: found.deliveryAttempts },
      after: { deliveryAttempts: order!.deliveryAttempts, reason: input.reason, note },
    });
    return order!;
  });
}
