import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { couriers } from '../../db/schema/index';
import type { CourierOption } from '../views/admin-orders';

/** The couriers staff may ship with (rule:courier-tracking), in the shop's order: the ship form's choices. */
export async function listActiveCouriers(db: DbOrTx): Promise<CourierOption[]> {
  return db
    .select({ name: couriers.name, trackingUrlTemplate: couriers.trackingUrlTemplate })
    .from(couriers)
    .where(eq(couriers.isActive, true))
    .orderBy(asc(couriers.sortOrder), asc(couriers.name));
}
