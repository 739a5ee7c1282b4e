import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { notFoundError } from '../errors';
import type { AdminProduct } from '../views/admin-products';
import { adminProductOf } from './admin-product-view';

/** One product for the edit form (rule:admin-catalog), hidden or not. */
export async function getAdminProduct(db: Database, productId: string): Promise<AdminProduct> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(products).where(eq(products.id, productId));
    if (!row) throw notFoundError('Product');
    return adminProductOf(tx, row);
  });
}
