import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { AppError, notFoundError } from '../errors';
import type { CustomerAccessBody } from '../schemas/admin-customers';
import type { CustomerAccess } from '../views/admin-customers';

export const cannotDisableSelfMessage = 'You cannot disable your own account.';
export const cannotDisableStaffMessage =
  'Staff accounts cannot be disabled here. Remove the staff role from the account first.';

/**
 * Disables or enables a shopper's account (rule:disabled-accounts). Disabling sets `disabled_at` and revokes
 * every session of the account in the same transaction, so the shopper is signed out on their next request
 * (domain/auth/sessions.ts refuses a disabled account's token too, should a sign-in race this); signing in and
 * password resets are refused until staff enable it again. Staff may not disable themselves (409) or another
 * staff member (403). Audited with the note in the same transaction (rule:audit-log); a request that changes
 * nothing (disabling a disabled account) writes nothing.
 */
export async function setCustomerDisabled(
  db: Database,
  staffUserId: string,
  customerId: string,
  disabled: boolean,
  input: CustomerAccessBody,
): Promise<CustomerAccess> {
  return inTransaction(db, async (tx) => {
    // The row lock orders this against another staff member's disable or enable of the same account.
    const [customer] = await tx
      .select({ id: users.id, role: users.role, disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, customerId))
      .for('update');
    if (!customer) throw notFoundError('Customer');
    if (disabled && customer.id === staffUserId) throw new AppError('CONFLICT', cannotDisableSelfMessage);
    if (disabled && customer.role === 'admin') throw new AppError('FORBIDDEN', cannotDisableStaffMessage);

    const unchanged = disabled === (customer.disabledAt !== null);
    if (unchanged) {
      return { id: customer.id, disabledAt: customer.disabledAt?.toISOString() ?? null, sessionsEnded: 0 };
    }

    const now = new Date();
    const disabledAt = disabled ? now : null;
    await tx.update(users).set({ disabledAt, updatedAt: now }).where(eq(users.id, customerId));
    const ended = disabled
      ? await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.userId, customerId), isNull(sessions.revokedAt)))
          .returning({ id: sessions.id })
      : [];
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action: disabled ? 'customer.disable' : 'customer.enable',
      entityType: 'customer',
      entityId: customerId,
      before: { disabledAt: customer.disabledAt?.toISOString() ?? null },
      after: {
        disabledAt: disabledAt?.toISOString() ?? null,
        ...(disabled ? { sessionsEnded: ended.length } : {}),
        ...(input.note ? { note: input.note } : {}),
      },
    });
    return { id: customerId, disabledAt: disabledAt?.toISOString() ?? null, sessionsEnded: ended.length };
  });
}
