import { eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, products, returnRequests } from '../../db/schema/index';
import { releasedReturnStatuses } from '../shared/return-request-rules';
import { lastReturnDay } from '../shared/return-rules';

/** What the order page may offer for one line (rule:return-requests). */
export interface LineReturnChoice {
  lineId: string;
  /** Units not yet asked for by a request that has not ended; 0 when none may be asked for now. */
  unitsLeft: number;
  /** The line's size and the other sizes of the product that are in stock now, for an exchange; empty without sizes. */
  size: string;
  exchangeSizes: string[];
}

/**
 * For a delivered order, the lines the shopper may still ask to return or exchange today (India's day): returnable,
 * inside their window, with units not already asked for. The server checks all of it again when asked; this only
 * decides which buttons the order page shows. Empty for an order that is not delivered.
 */
export async function returnChoices(
  db: DbOrTx,
  order: { _id: string; orderStatus: string; deliveredAt?: string | null },
  today: string,
): Promise<LineReturnChoice[]> {
  if (order.orderStatus !== 'Delivered' || !order.deliveredAt) return [];
  const deliveredAt = new Date(order.deliveredAt);
  const lines = await db
    .select({
      id: orderItems.id,
      quantity: orderItems.quantity,
      returnDays: orderItems.returnDays,
      size: orderItems.sizes,
      productSizes: products.sizes,
      stock: products.stock,
      asked: sql<number>`coalesce((select sum(${returnRequests.quantity}) from ${returnRequests}
        where ${returnRequests.orderItemId} = ${orderItems.id}
          and ${notInArray(returnRequests.status, [...releasedReturnStatuses])}), 0)::int`,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, order._id));
  return lines
    .filter((line) => line.returnDays > 0 && today <= lastReturnDay(deliveredAt, line.returnDays))
    .map((line) => ({
      lineId: line.id,
      unitsLeft: Math.max(0, line.quantity - line.asked),
      size: line.size,
      exchangeSizes: line.size !== '' && line.stock > 0 ? line.productSizes.filter((s) => s !== line.size) : [],
    }))
    .filter((choice) => choice.unitsLeft > 0);
}
