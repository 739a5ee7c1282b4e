import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courierZoneDays, couriers } from '../../db/schema/index';
import type { DeliveryZone } from '../shared/delivery-rules';

/**
 * The active couriers' own working days to one zone (rule:delivery-zones), by courier name: what the ship form shows
 * beside each courier when staff choose who carries an order. A courier without days of its own there is left out.
 */
export async function listCourierDaysToZone(
  db: DbOrTx,
  zone: DeliveryZone,
): Promise<Record<string, { minDays: number; maxDays: number }>> {
  const rows = await db
    .select({ name: couriers.name, minDays: courierZoneDays.minDays, maxDays: courierZoneDays.maxDays })
    .from(courierZoneDays)
    .innerJoin(couriers, eq(couriers.id, courierZoneDays.courierId))
    .where(and(eq(courierZoneDays.zone, zone), eq(couriers.isActive, true)));
  return Object.fromEntries(rows.map((r) => [r.name, { minDays: r.minDays, maxDays: r.maxDays }]));
}
