import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, orderStatusHistory, type Order } from '../../db/schema/index';
import { salePricePaise, toRupees } from '../shared/pricing';

/** rule:cancel-window: a shopper may cancel within 24 hours while the order is Placed or Processing. */
export const cancelWindowMs = 24 * 60 * 60 * 1000;
export const cancellableStatuses: readonly string[] = ['Placed', 'Processing'];
/** rule:order-statuses, Cancelled included; the check constraint orders_status_check holds the same list. */
export const orderStatuses = ['Placed', 'Processing', 'In Transit', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export type PaymentMethod = 'COD' | 'Online';

export type OrderView = Awaited<ReturnType<typeof loadOrderViews>>[number];

/**
 * Orders as the API shows them (rule:placed-order-fields, rule:order-page), in the
 * order given. Lines come from the snapshot taken at placing time, so later catalog edits
 * do not rewrite what the shopper bought. Three queries whatever the number of orders.
 */
export async function loadOrderViews(db: DbOrTx, rows: Order[], now: Date = new Date()) {
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
        colors: line.colors,
        sizes: line.sizes,
        specs: line.specs,
        weight: line.weight,
        rams: line.rams,
        material: line.material,
      })),
    orderStatus: order.status as OrderStatus,
    totalAmount: toRupees(order.totalPaise),
    subtotal: toRupees(order.subtotalPaise),
    savings: toRupees(order.savingsPaise),
    shipping: toRupees(order.shippingPaise),
    itemCount: order.itemCount,
    paymentMethod: order.paymentMethod as PaymentMethod,
    email: order.email,
    shippingAddress: {
      fullName: order.fullName,
      phone: order.phone,
      addressLine: order.addressLine,
      city: order.city,
      pincode: order.pincode,
      state: order.state,
    },
    statusHistory: history
      .filter((h) => h.orderId === order.id)
      .map((h) => ({ status: h.status, note: h.note, createdAt: h.createdAt.toISOString() })),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    canCancel: cancellableStatuses.includes(order.status) && now.getTime() - order.createdAt.getTime() < cancelWindowMs,
  }));
}
