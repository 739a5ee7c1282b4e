import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { AppError, notFoundError } from '../errors';
import type { AdjustStockBody } from '../schemas/admin-stock';
import type { StockAdjustment } from '../views/admin-stock';
import { recordStockMovements } from './record-stock-movements';

/**
 * A staff member corrects a product's stock (rule:stock-ledger, ADR 0029): goods received add units, damaged
 * goods remove them (never below zero), a count sets the stock to what is on the shelf and the ledger records
 * the difference. One transaction locks the product row, updates the stock, writes the ledger row with the
 * staff member and the note, and the audit row (rule:audit-log). A count that matches the stock writes nothing.
 */
export async function adjustStock(
  db: Database,
  staffUserId: string,
  productId: string,
  input: AdjustStockBody,
): Promise<StockAdjustment> {
  const note = input.note.trim();
  if (note === '') throw new AppError('VALIDATION_ERROR', 'Please say what happened.');
  if (input.reason !== 'counted' && input.quantity < 1) {
    throw new AppError('VALIDATION_ERROR', 'Please enter at least 1 unit.');
  }

  return inTransaction(db, async (tx) => {
    const [found] = await tx
      .select({ stock: products.stock, title: products.title })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!found) throw notFoundError('Product');

    const before = found.stock;
    const change =
      input.reason === 'received'
        ? input.quantity
        : input.reason === 'damaged'
          ? -input.quantity
          : input.quantity - before;
    if (before + change < 0) {
      throw new AppError(
        'INSUFFICIENT_STOCK',
        `Only ${before} of ${found.title} in stock: ${input.quantity} damaged would take it below zero. Count the shelf instead.`,
        { stock: before },
      );
    }
    if (change === 0) return { productId, before, stock: before, change: 0, changed: false };

    const [after] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${change}`, updatedAt: sql`now()` })
      .where(eq(products.id, productId))
      .returning({ stock: products.stock });
    const stock = after!.stock;
    await recordStockMovements(tx, [{ productId, change, reason: input.reason, stockAfter: stock, staffUserId, note }]);
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action: 'stock.adjust',
      entityType: 'product',
      entityId: productId,
      before: { stock: before },
      after: { stock, reason: input.reason, change, note },
    });
    return { productId, before, stock, change, changed: true };
  });
}
