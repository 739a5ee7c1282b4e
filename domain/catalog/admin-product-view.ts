import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderItems, type products } from '../../db/schema/index';
import { toRupees } from '../shared/pricing';
import type { AdminProduct } from '../views/admin-products';
import { formVersionOf } from './product-form-columns';

/** A product as the back office's edit form shows it (rule:admin-catalog): whether it was ever ordered, its version. */
export async function adminProductOf(tx: Tx, row: typeof products.$inferSelect): Promise<AdminProduct> {
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
    titleHi: row.titleHi,
    descriptionHi: row.descriptionHi,
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
    returnDays: row.returnDays,
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
