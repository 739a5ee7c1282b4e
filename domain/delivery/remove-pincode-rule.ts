import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pincodeRules, pincodes, users } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../errors';
import type { PincodeRuleKind } from '../shared/delivery-rules';
import type { PincodeRuleView } from '../views/admin-delivery';
import { pincodeRuleColumns } from './list-pincode-rules';

/**
 * Removes a staff rule on one PIN (rule:cod-by-pin): Turn COD back on, or deliver there again. A PIN without the rule
 * is a 404 that changes nothing. Audited on the PIN with the rule that was removed (rule:audit-log).
 */
export async function removePincodeRule(
  db: Database,
  staffUserId: string,
  kind: PincodeRuleKind,
  pincode: string,
): Promise<PincodeRuleView> {
  return inTransaction(db, async (tx) => {
    const rule = and(eq(pincodeRules.pincode, pincode), eq(pincodeRules.kind, kind));
    const [existing] = await tx
      .select(pincodeRuleColumns)
      .from(pincodeRules)
      .leftJoin(pincodes, eq(pincodes.pincode, pincodeRules.pincode))
      .innerJoin(users, eq(users.id, pincodeRules.staffUserId))
      .where(rule)
      .for('update', { of: pincodeRules });
    if (!existing) {
      throw new AppError(
        'NOT_FOUND',
        kind === 'cod-off'
          ? `Cash on Delivery is not off for ${pincode}.`
          : `${pincode} is not on the not-delivered list.`,
      );
    }
    await tx.delete(pincodeRules).where(rule);
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action: 'delivery.pincode-rule.remove',
      entityType: 'pincode',
      entityId: pincode,
      before: { kind, reason: existing.reason },
      after: null,
    });
    return { ...existing, createdAt: existing.createdAt.toISOString() };
  });
}
