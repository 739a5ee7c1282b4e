import { and, asc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courierZoneDays, couriers, orderItems, orderStatusHistory, orders, users } from '../../db/schema/index';
import { lateOrderCondition } from '../delivery/late-order-condition';
import { notFoundError } from '../errors';
import { trackingUrl } from '../shared/courier-tracking';
import { deliveryZoneLabels } from '../shared/delivery-rules';
import { identityOptionsOf } from '../shared/line-options';
import { transitionsFrom } from '../shared/order-transitions';
import { salePricePaise, toRupees } from '../shared/pricing';
import type { AdminOrderDetail } from '../views/admin-orders';
import { listOrderAttempts } from './list-order-attempts';
import { shippingAddressOf } from './shipping-address-of';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * One order as the back office shows it (rule:admin-orders): the lines as sold (options, prices and the GST
 * snapshot), the server's totals, where it goes and who ordered it (with how many other orders they placed),
 * its history with the staff member behind each move, the shipment and its tracking link
 * (rule:courier-tracking), the delivery promise (its day, its zone, whether it is late, and once shipped the
 * courier's own days to the zone: rule:delivery-promise), the invoice number, the confirmation calls and failed
 * deliveries, and the moves the state machine allows now (rule:order-state-machine).
 */
export async function getAdminOrder(db: DbOrTx, orderId: string): Promise<AdminOrderDetail> {
  const [order] = await db
    .select({ ...getTableColumns(orders), late: sql<boolean>`coalesce(${lateOrderCondition}, false)` })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw notFoundError('Order');

  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const [shopper] = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, order.userId));
  const [others] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, order.userId), ne(orders.id, order.id)));
  const history = await db
    .select({
      status: orderStatusHistory.status,
      note: orderStatusHistory.note,
      staffName: users.fullName,
      createdAt: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.staffUserId))
    .where(eq(orderStatusHistory.orderId, order.id))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  // The calls and failed deliveries as the order page's panels read them (one query each, by the order's index).
  const attempts = await listOrderAttempts(db, order.id);

  let link: string | null = null;
  if (order.courierName && order.trackingNumber) {
    // A courier the shop stopped using keeps its link for the orders it carried.
    const [courier] = await db
      .select({ template: couriers.trackingUrlTemplate })
      .from(couriers)
      .where(eq(couriers.name, order.courierName));
    link = courier ? trackingUrl(courier.template, order.trackingNumber) : null;
  }
  let courierDays: { minDays: number; maxDays: number } | null = null;
  if (order.courierName && order.deliveryZone) {
    const [days] = await db
      .select({ minDays: courierZoneDays.minDays, maxDays: courierZoneDays.maxDays })
      .from(courierZoneDays)
      .innerJoin(couriers, eq(couriers.id, courierZoneDays.courierId))
      .where(and(eq(couriers.name, order.courierName), eq(courierZoneDays.zone, order.deliveryZone)));
    courierDays = days ?? null;
  }

  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    paymentMethod: order.paymentMethod,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    items: lines.map((line) => {
      const sale = salePricePaise(line.unitPricePaise, line.discount);
      return {
        id: line.id,
        productId: line.productId,
        title: line.title,
        image: line.image,
        quantity: line.quantity,
        unitPrice: toRupees(line.unitPricePaise),
        discount: line.discount,
        salePrice: toRupees(sale),
        lineTotal: toRupees(sale * line.quantity),
        options: identityOptionsOf(line),
        hsnCode: line.hsnCode,
        gstRatePercent: line.gstRateBp / 100,
      };
    }),
    totals: {
      subtotal: toRupees(order.subtotalPaise),
      savings: toRupees(order.savingsPaise),
      shipping: toRupees(order.shippingPaise),
      total: toRupees(order.totalPaise),
      itemCount: order.itemCount,
    },
    shippingAddress: shippingAddressOf(order),
    email: order.email,
    shopper: {
      id: order.userId,
      fullName: shopper?.fullName ?? '',
      email: shopper?.email ?? '',
      phone: shopper?.phone ?? '',
      otherOrders: Number(others?.n ?? 0),
    },
    history: history.map((h) => ({
      status: h.status,
      note: h.note,
      staffName: h.staffName,
      createdAt: h.createdAt.toISOString(),
    })),
    shipment: {
      courierName: order.courierName,
      trackingNumber: order.trackingNumber,
      trackingUrl: link,
      shippedAt: iso(order.shippedAt),
      deliveredAt: iso(order.deliveredAt),
    },
    delivery: {
      promisedBy: order.promisedBy,
      zone: order.deliveryZone,
      zoneLabel: order.deliveryZone ? deliveryZoneLabels[order.deliveryZone] : null,
      late: order.late,
      courierDays,
    },
    invoiceNumber: order.invoiceNumber,
    invoicedAt: iso(order.invoicedAt),
    closingReason: order.closingReason,
    callAttempts: attempts.calls.map(({ at, ...c }) => ({ ...c, createdAt: at })),
    deliveryAttempts: attempts.deliveries.map(({ at, ...d }) => ({ ...d, createdAt: at })),
    moves: transitionsFrom(order.status).map((t) => ({
      to: t.to,
      label: t.label,
      needsReason: t.needsReason,
      needsShipment: t.needsShipment,
      returnsStock: t.returnsStock,
    })),
  };
}
