import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { couriers } from '../../db/schema/index';
import { databaseErrorCode, inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../errors';
import type { CreateCourierBody } from '../schemas/admin-couriers';
import type { AdminCourier } from '../views/admin-couriers';

export const courierNameTaken = (name: string) =>
  new AppError('CONFLICT', `There is already a courier called ${name}.`);

/**
 * Adds a courier to the shop's list (rule:courier-tracking), active, after the others; names are unique
 * whatever their case, so "delhivery" cannot sit beside "Delhivery". Audited in the same transaction
 * (rule:audit-log).
 */
export async function createCourier(
  db: Database,
  staffUserId: string,
  input: CreateCourierBody,
): Promise<AdminCourier> {
  try {
    return await inTransaction(db, async (tx) => {
      const [clash] = await tx
        .select({ id: couriers.id })
        .from(couriers)
        .where(sql`lower(${couriers.name}) = lower(${input.name})`)
        .limit(1);
      if (clash) throw courierNameTaken(input.name);
      const [created] = await tx
        .insert(couriers)
        .values({
          name: input.name,
          trackingUrlTemplate: input.trackingUrlTemplate,
          sortOrder: sql`(select coalesce(max(${couriers.sortOrder}), 0) + 1 from ${couriers})`,
        })
        .returning({
          id: couriers.id,
          name: couriers.name,
          trackingUrlTemplate: couriers.trackingUrlTemplate,
          isActive: couriers.isActive,
          sortOrder: couriers.sortOrder,
        });
      if (!created) throw new AppError('INTERNAL', 'Could not add the courier');
      await recordAudit(tx, {
        actorUserId: staffUserId,
        action: 'courier.create',
        entityType: 'courier',
        entityId: created.id,
        before: null,
        after: { name: created.name, trackingUrlTemplate: created.trackingUrlTemplate, isActive: created.isActive },
      });
      return created;
    });
  } catch (err) {
    // Two staff adding one name at once: the unique index decides.
    if (databaseErrorCode(err) === '23505') throw courierNameTaken(input.name);
    throw err;
  }
}
