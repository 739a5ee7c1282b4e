import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { notFoundError } from '../errors';

/**
 * Sets the stock level at or under which a product shows as low (rule:stock-ledger); null gives it back the
 * shop's default. Audited in the same transaction (rule:audit-log). Returns the product's own threshold.
 */
export async function setLowStockThreshold(
  db: Database,
  staffUserId: string,
  productId: string,
  threshold: number | null,
): Promise<number | null> {
  return inTransaction(db, async (tx) => {
    const [found] = await tx
      .select({ threshold: products.lowStockThreshold })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!found) throw notFoundError('Product');
    if (found.threshold === threshold) return threshold;
    await tx
      .update(products)
      .set({ lowStockThreshold: threshold, updatedAt: sql`now()` })
      .where(eq(products.id, productId));
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action: 'stock.threshold',
      entityType: 'product',
      entityId: productId,
      before: { lowStockThreshold: found.threshold },
      after: { lowStockThreshold: threshold },
    });
    return threshold;
  });
}
