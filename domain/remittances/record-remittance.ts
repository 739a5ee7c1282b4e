import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw';
import { courierRemittances, orders } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../errors';
import type { RecordRemittanceBody } from '../schemas/admin-reports';
import { toRupees } from '../shared/pricing';

export interface RecordedRemittance {
  id: string;
  courierName: string;
  remittedOn: string;
  reference: string;
  amountPaise: number;
  orderCount: number;
}

/**
 * Records cash a courier handed over (rule:courier-cash) in one transaction: the orders are locked, and every
 * one must be a delivered COD order of that courier not yet remitted; else nothing is written and the answer
 * (409) lists the offending order numbers. Then the remittance row (amount = the orders' totals), each order's
 * remittance_id and the audit row (rule:audit-log) commit together. The date may not be after today in India.
 */
export async function recordRemittance(
  db: Database,
  staffUserId: string,
  input: RecordRemittanceBody,
): Promise<RecordedRemittance> {
  const orderIds = [...new Set(input.orderIds)];
  const courierName = input.courierName.trim();

  return inTransaction(db, async (tx) => {
    const [day] = await queryRows<{ future: boolean }>(
      tx,
      sql`select ${input.remittedOn}::date > (now() at time zone 'Asia/Kolkata')::date as future`,
    );
    if (day!.future) throw new AppError('VALIDATION_ERROR', 'The remittance date cannot be in the future.');

    const found = await tx
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        paymentMethod: orders.paymentMethod,
        courierName: orders.courierName,
        remittanceId: orders.remittanceId,
        totalPaise: orders.totalPaise,
      })
      .from(orders)
      .where(inArray(orders.id, orderIds))
      .orderBy(orders.orderNumber)
      .for('update');
    if (found.length !== orderIds.length) {
      throw new AppError('NOT_FOUND', 'Some of the chosen orders do not exist. Reload and choose again.');
    }
    const offending = found.filter(
      (o) =>
        o.status !== 'Delivered' ||
        o.paymentMethod !== 'COD' ||
        o.courierName !== courierName ||
        o.remittanceId !== null,
    );
    if (offending.length > 0) {
      const numbers = offending.map((o) => o.orderNumber);
      throw new AppError(
        'CONFLICT',
        `These orders are not ${courierName}'s delivered, unremitted cash orders: ${numbers.map((n) => `#${n}`).join(', ')}. Reload and choose again.`,
        { orderNumbers: numbers },
      );
    }

    const amountPaise = found.reduce((sum, o) => sum + o.totalPaise, 0);
    const [remittance] = await tx
      .insert(courierRemittances)
      .values({
        courierName,
        remittedOn: input.remittedOn,
        reference: input.reference.trim(),
        amountPaise,
        orderCount: found.length,
        note: (input.note ?? '').trim(),
        staffUserId,
      })
      .returning();
    await tx
      .update(orders)
      .set({ remittanceId: remittance!.id, updatedAt: sql`now()` })
      .where(inArray(orders.id, orderIds));
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action: 'remittance.record',
      entityType: 'remittance',
      entityId: remittance!.id,
      before: null,
      after: {
        courierName,
        remittedOn: input.remittedOn,
        reference: remittance!.reference,
        amount: toRupees(amountPaise),
        orderNumbers: found.map((o) => o.orderNumber),
      },
    });
    return {
      id: remittance!.id,
      courierName,
      remittedOn: remittance!.remittedOn,
      reference: remittance!.reference,
      amountPaise,
      orderCount: found.length,
    };
  });
}
