import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { products } from '../../db/schema/index';
import { AppError } from '../errors';
import { returnRequestLabel, type ReturnCheckResult } from '../shared/return-request-rules';
import { recordStockMovements } from '../stock/record-stock-movements';

/** The request as its stock moves need it. */
interface StockRequest {
  requestNumber: number;
  orderId: string;
  productId: string;
  quantity: number;
}

/**
 * Takes the exchange's new units from stock when the shopper asks (rule:return-requests): the size is kept for them
 * while staff decide, and nobody else can buy the last one meanwhile. Refused with 409 when stock is short.
 */
export async function reserveExchangeUnits(tx: Tx, request: StockRequest, sizeLabel: string): Promise<void> {
  const [after] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${request.quantity}`, updatedAt: sql`now()` })
    .where(and(eq(products.id, request.productId), gte(products.stock, request.quantity)))
    .returning({ stock: products.stock });
  if (!after) {
    throw new AppError(
      'INSUFFICIENT_STOCK',
      `Size ${sizeLabel} is not in stock right now. You can ask for a return instead.`,
      [{ path: 'exchangeSize', message: `Size ${sizeLabel} is not in stock right now.` }],
    );
  }
  await recordStockMovements(tx, [
    {
      productId: request.productId,
      change: -request.quantity,
      reason: 'exchange',
      stockAfter: after.stock,
      orderId: request.orderId,
      note: `${returnRequestLabel(request.requestNumber)}: size ${sizeLabel}`,
    },
  ]);
}

/** Puts an exchange's reserved units back when the exchange will not happen (rejected, cancelled). */
export async function releaseExchangeUnits(tx: Tx, request: StockRequest, staffUserId: string | null): Promise<void> {
  const [after] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${request.quantity}`, updatedAt: sql`now()` })
    .where(eq(products.id, request.productId))
    .returning({ stock: products.stock });
  if (!after) return;
  await recordStockMovements(tx, [
    {
      productId: request.productId,
      change: request.quantity,
      reason: 'exchange-released',
      stockAfter: after.stock,
      orderId: request.orderId,
      staffUserId,
      note: returnRequestLabel(request.requestNumber),
    },
  ]);
}

/**
 * The returned units, checked at the warehouse (rule:return-requests): back on the shelf when fit to sell; when
 * damaged, in and straight out again with reason "damaged", and counted apart in `damaged_units`. Either way the
 * ledger shows the unit came back, and a product's stock stays the sum of its ledger (rule:stock-ledger). A return
 * (not an exchange, where one unit went out for the one that came in) also takes the units off "units sold".
 */
export async function receiveReturnedUnits(
  tx: Tx,
  request: StockRequest & { kind: 'return' | 'exchange' },
  check: ReturnCheckResult,
  staffUserId: string,
): Promise<void> {
  const label = returnRequestLabel(request.requestNumber);
  const damaged = check === 'damaged';
  const [after] = await tx
    .update(products)
    .set({
      ...(damaged
        ? { damagedUnits: sql`${products.damagedUnits} + ${request.quantity}` }
        : { stock: sql`${products.stock} + ${request.quantity}` }),
      ...(request.kind === 'return'
        ? { unitsSold: sql`greatest(${products.unitsSold} - ${request.quantity}, 0)` }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(products.id, request.productId))
    .returning({ stock: products.stock });
  if (!after) return;
  const common = { productId: request.productId, orderId: request.orderId, staffUserId };
  await recordStockMovements(
    tx,
    damaged
      ? [
          {
            ...common,
            change: request.quantity,
            reason: 'customer-return',
            stockAfter: after.stock + request.quantity,
            note: label,
          },
          {
            ...common,
            change: -request.quantity,
            reason: 'damaged',
            stockAfter: after.stock,
            note: `${label}: came back damaged`,
          },
        ]
      : [{ ...common, change: request.quantity, reason: 'customer-return', stockAfter: after.stock, note: label }],
  );
}
