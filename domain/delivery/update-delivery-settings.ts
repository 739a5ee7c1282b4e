import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deliverySettings, pincodes } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { changedFields, changesNothing } from '../audit/changed-fields';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../errors';
import type { DeliverySettingsBody } from '../schemas/admin-delivery';
import type { DeliverySettingsView } from '../views/admin-delivery';
import { loadDeliverySettingsView } from './get-delivery-setup';

/** What staff read when the warehouse PIN has the right shape but India Post has no such PIN. */
export const unknownWarehousePinMessage = (pin: string) =>
  `India Post has no PIN code ${pin}, so the warehouse cannot be there. Please check the PIN.`;

/**
 * Changes the shop's delivery settings (rule:delivery-zones): the warehouse's PIN, which must be one the PIN
 * directory has (every promise is worked out from its place; 422 otherwise, beside the field), the same-city distance
 * and the cut-off hour. The next promise anywhere uses them. Audited with the fields before and after
 * (rule:audit-log); a request that changes nothing writes nothing.
 */
export async function updateDeliverySettings(
  db: Database,
  staffUserId: string,
  input: DeliverySettingsBody,
): Promise<DeliverySettingsView> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(deliverySettings).for('update');
    if (!current) throw new Error('delivery_settings has no row: migration 0019 makes it');
    const [known] = await tx
      .select({ pincode: pincodes.pincode })
      .from(pincodes)
      .where(eq(pincodes.pincode, input.warehousePincode));
    if (!known) {
      const message = unknownWarehousePinMessage(input.warehousePincode);
      throw new AppError('UNPROCESSABLE', message, [{ path: 'warehousePincode', message }]);
    }
    const { before, after } = changedFields(current, input, ['warehousePincode', 'sameCityKm', 'cutoffHour']);
    if (!changesNothing(after)) {
      await tx
        .update(deliverySettings)
        .set({ ...after, updatedAt: sql`now()` })
        .where(eq(deliverySettings.id, true));
      await recordAudit(tx, {
        actorUserId: staffUserId,
        action: 'delivery.settings.update',
        entityType: 'delivery_settings',
        entityId: 'shop',
        before,
        after,
      });
    }
    return loadDeliverySettingsView(tx);
  });
}
