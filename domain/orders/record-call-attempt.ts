import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderCallAttempts, orders, type Order as OrderRow } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { AppError, notFoundError } from '../errors';
import type { CallOutcome } from '../shared/order-transitions';
import { moveOrderStatusInTx, type MoveOrderDeps } from './move-order-status';

export interface RecordCallInput {
  orderId: string;
  outcome: CallOutcome;
  note?: string;
}

/** The history note of a cancel the shopper asked for on the call; the staff member's note follows. */
export const askedToCancelReason = 'Asked to cancel on the confirmation call';

/**
 * A staff member records a confirmation call (rule:confirmation-queue) in one transaction: the order is locked
 * and must still be Placed (else 409, nothing written), the attempt is a row with the staff member, the order
 * counts it (call_attempts, last_call_at) and the audit log has it. `confirmed` then moves the order to
 * Processing and `asked_to_cancel` to Cancelled through the state machine (ADR 0028), inside the same
 * transaction, so the call and its move commit together or not at all; `no_answer` leaves it in the queue.
 */
export async function recordCallAttempt(
  db: Database,
  staffUserId: string,
  input: RecordCallInput,
  deps: MoveOrderDeps,
): Promise<OrderRow> {
  const note = (input.note ?? '').trim();
  return inTransaction(db, async (tx) => {
    const [found] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!found) throw notFoundError('Order');
    if (found.status !== 'Placed') {
      throw new AppError(
        'CALL_NOT_ALLOWED',
        `Order #${found.orderNumber} is ${found.status}: only a Placed order waits for its confirmation call.`,
        { status: found.status },
      );
    }

    await tx.insert(orderCallAttempts).values({ orderId: found.id, outcome: input.outcome, note, staffUserId });
    const [counted] = await tx
      .update(orders)
      .set({ callAttempts: sql`${orders.callAttempts} + 1`, lastCallAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(orders.id, found.id))
      .returning();
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action: 'order.call',
      entityType: 'order',
      entityId: found.id,
      before: { callAttempts: found.callAttempts },
      after: { callAttempts: counted!.callAttempts, outcome: input.outcome, note },
    });

    if (input.outcome === 'confirmed') {
      return moveOrderStatusInTx(
        tx,
        staffUserId,
        { orderId: found.id, from: 'Placed', to: 'Processing', note: note || 'Confirmed on the call' },
        deps,
      );
    }
    if (input.outcome === 'asked_to_cancel') {
      return moveOrderStatusInTx(
        tx,
        staffUserId,
        {
          orderId: found.id,
          from: 'Placed',
          to: 'Cancelled',
          note: note ? `${askedToCancelReason}: ${note}` : askedToCancelReason,
        },
        deps,
      );
    }
    return counted!;
  });
}
