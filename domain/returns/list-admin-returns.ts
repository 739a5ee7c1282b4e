import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders, returnRequests } from '../../db/schema/index';
import type { AdminReturnsQuery } from '../schemas/admin-returns';
import { normalizeIndianPhone } from '../shared/india';
import { returnStatuses } from '../shared/return-request-rules';
import { adminColumns, toAdminView } from './return-rows';

/**
 * The search box of the returns queue: 'R-5001' or '5001' is that request; '#100023' that order; anything else part of
 * the shopper's name or phone, or of the item's title.
 */
function searchCondition(q: string): SQL {
  const request = /^R-?\s*(\d{1,9})$/i.exec(q);
  if (request) return eq(returnRequests.requestNumber, Number(request[1]));
  const order = /^#\s*(\d{1,9})$/.exec(q);
  if (order) return eq(orders.orderNumber, Number(order[1]));
  const text = normalizeIndianPhone(q) ?? q;
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = /^\d{1,9}$/.test(q)
    ? [eq(returnRequests.requestNumber, Number(q)), eq(orders.orderNumber, Number(q))]
    : [];
  return or(
    ...digits,
    sql`lower(${orders.fullName} || ' ' || ${orders.phone} || ' ' || ${orderItems.title}) like ${pattern}`,
  )!;
}

/**
 * The back office's returns queue (rule:return-requests): newest first, by status, searchable, a page at a time, with
 * the number of requests per status under the same search, for the tabs.
 */
export async function listAdminReturns(db: DbOrTx, query: AdminReturnsQuery) {
  const search = query.q ? searchCondition(query.q) : undefined;
  const where = and(search, query.status ? eq(returnRequests.status, query.status) : undefined);
  const [rows, grouped] = await Promise.all([
    db
      .select(adminColumns)
      .from(returnRequests)
      .innerJoin(orders, eq(orders.id, returnRequests.orderId))
      .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
      .where(where)
      .orderBy(desc(returnRequests.createdAt), desc(returnRequests.requestNumber))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ status: returnRequests.status, n: sql<number>`count(*)::int` })
      .from(returnRequests)
      .innerJoin(orders, eq(orders.id, returnRequests.orderId))
      .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
      .where(search)
      .groupBy(returnRequests.status),
  ]);
  const counts = Object.fromEntries(returnStatuses.map((s) => [s, 0])) as Record<string, number>;
  for (const g of grouped) counts[g.status] = g.n;
  const total = query.status ? counts[query.status]! : Object.values(counts).reduce((a, b) => a + b, 0);
  return {
    returns: rows.map((row) => {
      const { events: _events, ...view } = toAdminView(row, []);
      return view;
    }),
    counts,
    total,
    page: query.page,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
  };
}
