import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courierZoneDays } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../errors';
import { deliveryZoneLabels } from '../shared/delivery-rules';
import type { CourierZoneDaysView } from '../views/admin-delivery';
import { lockCourierZoneDays } from './set-courier-zone-days';
import { deliveryZoneOrNotFound } from './update-delivery-zone';

/**
 * Removes a courier's own days to a zone, so it takes the zone's days again (rule:delivery-zones). A courier with no
 * days of its own there is a 404 that changes nothing. Audited on the courier (rule:audit-log).
 */
export async function clearCourierZoneDays(
  db: Database,
  staffUserId: string,
  courierId: string,
  zoneName: string,
): Promise<CourierZoneDaysView> {
  const zone = deliveryZoneOrNotFound(zoneName);
  return inTransaction(db, async (tx) => {
    const { own, view } = await lockCourierZoneDays(tx, courierId, zone);
    if (!own) {
      const { courierName } = view(null);
      throw new AppError(
        'NOT_FOUND',
        `${courierName} has no days of its own for ${deliveryZoneLabels[zone]}: it already takes the zone's days.`,
      );
    }
    await tx
      .delete(courierZoneDays)
      .where(and(eq(courierZoneDays.courierId, courierId), eq(courierZoneDays.zone, zone)));
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action: 'delivery.courier-days.clear',
      entityType: 'courier',
      entityId: courierId,
      before: { zone, ...own },
      after: null,
    });
    return view(null);
  });
}
