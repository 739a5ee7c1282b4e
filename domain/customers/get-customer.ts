import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, products, reviews, users } from '../../db/schema/index';
import { notFoundError } from '../errors';
import { toRupees } from '../shared/pricing';
import { reviewSummaryColumns } from '../reviews/review-summary-columns';
import type { AdminCustomerDetail } from '../views/admin-customers';

/** Orders and reviews the customer page lists; the counts say how many there are in all. */
export const customerPageRows = 50;

/**
 * One customer for the back office (rule:admin-customers): the profile, whether staff disabled the account
 * (rule:disabled-accounts), the newest orders with their totals, the lifetime value (the total of the Delivered
 * orders), and the reviews, hidden ones included and marked (rule:review-moderation).
 */
export async function getCustomer(db: DbOrTx, userId: string): Promise<AdminCustomerDetail> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFoundError('Customer');
  // One after the other: `db` may be a transaction, which is a single connection. Each reads orders_user_idx.
  const recentOrders = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: orders.status,
      totalPaise: orders.totalPaise,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(customerPageRows);
  const [figures] = await db
    .select({
      orderCount: sql<number>`count(*)::int`,
      deliveredCount: sql<number>`(count(*) filter (where ${orders.status} = 'Delivered'))::int`,
      deliveredPaise: sql<string>`coalesce(sum(${orders.totalPaise}) filter (where ${orders.status} = 'Delivered'), 0)::bigint`,
    })
    .from(orders)
    .where(eq(orders.userId, userId));
  // reviews has no index of its own on user_id (only (product_id, user_id)); a shopper's reviews are read by
  // scanning reviews, which a customer page can afford at the shop's size (see ADR 0033).
  const ownReviews = await db
    .select({ ...reviewSummaryColumns, total: sql<number>`(count(*) over ())::int` })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(customerPageRows);

  return {
    profile: {
      id: user.id,
      fullName: user.fullName,
      email: user.email,
      phone: user.phone,
      gender: user.gender,
      role: user.role,
      createdAt: user.createdAt.toISOString(),
      disabledAt: user.disabledAt?.toISOString() ?? null,
    },
    orders: recentOrders.map((o) => ({
      id: o.id,
      orderNumber: o.orderNumber,
      createdAt: o.createdAt.toISOString(),
      status: o.status,
      total: toRupees(o.totalPaise),
    })),
    orderCount: Number(figures?.orderCount ?? 0),
    deliveredCount: Number(figures?.deliveredCount ?? 0),
    lifetimeValue: toRupees(Number(figures?.deliveredPaise ?? 0)),
    reviews: ownReviews.map((r) => ({
      id: r.id,
      productId: r.productId,
      productTitle: r.productTitle,
      rating: r.rating,
      comment: r.comment,
      createdAt: r.createdAt.toISOString(),
      hidden: r.hiddenAt !== null,
    })),
    reviewCount: Number(ownReviews[0]?.total ?? 0),
  };
}
