import type { DbOrTx } from '../../db/client';
import { stockLedger } from '../../db/schema/index';
import type { StockReason } from '../shared/stock-rules';

export interface StockMovement {
  productId: string;
  /** Units added (positive) or taken (negative). */
  change: number;
  reason: StockReason;
  /** The product's stock after the change, as the same transaction's update returned it. */
  stockAfter: number;
  orderId?: string | null;
  staffUserId?: string | null;
  note?: string;
}

/**
 * Writes the ledger rows of stock changes just made in the same transaction (rule:stock-ledger,
 * ADR 0029). Every writer of `products.stock` calls this beside its update, so a product's stock always
 * equals the sum of its ledger: the order, the cancel, the courier's return and the staff adjustment.
 */
export async function recordStockMovements(tx: DbOrTx, movements: StockMovement[]): Promise<void> {
  const rows = movements.filter((m) => m.change !== 0);
  if (rows.length === 0) return;
  await tx.insert(stockLedger).values(
    rows.map((m) => ({
      productId: m.productId,
      change: m.change,
      reason: m.reason,
      stockAfter: m.stockAfter,
      orderId: m.orderId ?? null,
      staffUserId: m.staffUserId ?? null,
      note: m.note ?? '',
    })),
  );
}
