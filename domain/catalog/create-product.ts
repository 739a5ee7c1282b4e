import type { Database } from '../../db/client';
import { products } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import type { CreateProductBody } from '../schemas/admin-products';
import { recordStockMovements } from '../stock/record-stock-movements';
import type { AdminProduct } from '../views/admin-products';
import { adminProductOf } from './admin-product-view';
import { acceptProductImages, checkProductCategory } from './product-form-checks';
import { auditedFields, columnsOf } from './product-form-columns';

/**
 * Adds a product (rule:admin-catalog): its fields, its images claimed, its opening stock written to the stock
 * ledger (rule:stock-ledger) and the audit row (rule:audit-log), in one transaction.
 */
export async function createProduct(db: Database, staffUserId: string, body: CreateProductBody): Promise<AdminProduct> {
  return inTransaction(db, async (tx) => {
    await checkProductCategory(tx, body);
    await acceptProductImages(tx, staffUserId, body.images, []);
    const [row] = await tx
      .insert(products)
      .values({ ...columnsOf(body), stock: body.openingStock })
      .returning();
    await recordStockMovements(tx, [
      {
        productId: row!.id,
        change: body.openingStock,
        reason: 'opening',
        stockAfter: body.openingStock,
        staffUserId,
        note: 'Opening stock of a new product',
      },
    ]);
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action: 'product.create',
      entityType: 'product',
      entityId: row!.id,
      before: null,
      after: { ...auditedFields(row!), stock: row!.stock },
    });
    return adminProductOf(tx, row!);
  });
}
