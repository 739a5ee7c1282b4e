import { and, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema/index';
import { AppError } from '../errors';
import { normalizeIndianPhone } from '../shared/india';

const waiting = (max: number) => `${max} cash-on-delivery order${max === 1 ? '' : 's'} waiting for confirmation`;
const untilConfirmed = 'You can place another once one of them is confirmed or cancelled.';

/**
 * rule:open-cod-orders: refuses a new cash-on-delivery order (409) when the account, or the delivery
 * phone over all accounts, already has `max` orders still Placed. Call it inside the order's
 * transaction before the order is written. Two transaction-scoped advisory locks, the account's then
 * the phone's (always in that order, so they cannot deadlock), make a second order for the same
 * account or phone wait until the first commits; the count then sees it, so orders sent at the same
 * moment cannot all pass (ADR 0021).
 */
export async function checkOpenCodOrders(tx: Tx, userId: string, phone: string, max: number): Promise<void> {
  // Orders store the normal form (the order schema normalises); normalise again so the lock key agrees.
  const phoneKey = normalizeIndianPhone(phone) ?? phone.trim();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`open-cod:account:${userId}`}, 0))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`open-cod:phone:${phoneKey}`}, 0))`);

  const [open] = await tx
    .select({
      byAccount: sql<number>`(count(*) filter (where ${orders.userId} = ${userId}))::int`,
      byPhone: sql<number>`(count(*) filter (where ${orders.phone} = ${phoneKey}))::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'Placed'),
        eq(orders.paymentMethod, 'COD'),
        or(eq(orders.userId, userId), eq(orders.phone, phoneKey)),
      ),
    );
  if ((open?.byAccount ?? 0) >= max) {
    throw new AppError('TOO_MANY_OPEN_ORDERS', `You already have ${waiting(max)}. ${untilConfirmed}`, {
      maxOpenCodOrders: max,
    });
  }
  if ((open?.byPhone ?? 0) >= max) {
    throw new AppError('TOO_MANY_OPEN_ORDERS', `This phone number already has ${waiting(max)}. ${untilConfirmed}`, {
      maxOpenCodOrders: max,
    });
  }
}
