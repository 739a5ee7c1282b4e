import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw';
import { deliveryHolidays, users } from '../../db/schema/index';
import { databaseErrorCode, inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../errors';
import type { DeliveryHolidayBody } from '../schemas/admin-delivery';
import { formatPromiseDay } from '../shared/delivery-rules';
import type { DeliveryHolidayView } from '../views/admin-delivery';

const alreadyAHoliday = (day: string, name: string) => {
  const message = `${formatPromiseDay(day)} ${day.slice(0, 4)} is already a holiday (${name}).`;
  return new AppError('CONFLICT', message, [{ path: 'day', message }]);
};

/**
 * Adds a day no parcel leaves or arrives (rule:delivery-promise): today (India, by the database's clock) or later,
 * since promises only look ahead; a past day is a 422, a day already listed a 409, each beside the date field. Every
 * promise from the next request on skips it. Audited (rule:audit-log).
 */
export async function addDeliveryHoliday(
  db: Database,
  staffUserId: string,
  input: DeliveryHolidayBody,
): Promise<DeliveryHolidayView> {
  try {
    return await inTransaction(db, async (tx) => {
      const [{ today } = { today: '' }] = await queryRows<{ today: string }>(
        tx,
        sql`select to_char((now() at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as today`,
      );
      if (input.day < today) {
        const message = `${input.day} has passed: holidays are kept from today (${today}) on.`;
        throw new AppError('UNPROCESSABLE', message, [{ path: 'day', message }]);
      }
      const [existing] = await tx.select().from(deliveryHolidays).where(eq(deliveryHolidays.day, input.day));
      if (existing) throw alreadyAHoliday(existing.day, existing.name);
      const [row] = await tx
        .insert(deliveryHolidays)
        .values({ day: input.day, name: input.name, staffUserId })
        .returning();
      await recordAudit(tx, {
        actorUserId: staffUserId,
        action: 'delivery.holiday.add',
        entityType: 'delivery_holiday',
        entityId: input.day,
        before: null,
        after: { day: input.day, name: input.name },
      });
      const [staff] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, staffUserId));
      return { day: row!.day, name: row!.name, staffName: staff?.name ?? '', createdAt: row!.createdAt.toISOString() };
    });
  } catch (err) {
    // Two staff adding the same day at once: the primary key decides.
    if (databaseErrorCode(err) === '23505') throw alreadyAHoliday(input.day, input.name);
    throw err;
  }
}
