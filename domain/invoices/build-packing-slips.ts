import { asc, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders } from '../../db/schema/index';
import { chosenOptions } from '../shared/line-options';
import { toRupees } from '../shared/pricing';
import type { PackingSlip } from '../views/admin-invoices';

/**
 * The packing slips of some orders (rule:packing-slip), sorted by courier then order number, as staff pack
 * them: who and where to ship to, the courier and tracking number once shipped, the items with options and
 * quantities and no prices, and for cash on delivery the cash the courier collects. Two queries whatever the
 * number of orders; ids that name no order are left out.
 */
export async function buildPackingSlips(db: DbOrTx, orderIds: readonly string[]): Promise<PackingSlip[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...orderIds]))
    .orderBy(sql`${orders.courierName} asc nulls last`, asc(orders.orderNumber));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  return rows.map((order) => ({
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderDate: order.createdAt.toISOString(),
    shipTo: {
      name: order.fullName,
      phone: order.phone,
      addressLine: order.addressLine,
      city: order.city,
      state: order.state,
      pincode: order.pincode,
    },
    courierName: order.courierName,
    trackingNumber: order.trackingNumber,
    items: lines
      .filter((line) => line.orderId === order.id)
      .map((line) => ({ description: line.title, options: chosenOptions(line), quantity: line.quantity })),
    itemCount: order.itemCount,
    paymentMethod: order.paymentMethod,
    total: toRupees(order.totalPaise),
    collectInCash: order.paymentMethod === 'COD' ? toRupees(order.totalPaise) : null,
  }));
}
