import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deliveryZoneRules } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { changedFields, changesNothing } from '../audit/changed-fields';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../errors';
import type { DeliveryZoneBody } from '../schemas/admin-delivery';
import { deliveryZones, type DeliveryZone } from '../shared/delivery-rules';
import { rupeesToPaise } from '../shared/pricing';
import type { DeliveryZoneView } from '../views/admin-delivery';
import { zoneRuleView } from './get-delivery-setup';

/** A zone named in a path, or a 404 that names the zones there are. */
export function deliveryZoneOrNotFound(zone: string): DeliveryZone {
  if ((deliveryZones as readonly string[]).includes(zone)) return zone as DeliveryZone;
  throw new AppError(
    'NOT_FOUND',
    `There is no delivery zone called ${zone}. The zones are ${deliveryZones.join(', ')}.`,
  );
}

/**
 * Changes one zone's rule (rule:delivery-zones, rule:cod-by-zone): its fewest and most working days, whether it
 * offers cash on delivery, and its cap on a COD order (whole rupees, kept in paise; null for none, the shop-wide
 * ceiling still applies: rule:cod-order-ceiling). The next promise and the next order in the zone use it; orders
 * already placed keep their promised day. Audited with the fields before and after (rule:audit-log); a request that
 * changes nothing writes nothing.
 */
export async function updateDeliveryZone(
  db: Database,
  staffUserId: string,
  zoneName: string,
  input: DeliveryZoneBody,
): Promise<DeliveryZoneView> {
  const zone = deliveryZoneOrNotFound(zoneName);
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(deliveryZoneRules).where(eq(deliveryZoneRules.zone, zone)).for('update');
    if (!current) throw new Error(`delivery_zone_rules has no row for ${zone}: migration 0019 makes it`);
    // Compared and audited in the request's terms (rupees), as staff typed them.
    const { before, after } = changedFields(zoneRuleView(current), input, [
      'minDays',
      'maxDays',
      'codAvailable',
      'codMaxRupees',
    ]);
    if (changesNothing(after)) return zoneRuleView(current);
    const [updated] = await tx
      .update(deliveryZoneRules)
      .set({
        minDays: input.minDays,
        maxDays: input.maxDays,
        codAvailable: input.codAvailable,
        codMaxPaise: input.codMaxRupees === null ? null : rupeesToPaise(input.codMaxRupees),
        updatedAt: sql`now()`,
      })
      .where(eq(deliveryZoneRules.zone, zone))
      .returning();
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action: 'delivery.zone.update',
      entityType: 'delivery_zone',
      entityId: zone,
      before,
      after,
    });
    return zoneRuleView(updated!);
  });
}
