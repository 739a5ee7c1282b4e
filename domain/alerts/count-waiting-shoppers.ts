import { and, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { stockAlerts } from '../../db/schema/index';

/**
 * How many shoppers wait for each product (issue 37, ADR 0056): its live back-in-stock alerts, confirmed and not
 * stopped (a guest's unconfirmed address counts for nothing). One grouped read over `stock_alerts_live_product_idx`
 * for the ids given; a product nobody waits for is absent from the map (read it as 0).
 */
export async function countWaitingShoppers(db: DbOrTx, productIds: readonly string[]): Promise<Map<string, number>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ productId: stockAlerts.productId, waiting: count() })
    .from(stockAlerts)
    .where(
      and(
        inArray(stockAlerts.productId, ids),
        eq(stockAlerts.kind, 'back_in_stock'),
        isNull(stockAlerts.stoppedAt),
        isNotNull(stockAlerts.confirmedAt),
      ),
    )
    .groupBy(stockAlerts.productId);
  return new Map(rows.map((row) => [row.productId, Number(row.waiting)]));
}
