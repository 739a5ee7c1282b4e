/**
 * The product fields the back office's form writes (rule:admin-catalog), as columns: what create and update write,
 * what the CSV import writes too (rule:admin-csv), what the audit log keeps of a product (rule:audit-log), and the
 * version of them an edit is checked against.
 */
import { createHash } from 'node:crypto';
import { products } from '../../db/schema/index';
import type { ProductForm } from '../schemas/admin-products';
import { rupeesToPaise, toRupees } from '../shared/pricing';

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
    titleHi: form.titleHi,
    descriptionHi: form.descriptionHi,
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
    returnDays: form.returnDays,
    isActive: form.isActive,
  };
}
export type ProductColumns = ReturnType<typeof columnsOf>;

/**
 * The same columns as a selection of `products`, in the order the audit log and the form's version list them (the CSV
 * import reads a product's current values through it, the export its own columns).
 */
export const formColumnSelection = {
  title: products.title,
  brand: products.brand,
  description: products.description,
  fullDescription: products.fullDescription,
  titleHi: products.titleHi,
  descriptionHi: products.descriptionHi,
  pricePaise: products.pricePaise,
  discount: products.discount,
  categoryId: products.categoryId,
  subCategoryId: products.subCategoryId,
  sizes: products.sizes,
  colors: products.colors,
  specs: products.specs,
  rams: products.rams,
  weight: products.weight,
  material: products.material,
  images: products.images,
  hsnCode: products.hsnCode,
  gstRateBp: products.gstRateBp,
  returnDays: products.returnDays,
  isActive: products.isActive,
  // Fails to compile when columnsOf gains a column this selection (and so the audit row) forgets.
} satisfies Record<keyof ProductColumns, unknown>;

const formColumns = Object.keys(formColumnSelection) as (keyof ProductColumns)[];

/** What the audit log keeps of a product: the form's fields and nothing else, money in rupees. */
export function auditedFields(row: Pick<ProductRow, keyof ProductColumns>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of formColumns) {
    if (key === 'pricePaise') fields.price = toRupees(row.pricePaise);
    else fields[key] = row[key];
  }
  return fields;
}

/**
 * The version of what the form edits: a digest of those fields only. Orders, cancels and stock counts change the
 * product's stock and updated_at all day; they must not make a staff member's edit of the title a conflict.
 */
export function formVersionOf(row: Pick<ProductRow, keyof ProductColumns>): string {
  return createHash('sha256')
    .update(JSON.stringify(auditedFields(row)))
    .digest('base64url')
    .slice(0, 22);
}
