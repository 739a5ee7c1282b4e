/**
 * The product as every API answer shows it (rule:product-fields): `_id` and `id` are the same
 * uuid, `price` is the ORIGINAL price in rupees (the storefront computes the sale price from
 * `discount`, rule:sale-price), and `ratings` comes from the columns the reviews domain
 * keeps right.
 */
import { getTableColumns } from 'drizzle-orm';
import { products, type Product } from '../../db/schema/index';
import { toRupees } from '../shared/pricing';
import type { PublicProduct } from '../views/catalog';

const { changedXid: _changedXid, ...columnsAnswersShow } = getTableColumns(products);

/** Every product column except the writing transaction (migration 0014), which no answer shows. */
export const publicProductColumns = columnsAnswersShow;

export type ProductRow = Omit<Product, 'changedXid'>;

export function toPublicProduct(row: ProductRow): PublicProduct {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    brand: row.brand,
    description: row.description,
    fullDescription: row.fullDescription,
    titleHi: row.titleHi,
    descriptionHi: row.descriptionHi,
    images: row.images,
    price: toRupees(row.pricePaise),
    discount: row.discount,
    stock: row.stock,
    sizes: row.sizes,
    colors: row.colors,
    rams: row.rams,
    weight: row.weight,
    specs: row.specs,
    material: row.material,
    color: row.color,
    size: row.size,
    category: row.categoryId,
    subCategory: row.subCategoryId,
    ratings: { average: row.ratingAverageX100 / 100, totalReviews: row.ratingCount },
    createdAt: row.createdAt.toISOString(),
  };
}
