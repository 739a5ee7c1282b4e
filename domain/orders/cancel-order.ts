import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { databaseNow } from '../../db/raw';
import { orderStatusHistory, orders } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { AppError, notFoundError } from '../errors';
import { refreshVerifiedPurchases } from '../reviews/refresh-verified-purchases';
import { returnOrderStock } from '../stock/return-order-stock';
import { cancellableStatuses, canShopperCancel, cancelWindowHours, type OrderStatus } from '../shared/order-rules';
import type { Order } from '../views/orders';
import { loadOrderViews } from './load-order-views';

function refusal(status: OrderStatus): AppError {
  if (status === 'Cancelled') return new AppError('CANCEL_NOT_ALLOWED', 'This order is already cancelled.');
  if (status === 'Delivered') {
    return new AppError(
      'CANCEL_NOT_ALLOWED',
      'This order has been delivered and can no longer be cancelled. You can return it within 7 days of delivery.',
    );
  }
  return new AppError(
    'CANCEL_NOT_ALLOWED',
    'This order has already shipped and can no longer be cancelled. You can return it within 7 days of delivery.',
  );
}

/**
 * The shopper cancels their own order (rule:cancel-window): allowed within 24 hours of placing
 * while it is Placed or Processing, as the refund policy promises (rule:shop-policies). The status,
 * its history row and the stock that returns to the shelf are written in one transaction;
 * the order row is locked first, so two cancels (or a cancel and a staff status change)
 * cannot both succeed.
 */
export async function cancelOrder(db: Database, userId: string, orderId: string): Promise<Order> {
  return inTransaction(db, async (tx) => {
    const [found] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .for('update');
    if (!found) throw notFoundError('Order');
    if (!cancellableStatuses.includes(found.status)) throw refusal(found.status);
    const now = await databaseNow(tx);
    if (!canShopperCancel(found, now)) {
      throw new AppError(
        'CANCEL_NOT_ALLOWED',
        `Orders can be cancelled only within ${cancelWindowHours} hours of placing them. You can return the items within 7 days of delivery.`,
      );
    }

    const [order] = await tx
      .update(orders)
      .set({ status: 'Cancelled', closingReason: 'Cancelled by the customer', updatedAt: sql`now()` })
      .where(eq(orders.id, orderId))
      .returning();
    await tx.insert(orderStatusHistory).values({ orderId, status: 'Cancelled', note: 'Cancelled by the customer' });

    // Stock returns in the same transaction (rule:cancel-window), written to the ledger (rule:stock-ledger).
    const productIds = await returnOrderStock(tx, orderId, 'cancel', null);

    // rule:review-cards: the badge of a review of these products now counts only the orders left.
    await refreshVerifiedPurchases(tx, userId, productIds);

    const [view] = await loadOrderViews(tx, [order!], now);
    return view!;
  });
}
