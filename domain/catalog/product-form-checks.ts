/**
 * The checks a product's create and update make of the form beyond its schema (rule:admin-catalog): the category and
 * sub category exist and belong together, and every image new to the product is one the staff member may use.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { categories, products, subCategories } from '../../db/schema/index';
import { AppError } from '../errors';
import type { ProductForm } from '../schemas/admin-products';
import { imageKeyOf, uploadedImageKeyOf } from '../shared/image-keys';
import { claimUploadedImages } from '../uploads/claim-uploaded-images';
import { imagesRefusal } from './product-form-columns';

const fieldError = (path: string, message: string) => new AppError('VALIDATION_ERROR', message, [{ path, message }]);

/** The category exists and the sub category, if any, is one of it: else the field at fault is named. */
export async function checkProductCategory(tx: Tx, form: ProductForm): Promise<void> {
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
export async function acceptProductImages(
  tx: Tx,
  staffUserId: string,
  images: string[],
  kept: readonly string[],
): Promise<void> {
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
