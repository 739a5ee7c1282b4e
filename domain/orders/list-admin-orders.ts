import { and, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { orderStatusCounts, orders, users } from '../../db/schema/index';
import { lateOrderCondition } from '../delivery/late-order-condition';
import type { AdminOrdersQuery } from '../schemas/admin-orders';
import { normalizeIndianPhone } from '../shared/india';
import { orderStatuses, type OrderStatus } from '../shared/order-rules';
import { toRupees } from '../shared/pricing';
import type { AdminOrderList, StatusCounts } from '../views/admin-orders';

/** An order's row with whether it is past its promised day (rule:delivery-promise). */
const rowColumns = { ...getTableColumns(orders), late: sql<boolean>`coalesce(${lateOrderCondition}, false)` };

/** The largest order number an integer column holds; a longer number cannot be an order number. */
const maxOrderNumber = 2_147_483_647;

/** `%` and `_` in what staff typed are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search box (rule:admin-orders): '#100023' is that order; digits alone are that order number or
 * part of a phone; anything else is part of the shopper's name, email (on the order or the account) or phone. The text match is
 * LIKE (the pattern is lower case, like the text) over the very expression of the trigram index orders_search_trgm_idx, so
 * the index answers it; LIKE on lower-cased text finds what ILIKE would, at a third of its cost per row.
 */
function searchCondition(q: string): SQL {
  const searchText = sql`lower(${orders.fullName} || ' ' || ${orders.email} || ' ' || ${orders.phone})`;
  // The order's own name, email and phone, or the account's email (an order placed without a checkout email
  // keeps none of its own): each through its trigram index (orders_search_trgm_idx, users_email_trgm_idx).
  const contains = (text: string) => {
    const pattern = `%${escapeLike(text.toLowerCase())}%`;
    return or(
      sql`${searchText} like ${pattern}`,
      // = any(array(...)), not in (...): an init plan, so the planner ORs two bitmap index scans (orders_user_idx).
      sql`${orders.userId} = any(array(select ${users.id} from ${users} where lower(${users.email}) like ${pattern}))`,
    )!;
  };
  const numbered = /^#\s*(\d+)$/.exec(q);
  if (numbered) {
    const n = Number(numbered[1]);
    return n <= maxOrderNumber ? eq(orders.orderNumber, n) : sql`false`;
  }
  if (/^\d+$/.test(q)) {
    const n = Number(q);
    return n <= maxOrderNumber ? or(eq(orders.orderNumber, n), contains(q))! : contains(q);
  }
  // '+91 98765 43210' finds the order whose phone is stored as its 10 digits.
  const phone = normalizeIndianPhone(q);
  return contains(phone ?? q);
}

/**
 * The back office's order list (rule:admin-orders): every shopper's orders, newest first, one page at a
 * time, filtered by status, payment method, India's calendar days (Asia/Kolkata) and the search box;
 * with the number of orders per status under the same filters but the status, for the tabs.
 */
export async function listAdminOrders(db: DbOrTx, query: AdminOrdersQuery): Promise<AdminOrderList> {
  const filters: SQL[] = [];
  if (query.paymentMethod) filters.push(eq(orders.paymentMethod, query.paymentMethod));
  // A day in India runs from its midnight in Asia/Kolkata to the next one, whatever the server's zone.
  if (query.from)
    filters.push(sql`${orders.createdAt} >= (${query.from}::date)::timestamp at time zone 'Asia/Kolkata'`);
  if (query.to) {
    filters.push(sql`${orders.createdAt} < (${query.to}::date + 1)::timestamp at time zone 'Asia/Kolkata'`);
  }
  if (query.q) filters.push(searchCondition(query.q));

  const offset = (query.page - 1) * query.limit;
  const newestFirst = [desc(orders.createdAt), desc(orders.orderNumber)];
  let rows: (typeof orders.$inferSelect & { late: boolean })[];
  let grouped: { status: OrderStatus; n: number }[];
  if (query.q) {
    // A search finds its matches once, through the trigram index, and takes both the tab counts and the page
    // from them. Walking the orders newest first until twenty match (what the planner picks for a page alone)
    // reads the whole table when a phone matches only a few orders: 56 ms at 100,000 orders.
    const statusFilter = query.status ? sql`where f.status = ${query.status}` : sql``;
    const [found] = await queryRows<{ counts: Record<string, number> | null; ids: string[] | null }>(
      db,
      sql`with found as materialized (
          select ${orders.id} as id, ${orders.status} as status, ${orders.createdAt} as created_at,
            ${orders.orderNumber} as order_number
          from ${orders} where ${and(...filters)}
        ), page as (
          select f.id, f.created_at, f.order_number from found f ${statusFilter}
          order by f.created_at desc, f.order_number desc limit ${query.limit} offset ${offset}
        )
        select (select json_object_agg(c.status, c.n) from
            (select status, count(*)::int as n from found group by status) c) as counts,
          (select json_agg(p.id order by p.created_at desc, p.order_number desc) from page p) as ids`,
    );
    const ids = found?.ids ?? [];
    rows =
      ids.length === 0
        ? []
        : await db
            .select(rowColumns)
            .from(orders)
            .where(inArray(orders.id, ids))
            .orderBy(...newestFirst);
    grouped = Object.entries(found?.counts ?? {}).map(([status, n]) => ({ status: status as OrderStatus, n }));
  } else {
    const withStatus = query.status ? [...filters, eq(orders.status, query.status)] : filters;
    // The page and the tab counts are independent: on PostgreSQL they run side by side on two pooled connections.
    [rows, grouped] = await Promise.all([
      // A page is a range of orders_created_idx or orders_status_created_idx, read in order.
      db
        .select(rowColumns)
        .from(orders)
        .where(and(...withStatus))
        .orderBy(...newestFirst)
        .limit(query.limit)
        .offset(offset),
      // Without filters the tabs read the counts a trigger keeps (order_status_counts) instead of counting
      // every order; with filters they count the matching orders.
      filters.length === 0
        ? db.select({ status: orderStatusCounts.status, n: orderStatusCounts.orders }).from(orderStatusCounts)
        : db
            .select({ status: orders.status, n: sql<number>`count(*)::int` })
            .from(orders)
            .where(and(...filters))
            .groupBy(orders.status),
    ]);
  }
  const counts = Object.fromEntries(orderStatuses.map((s) => [s, 0])) as StatusCounts;
  for (const row of grouped) counts[row.status] = Number(row.n);
  const countsTotal = orderStatuses.reduce((sum, s) => sum + counts[s], 0);
  const total = query.status ? counts[query.status] : countsTotal;

  return {
    orders: rows.map((o) => ({
      id: o.id,
      orderNumber: o.orderNumber,
      status: o.status,
      paymentMethod: o.paymentMethod,
      fullName: o.fullName,
      email: o.email,
      phone: o.phone,
      city: o.city,
      state: o.state,
      total: toRupees(o.totalPaise),
      itemCount: o.itemCount,
      courierName: o.courierName,
      trackingNumber: o.trackingNumber,
      callAttempts: o.callAttempts,
      createdAt: o.createdAt.toISOString(),
      promisedBy: o.promisedBy,
      late: o.late,
    })),
    page: query.page,
    limit: query.limit,
    total,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
    counts,
    countsTotal,
  };
}
