import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { couriers, orders } from '../../db/schema/index';
import { databaseErrorCode, inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { AppError, notFoundError } from '../errors';
import type { UpdateCourierBody } from '../schemas/admin-couriers';
import type { AdminCourier } from '../views/admin-couriers';
import { courierNameTaken } from './create-courier';

/**
 * Changes a courier's name, tracking link template or whether staff may ship with it (rule:courier-tracking).
 * Orders keep the courier's name, so a courier that has carried an order keeps its name (its orders' tracking
 * links and cash records follow the name): deactivate it and add the new name instead. A changed template
 * changes the tracking link of its orders already shipped, which is how a courier's moved site is fixed.
 * Audited with the fields before and after (rule:audit-log); a request that changes nothing writes nothing.
 */
export async function updateCourier(
  db: Database,
  staffUserId: string,
  courierId: string,
  input: UpdateCourierBody,
): Promise<AdminCourier> {
  try {
    return await inTransaction(db, async (tx) => {
      const [current] = await tx.select().from(couriers).where(eq(couriers.id, courierId)).for('update');
      if (!current) throw notFoundError('Courier');
      const changes: Partial<Pick<AdminCourier, 'name' | 'trackingUrlTemplate' | 'isActive'>> = {};
      if (input.name !== undefined && input.name !== current.name) changes.name = input.name;
      if (input.trackingUrlTemplate !== undefined && input.trackingUrlTemplate !== current.trackingUrlTemplate)
        changes.trackingUrlTemplate = input.trackingUrlTemplate;
      if (input.isActive !== undefined && input.isActive !== current.isActive) changes.isActive = input.isActive;

      if (changes.name !== undefined) {
        const [clash] = await tx
          .select({ id: couriers.id })
          .from(couriers)
          .where(and(sql`lower(${couriers.name}) = lower(${changes.name})`, ne(couriers.id, courierId)))
          .limit(1);
        if (clash) throw courierNameTaken(changes.name);
        const [used] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.courierName, current.name))
          .limit(1);
        if (used)
          throw new AppError(
            'CONFLICT',
            `${current.name} has carried orders, so its name stays. Turn it off and add the new name instead.`,
          );
      }

      const view = (row: typeof current): AdminCourier => ({
        id: row.id,
        name: row.name,
        trackingUrlTemplate: row.trackingUrlTemplate,
        isActive: row.isActive,
        sortOrder: row.sortOrder,
      });
      if (Object.keys(changes).length === 0) return view(current);

      const [updated] = await tx.update(couriers).set(changes).where(eq(couriers.id, courierId)).returning();
      const before = Object.fromEntries(Object.keys(changes).map((key) => [key, current[key as keyof typeof changes]]));
      await recordAudit(tx, {
        actorUserId: staffUserId,
        action: 'courier.update',
        entityType: 'courier',
        entityId: courierId,
        before,
        after: changes,
      });
      return view(updated!);
    });
  } catch (err) {
    if (databaseErrorCode(err) === '23505' && input.name !== undefined) throw courierNameTaken(input.name);
    throw err;
  }
}
