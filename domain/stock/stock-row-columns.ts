import { categories, products } from '../../db/schema/index';
import { lowStockThresholdOf } from './low-stock-threshold-of';

/**
 * A product as the stock screens show it (rule:stock-ledger): the list's rows and the ledger's heading. Selected from
 * `products` joined to its category; `threshold` comes back as text from PostgreSQL and is read as a number.
 */
export function stockRowColumns(defaultThreshold: number) {
  return {
    id: products.id,
    title: products.title,
    brand: products.brand,
    category: categories.name,
    stock: products.stock,
    threshold: lowStockThresholdOf(defaultThreshold),
    ownThreshold: products.lowStockThreshold,
    unitsSold: products.unitsSold,
    damagedUnits: products.damagedUnits,
    isActive: products.isActive,
  };
}
