import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { courierZoneDays, couriers, deliveryZoneRules } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { notFoundError } from '../errors';
import type { CourierZoneDaysBody } from '../schemas/admin-delivery';
import type { DeliveryZone } from '../shared/delivery-rules';
import type { CourierZoneDaysView } from '../views/admin-delivery';
import { deliveryZoneOrNotFound } from './update-delivery-zone';

/**
 * A courier, the zone's days and the courier's own days there, rows locked for the change: what setting or clearing
 * a courier's days reads first. An unknown courier is a 404 (an inactive one may have days: they show again when it
 * is turned back on).
 */
export async function lockCourierZoneDays(tx: Tx, courierId: string, zone: DeliveryZone) {
  const [courier] = await tx
    .select({ id: couriers.id, name: couriers.name })
    .from(couriers)
    .where(eq(couriers.id, courierId))
    .for('update');
  if (!courier) throw notFoundError('Courier');
  const [rule] = await tx
    .select({ minDays: deliveryZoneRules.minDays, maxDays: deliveryZoneRules.maxDays })
    .from(deliveryZoneRules)
    .where(eq(deliveryZoneRules.zone, zone));
  if (!rule) throw new Error(`delivery_zone_rules has no row for ${zone}: migration 0019 makes it`);
  const [own] = await tx
    .select({ minDays: courierZoneDays.minDays, maxDays: courierZoneDays.maxDays })
    .from(courierZoneDays)
    .where(and(eq(courierZoneDays.courierId, courierId), eq(courierZoneDays.zone, zone)))
    .for('update');
  const view = (days: { minDays: number; maxDays: number } | null): CourierZoneDaysView => ({
    courierId: courier.id,
    courierName: courier.name,
    zone,
    days,
    zoneDays: rule,
  });
  return { own: own ?? null, view };
}

/**
 * Sets a courier's own working days to a zone (rule:delivery-zones), which the order page shows once the courier
 * carries an order there; the shopper's promise stays the zone's. Audited on the courier with the zone and the days
 * before and after (rule:audit-log); the same days again write nothing.
 */
export async function setCourierZoneDays(
  db: Database,
  staffUserId: string,
  courierId: string,
  zoneName: string,
  input: CourierZoneDaysBody,
): Promise<CourierZoneDaysView> {
  const zone = deliveryZoneOrNotFound(zoneName);
  return inTransaction(db, async (tx) => {
    const { own, view } = await lockCourierZoneDays(tx, courierId, zone);
    const days = { minDays: input.minDays, maxDays: input.maxDays };
    if (own && own.minDays === days.minDays && own.maxDays === days.maxDays) return view(own);
    await tx
      .insert(courierZoneDays)
      .values({ courierId, zone, ...days })
      .onConflictDoUpdate({ target: [courierZoneDays.courierId, courierZoneDays.zone], set: days });
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action: 'delivery.courier-days.set',
      entityType: 'courier',
      entityId: courierId,
      before: own ? { zone, ...own } : null,
      after: { zone, ...days },
    });
    return view(days);
  });
}
