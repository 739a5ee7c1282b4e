import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/index';
import { isIndianPin } from '../shared/delivery-rules';

/**
 * The PIN a delivery promise is first shown for (rule:delivery-promise): the one the shopper checked last, as the
 * storefront remembers it (`remembered`, its `shop_pin` cookie), else the PIN of the signed-in shopper's newest order
 * (one index read, orders_user_idx), else none. An old order's 5-digit ZIP Code is no PIN.
 */
export async function findShopperPincode(
  db: DbOrTx,
  remembered: string | null,
  userId: string | null,
): Promise<string | null> {
  if (remembered !== null && isIndianPin(remembered)) return remembered;
  if (userId === null) return null;
  const [newest] = await db
    .select({ pincode: orders.pincode })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return newest && isIndianPin(newest.pincode) ? newest.pincode : null;
}
