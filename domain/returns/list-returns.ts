import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders, returnRequestEvents, returnRequests } from '../../db/schema/index';
import { notFoundError } from '../errors';
import type { AdminReturnsQuery } from '../schemas/returns';
import { normalizeIndianPhone } from '../shared/india';
import { returnStatuses } from '../shared/return-request-rules';
import { nextStatusesOf, toReturnRequestView, type AdminReturnView, type ReturnRequestView } from '../views/returns';

async function eventsOf(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, (typeof returnRequestEvents.$inferSelect)[]>();
  const rows = await db
    .select()
    .from(returnRequestEvents)
    .where(inArray(returnRequestEvents.returnRequestId, ids))
    .orderBy(asc(returnRequestEvents.id));
  const byRequest = new Map<string, (typeof returnRequestEvents.$inferSelect)[]>();
  for (const row of rows) byRequest.set(row.returnRequestId, [...(byRequest.get(row.returnRequestId) ?? []), row]);
  return byRequest;
}

/** The return requests of one of the shopper's orders, oldest first, each with its timeline (the order page). */
export async function listOrderReturns(db: DbOrTx, userId: string, orderId: string): Promise<ReturnRequestView[]> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw notFoundError('Order');
  const rows = await db
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.orderId, order.id))
    .orderBy(asc(returnRequests.requestNumber));
  const events = await eventsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toReturnRequestView(row, events.get(row.id) ?? []));
}

const adminColumns = {
  request: returnRequests,
  orderNumber: orders.orderNumber,
  title: orderItems.title,
  size: orderItems.sizes,
  customerName: orders.fullName,
  phone: orders.phone,
  city: orders.city,
};

type AdminRow = { request: typeof returnRequests.$inferSelect } & Omit<
  AdminReturnView,
  keyof ReturnRequestView | 'nextStatuses'
>;
const toAdminView = (row: AdminRow, events: (typeof returnRequestEvents.$inferSelect)[]): AdminReturnView => ({
  ...toReturnRequestView(row.request, events),
  orderNumber: row.orderNumber,
  title: row.title,
  size: row.size,
  customerName: row.customerName,
  phone: row.phone,
  city: row.city,
  nextStatuses: nextStatusesOf(row.request),
});

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

/** One request for the back office, with its timeline and the moves allowed now. */
export async function getAdminReturn(db: DbOrTx, id: string): Promise<AdminReturnView> {
  const [row] = await db
    .select(adminColumns)
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
    .where(eq(returnRequests.id, id));
  if (!row) throw notFoundError('Return request');
  const events = await eventsOf(db, [row.request.id]);
  return toAdminView(row, events.get(row.request.id) ?? []);
}
