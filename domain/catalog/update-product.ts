import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { changedFields, changesNothing } from '../audit/changed-fields';
import { recordAudit } from '../audit/record-audit';
import { AppError, notFoundError } from '../errors';
import type { ProductForm } from '../schemas/admin-products';
import type { AdminProduct } from '../views/admin-products';
import { adminProductOf } from './admin-product-view';
import { acceptProductImages, checkProductCategory } from './product-form-checks';
import { auditedFields, columnsOf, formVersionOf } from './product-form-columns';

/**
 * Changes a product's fields (rule:admin-catalog); stock is not among them (rule:stock-ledger). When the request
 * says which version of the form's fields the staff member edited (`expectedVersion`, from the view) and someone
 * saved different fields since, nothing is written and the answer is 409: two staff editing one product never
 * overwrite each other unseen, while orders changing its stock meanwhile are no conflict. Only changed fields are
 * audited; a save that changes nothing writes nothing.
 */
export async function updateProduct(
  db: Database,
  staffUserId: string,
  productId: string,
  form: ProductForm,
  expectedVersion?: string,
): Promise<AdminProduct> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
    if (!current) throw notFoundError('Product');
    if (expectedVersion !== undefined && formVersionOf(current) !== expectedVersion) {
      throw new AppError(
        'CONFLICT',
        'Someone else saved this product after you opened it. Reload it to see their changes, then edit again.',
      );
    }
    await checkProductCategory(tx, form);
    await acceptProductImages(tx, staffUserId, form.images, current.images);

    const next = columnsOf(form);
    const was = auditedFields(current);
    const { before, after } = changedFields(was, auditedFields({ ...current, ...next }), Object.keys(was));
    if (changesNothing(after)) return adminProductOf(tx, current);

    const [row] = await tx
      .update(products)
      .set({ ...next, updatedAt: sql`now()` })
      .where(eq(products.id, productId))
      .returning();
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action: 'product.update',
      entityType: 'product',
      entityId: productId,
      before,
      after,
    });
    return adminProductOf(tx, row!);
  });
}
