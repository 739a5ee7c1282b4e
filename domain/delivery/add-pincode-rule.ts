import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pincodeRules, pincodes, users } from '../../db/schema/index';
import { databaseErrorCode, inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../errors';
import type { PincodeRuleBody } from '../schemas/admin-delivery';
import type { PincodeRuleKind } from '../shared/delivery-rules';
import type { PincodeRuleView } from '../views/admin-delivery';
import { pincodeRuleColumns } from './list-pincode-rules';

const alreadySet = (pincode: string, kind: PincodeRuleKind, since?: { staffName: string; createdAt: Date }) => {
  const what =
    kind === 'cod-off' ? `Cash on Delivery is already off for ${pincode}` : `${pincode} is already not delivered to`;
  const who = since ? ` (${since.staffName}, ${since.createdAt.toISOString().slice(0, 10)})` : '';
  const message = `${what}${who}.`;
  return new AppError('CONFLICT', message, [{ path: 'pincode', message }]);
};

/**
 * Adds a staff rule on one PIN (rule:cod-by-pin): cash on delivery off there ('cod-off'), or no delivery there at
 * all ('unserviceable'), with the staff member's reason, which shoppers never see. The PIN must be one India Post has
 * (404 with a sentence). A PIN that already has the rule is a 409 naming who set it and when: the list keeps the first
 * staff member's reason and name; a new reason is Remove, then Add, both audited. The next promise and the next order
 * at the PIN follow it; orders already placed are not changed. Audited on the PIN (rule:audit-log).
 */
export async function addPincodeRule(
  db: Database,
  staffUserId: string,
  input: PincodeRuleBody,
): Promise<PincodeRuleView> {
  try {
    return await inTransaction(db, async (tx) => {
      const [known] = await tx
        .select({ pincode: pincodes.pincode })
        .from(pincodes)
        .where(eq(pincodes.pincode, input.pincode));
      if (!known) {
        const message = `India Post has no PIN code ${input.pincode}. Please check it.`;
        throw new AppError('NOT_FOUND', message, [{ path: 'pincode', message }]);
      }
      const rule = and(eq(pincodeRules.pincode, input.pincode), eq(pincodeRules.kind, input.kind));
      const [existing] = await tx
        .select({ staffName: users.fullName, createdAt: pincodeRules.createdAt })
        .from(pincodeRules)
        .innerJoin(users, eq(users.id, pincodeRules.staffUserId))
        .where(rule);
      if (existing) throw alreadySet(input.pincode, input.kind, existing);
      await tx.insert(pincodeRules).values({ ...input, staffUserId });
      await recordAudit(tx, {
        actorUserId: staffUserId,
        action: 'delivery.pincode-rule.add',
        entityType: 'pincode',
        entityId: input.pincode,
        before: null,
        after: { kind: input.kind, reason: input.reason },
      });
      const [row] = await tx
        .select(pincodeRuleColumns)
        .from(pincodeRules)
        .leftJoin(pincodes, eq(pincodes.pincode, pincodeRules.pincode))
        .innerJoin(users, eq(users.id, pincodeRules.staffUserId))
        .where(rule);
      return { ...row!, createdAt: row!.createdAt.toISOString() };
    });
  } catch (err) {
    // Two staff turning the same PIN off at once: the primary key decides.
    if (databaseErrorCode(err) === '23505') throw alreadySet(input.pincode, input.kind);
    throw err;
  }
}
