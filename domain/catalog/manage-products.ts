/**
 * The back office's writes and reads of one product (rule:admin-catalog): the edit form's view, create, update and
 * hide or show. Each write is one transaction with its audit row (rule:audit-log).
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { categories, orderItems, products, subCategories } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { changedFields, changesNothing } from '../audit/changed-fields';
import { recordAudit } from '../audit/record-audit';
import { AppError, notFoundError } from '../errors';
import type { CreateProductBody, ProductForm } from '../schemas/admin-products';
import { imageKeyOf, uploadedImageKeyOf } from '../shared/image-keys';
import { rupeesToPaise, toRupees } from '../shared/pricing';
import { recordStockMovements } from '../stock/record-stock-movements';
import { claimUploadedImages } from '../uploads/claim-uploaded-images';
import type { AdminProduct } from '../views/admin-products';

const fieldError = (path: string, message: string) => new AppError('VALIDATION_ERROR', message, [{ path, message }]);

export const imagesRefusal = {
  path: 'images',
  message: 'Each image must be one you uploaded to this shop or one a product already shows. Please upload it again.',
};

type ProductRow = typeof products.$inferSelect;

/** The columns the form writes, from the validated form (the CSV import writes the same, rule:admin-csv). */
export function columnsOf(form: ProductForm) {
  return {
    title: form.title,
    brand: form.brand,
    description: form.description,
    fullDescription: form.fullDescription,
    pricePaise: rupeesToPaise(form.price),
    discount: form.discount,
    categoryId: form.categoryId,
    subCategoryId: form.subCategoryId,
    sizes: form.sizes,
    colors: form.colors,
    specs: form.specs,
    rams: form.rams,
    weight: form.weight,
    material: form.material,
    images: form.images,
    hsnCode: form.hsnCode,
    gstRateBp: form.gstRateBp,
    isActive: form.isActive,
  };
}
export type ProductColumns = ReturnType<typeof columnsOf>;

export const formColumns = [
  'title',
  'brand',
  'description',
  'fullDescription',
  'pricePaise',
  'discount',
  'categoryId',
  'subCategoryId',
  'sizes',
  'colors',
  'specs',
  'rams',
  'weight',
  'material',
  'images',
  'hsnCode',
  'gstRateBp',
  'isActive',
] as const satisfies readonly (keyof ProductColumns)[];
// Fails to compile when columnsOf gains a column this list (and so the audit row) forgets.
const everyColumnAudited: Exclude<keyof ProductColumns, (typeof formColumns)[number]> extends never ? true : never =
  true;
void everyColumnAudited;

/** What the audit log keeps of a product: the form's fields and nothing else, money in rupees. */
export function auditedFields(row: Pick<ProductRow, keyof ProductColumns>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of formColumns) {
    if (key === 'pricePaise') fields.price = toRupees(row.pricePaise);
    else fields[key] = row[key];
  }
  return fields;
}

/** The category exists and the sub category, if any, is one of it: else the field at fault is named. */
async function checkCategory(tx: Tx, form: ProductForm): Promise<void> {
  const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, form.categoryId));
  if (!category) throw fieldError('categoryId', 'Please choose a category that exists.');
  if (form.subCategoryId === null) return;
  const [sub] = await tx
    .select({ id: subCategories.id })
    .from(subCategories)
    .where(and(eq(subCategories.id, form.subCategoryId), eq(subCategories.categoryId, form.categoryId)));
  if (!sub) throw fieldError('subCategoryId', 'Please choose a sub category of the chosen category.');
}

/**
 * Images new to this product (rule:admin-catalog, rule:own-uploads-only): an upload is claimed by the staff member
 * in this transaction (so the quarantine sweep cannot take it); any other image must be one a product of the shop
 * already shows (the seed's pictures, or a CSV import reusing them). Another site's URL is refused.
 */
async function acceptImages(tx: Tx, staffUserId: string, images: string[], kept: readonly string[]): Promise<void> {
  const fresh = images.filter((url) => !kept.includes(url));
  if (fresh.some((url) => imageKeyOf(url) === null)) throw fieldError(imagesRefusal.path, imagesRefusal.message);
  const uploaded = fresh.filter((url) => uploadedImageKeyOf(url) !== null);
  const shown = fresh.filter((url) => uploadedImageKeyOf(url) === null);
  await claimUploadedImages(tx, staffUserId, uploaded, imagesRefusal);
  if (shown.length > 0) {
    const [found] = await tx
      .select({ n: sql<number>`count(distinct u.url)::int` })
      .from(sql`${products} p, unnest(p.images) as u(url)`)
      .where(
        sql`u.url = any(${sql`array[${sql.join(
          shown.map((url) => sql`${url}`),
          sql`, `,
        )}]::text[]`})`,
      );
    if (Number(found?.n ?? 0) !== new Set(shown).size) throw fieldError(imagesRefusal.path, imagesRefusal.message);
  }
}

/**
 * The version of what the form edits: a digest of those fields only. Orders, cancels and stock counts change the
 * product's stock and updated_at all day; they must not make a staff member's edit of the title a conflict.
 */
function formVersionOf(row: Pick<ProductRow, keyof ProductColumns>): string {
  return createHash('sha256')
    .update(JSON.stringify(auditedFields(row)))
    .digest('base64url')
    .slice(0, 22);
}

async function viewOf(tx: Tx, row: ProductRow): Promise<AdminProduct> {
  const [ordered] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.productId, row.id))
    .limit(1);
  return {
    id: row.id,
    title: row.title,
    brand: row.brand,
    description: row.description,
    fullDescription: row.fullDescription,
    price: toRupees(row.pricePaise),
    discount: row.discount,
    categoryId: row.categoryId,
    subCategoryId: row.subCategoryId,
    sizes: row.sizes,
    colors: row.colors,
    specs: row.specs,
    rams: row.rams,
    weight: row.weight,
    material: row.material,
    images: row.images,
    hsnCode: row.hsnCode,
    gstRateBp: row.gstRateBp,
    isActive: row.isActive,
    isListed: row.isListed,
    stock: row.stock,
    unitsSold: row.unitsSold,
    ratingAverage: row.ratingAverageX100 / 100,
    ratingCount: row.ratingCount,
    ordered: ordered !== undefined,
    version: formVersionOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One product for the edit form (rule:admin-catalog), hidden or not. */
export async function getAdminProduct(db: Database, productId: string): Promise<AdminProduct> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(products).where(eq(products.id, productId));
    if (!row) throw notFoundError('Product');
    return viewOf(tx, row);
  });
}

/**
 * Adds a product (rule:admin-catalog): its fields, its images claimed, its opening stock written to the stock
 * ledger (rule:stock-ledger) and the audit row (rule:audit-log), in one transaction.
 */
export async function createProduct(db: Database, staffUserId: string, body: CreateProductBody): Promise<AdminProduct> {
  return inTransaction(db, async (tx) => {
    await checkCategory(tx, body);
    await acceptImages(tx, staffUserId, body.images, []);
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
    return viewOf(tx, row!);
  });
}

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
    await checkCategory(tx, form);
    await acceptImages(tx, staffUserId, form.images, current.images);

    const next = columnsOf(form);
    const was = auditedFields(current);
    const { before, after } = changedFields(was, auditedFields({ ...current, ...next }), Object.keys(was));
    if (changesNothing(after)) return viewOf(tx, current);

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
    return viewOf(tx, row!);
  });
}

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
    if (current.isActive === isActive) return viewOf(tx, current);
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
    return viewOf(tx, row!);
  });
}
