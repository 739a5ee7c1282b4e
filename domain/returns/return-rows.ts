import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders, returnRequestEvents, returnRequests } from '../../db/schema/index';
import { nextStatusesOf, toReturnRequestView, type AdminReturnView, type ReturnRequestView } from '../views/returns';

/** How the returns reads load a request's timeline and its row for the back office (rule:return-requests). */

export async function eventsOf(db: DbOrTx, ids: string[]) {
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

export const adminColumns = {
  request: returnRequests,
  orderNumber: orders.orderNumber,
  title: orderItems.title,
  size: orderItems.sizes,
  customerName: orders.fullName,
  phone: orders.phone,
  city: orders.city,
};

export type AdminRow = { request: typeof returnRequests.$inferSelect } & Omit<
  AdminReturnView,
  keyof ReturnRequestView | 'nextStatuses' | 'creditNoteNumber'
>;
export const toAdminView = (row: AdminRow, events: (typeof returnRequestEvents.$inferSelect)[]): AdminReturnView => ({
  ...toReturnRequestView(row.request, events),
  orderNumber: row.orderNumber,
  title: row.title,
  size: row.size,
  customerName: row.customerName,
  phone: row.phone,
  city: row.city,
  nextStatuses: nextStatusesOf(row.request),
  creditNoteNumber: row.request.creditNoteNumber,
});
