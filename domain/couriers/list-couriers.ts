import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { couriers } from '../../db/schema/index';
import type { AdminCourier } from '../views/admin-couriers';

/** Every courier, active or not, in the shop's order (rule:courier-tracking); a short list, so not paged. */
export async function listCouriers(db: DbOrTx): Promise<AdminCourier[]> {
  return db
    .select({
      id: couriers.id,
      name: couriers.name,
      trackingUrlTemplate: couriers.trackingUrlTemplate,
      isActive: couriers.isActive,
      sortOrder: couriers.sortOrder,
    })
    .from(couriers)
    .orderBy(asc(couriers.sortOrder), asc(couriers.name));
}
