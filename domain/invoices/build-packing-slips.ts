import type { DbOrTx } from '../../db/client';
import { chosenOptions } from '../shared/line-options';
import { toRupees } from '../shared/pricing';
import type { PackingSlip } from '../views/admin-invoices';
import { printedAddressOf, readLinesOf, readOrdersByCourier } from './print-batch-rows';

/**
 * The packing slips of some orders (rule:packing-slip), sorted by courier then order number, as staff pack
 * them: who and where to ship to, the courier and tracking number once shipped, the items with options and
 * quantities and no prices, and for cash on delivery the cash the courier collects. Two queries whatever the
 * number of orders; ids that name no order are left out.
 */
export async function buildPackingSlips(db: DbOrTx, orderIds: readonly string[]): Promise<PackingSlip[]> {
  if (orderIds.length === 0) return [];
  const rows = await readOrdersByCourier(db, orderIds);
  if (rows.length === 0) return [];
  const lines = await readLinesOf(db, rows);
  return rows.map((order) => ({
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderDate: order.createdAt.toISOString(),
    shipTo: printedAddressOf(order),
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
