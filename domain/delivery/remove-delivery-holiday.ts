import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deliveryHolidays, users } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../errors';
import type { DeliveryHolidayView } from '../views/admin-delivery';

/**
 * Removes a holiday (rule:delivery-promise): the next promise counts the day as a working day again (if it is not a
 * Sunday). A day that is not a holiday is a 404 that changes nothing. Audited with what was removed (rule:audit-log).
 */
export async function removeDeliveryHoliday(
  db: Database,
  staffUserId: string,
  day: string,
): Promise<DeliveryHolidayView> {
  return inTransaction(db, async (tx) => {
    const [removed] = await tx.delete(deliveryHolidays).where(eq(deliveryHolidays.day, day)).returning();
    if (!removed) throw new AppError('NOT_FOUND', `${day} is not one of the shop's holidays.`);
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action: 'delivery.holiday.remove',
      entityType: 'delivery_holiday',
      entityId: day,
      before: { day: removed.day, name: removed.name },
      after: null,
    });
    const [staff] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, removed.staffUserId));
    return {
      day: removed.day,
      name: removed.name,
      staffName: staff?.name ?? '',
      createdAt: removed.createdAt.toISOString(),
    };
  });
}
