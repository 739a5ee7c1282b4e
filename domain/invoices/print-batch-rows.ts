/**
 * What a batch of invoices or packing slips reads (rule:gst-invoice, rule:packing-slip): the orders in the order staff
 * pack them, by courier (orders without one last) then order number, and their lines. Two queries whatever the number
 * of orders; ids that name no order are left out. And the address both print.
 */
import { asc, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders, type Order, type OrderItem } from '../../db/schema/index';
import type { Invoice } from '../views/admin-invoices';

export function readOrdersByCourier(db: DbOrTx, orderIds: readonly string[]): Promise<Order[]> {
  return db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...orderIds]))
    .orderBy(sql`${orders.courierName} asc nulls last`, asc(orders.orderNumber));
}

/** The lines of these orders, in the order they were placed. */
export async function readLinesOf(db: DbOrTx, orderList: readonly Order[]): Promise<OrderItem[]> {
  if (orderList.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        orderList.map((order) => order.id),
      ),
    )
    .orderBy(asc(orderItems.id));
}

/** The order's delivery address as the printed documents show it: the invoice's buyer, the packing slip's ship-to. */
export function printedAddressOf(order: Order): Invoice['buyer'] {
  return {
    name: order.fullName,
    phone: order.phone,
    addressLine: order.addressLine,
    city: order.city,
    state: order.state,
    pincode: order.pincode,
  };
}
