import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { databaseNow } from '../../db/raw';
import { couriers, orderItems, orderStatusHistory, type Order as OrderRow } from '../../db/schema/index';
import { trackingUrl } from '../shared/courier-tracking';
import { identityOptionsOf } from '../shared/line-options';
import { canShopperCancel } from '../shared/order-rules';
import { salePricePaise, toRupees } from '../shared/pricing';
import type { Order } from '../views/orders';
import { shippingAddressOf } from './shipping-address-of';

/**
 * Orders as the API shows them (rule:placed-order-fields, rule:order-page), in the
 * order given. Lines come from the snapshot taken at placing time, so later catalog edits
 * do not rewrite what the shopper bought. Three small queries whatever the number of orders (one more
 * for the couriers' link templates when an order has shipped); two when the caller already read the
 * database's clock in this transaction (`databaseClock`).
 */
export async function loadOrderViews(db: DbOrTx, rows: OrderRow[], databaseClock?: Date): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  // One after the other: inside a transaction both share one connection. Line ids are
  // assigned in ascending order at placing time (place-order.ts), so id order is the shopper's order.
  const lines = await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id));
  const history = await db
    .select()
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, ids))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  // Whether the shopper may still cancel is decided on the database's clock, as cancel-order.ts
  // decides it, so the button and the rule agree whichever app process renders the page.
  const now = databaseClock ?? (await databaseNow(db));
  // The tracking link follows the courier's current template (rule:courier-tracking), so a fixed template fixes old links.
  const courierNames = [...new Set(rows.flatMap((o) => (o.courierName ? [o.courierName] : [])))];
  const templates = new Map(
    courierNames.length === 0
      ? []
      : (
          await db
            .select({ name: couriers.name, template: couriers.trackingUrlTemplate })
            .from(couriers)
            .where(inArray(couriers.name, courierNames))
        ).map((c) => [c.name, c.template] as const),
  );

  return rows.map((order) => ({
    _id: order.id,
    id: order.id,
    orderNumber: order.orderNumber,
    orderItems: lines
      .filter((line) => line.orderId === order.id)
      .map((line) => ({
        _id: line.id,
        quantity: line.quantity,
        product: {
          _id: line.productId,
          id: line.productId,
          title: line.title,
          images: line.image ? [line.image] : [],
          price: toRupees(line.unitPricePaise),
        },
        price: toRupees(salePricePaise(line.unitPricePaise, line.discount)),
        originalPrice: toRupees(line.unitPricePaise),
        discount: line.discount,
        returnDays: line.returnDays,
        ...identityOptionsOf(line),
      })),
    orderStatus: order.status,
    totalAmount: toRupees(order.totalPaise),
    subtotal: toRupees(order.subtotalPaise),
    savings: toRupees(order.savingsPaise),
    shipping: toRupees(order.shippingPaise),
    itemCount: order.itemCount,
    paymentMethod: order.paymentMethod,
    email: order.email,
    shippingAddress: shippingAddressOf(order),
    statusHistory: history
      .filter((h) => h.orderId === order.id)
      .map((h) => ({ status: h.status, note: h.note, createdAt: h.createdAt.toISOString() })),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    canCancel: canShopperCancel(order, now),
    shipment:
      order.courierName && order.trackingNumber
        ? {
            courierName: order.courierName,
            trackingNumber: order.trackingNumber,
            trackingUrl: trackingUrl(templates.get(order.courierName) ?? '', order.trackingNumber),
            shippedAt: order.shippedAt?.toISOString() ?? null,
          }
        : null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    promisedBy: order.promisedBy,
  }));
}
