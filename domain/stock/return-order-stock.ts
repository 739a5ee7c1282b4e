import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderItems, products } from '../../db/schema/index';
import { recordStockMovements } from './record-stock-movements';

/**
 * Puts an order's units back on the shelf, for a cancel or a courier's return (rule:stock-ledger,
 * rule:top-selling): product by product in id order (the order placing locks them in, so the two cannot
 * deadlock), units sold drop so "Top Selling" counts only kept orders, and each change is a ledger row.
 * Returns the products touched.
 */
export async function returnOrderStock(
  tx: Tx,
  orderId: string,
  reason: 'cancel' | 'return',
  staffUserId: string | null,
): Promise<string[]> {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.productId);
  lines.sort((a, b) => (a.productId < b.productId ? -1 : 1));
  for (const line of lines) {
    const [after] = await tx
      .update(products)
      .set({
        stock: sql`${products.stock} + ${line.quantity}`,
        unitsSold: sql`greatest(${products.unitsSold} - ${line.quantity}, 0)`,
        updatedAt: sql`now()`,
      })
      .where(eq(products.id, line.productId))
      .returning({ stock: products.stock });
    if (after) {
      await recordStockMovements(tx, [
        { productId: line.productId, change: line.quantity, reason, stockAfter: after.stock, orderId, staffUserId },
      ]);
    }
  }
  return lines.map((line) => line.productId);
}
