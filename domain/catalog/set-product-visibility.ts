import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { notFoundError } from '../errors';
import type { AdminProduct } from '../views/admin-products';
import { adminProductOf } from './admin-product-view';

/** Hides a product from shoppers or shows it again (rule:hidden-catalog); audited as product.hide / product.show. */
export async function setProductVisibility(
  db: Database,
  staffUserId: string,
  productId: string,
  isActive: boolean,
): Promise<AdminProduct> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
    if (!current) throw notFoundError('Product');
    if (current.isActive === isActive) return adminProductOf(tx, current);
    const [row] = await tx
      .update(products)
      .set({ isActive, updatedAt: sql`now()` })
      .where(eq(products.id, productId))
      .returning();
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action: isActive ? 'product.show' : 'product.hide',
      entityType: 'product',
      entityId: productId,
      before: { isActive: current.isActive },
      after: { isActive },
    });
    return adminProductOf(tx, row!);
  });
}
