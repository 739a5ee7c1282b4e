import { sql } from 'drizzle-orm';
import { products } from '../../db/schema/index';

/** The low-stock threshold in force for a product, as SQL: its own, else the shop's default (rule:stock-ledger). */
export function lowStockThresholdOf(defaultThreshold: number) {
  return sql<number>`coalesce(${products.lowStockThreshold}, ${defaultThreshold}::int)`;
}

/**
 * A product in stock but at or under its threshold (rule:stock-ledger), as SQL over `products`. The extra upper
 * bound, the largest threshold in force for any product, changes no answer; it gives the stock index a range to
 * read, so counting and listing low stock does not read the whole catalog (the per-row threshold alone cannot).
 */
export function isLowStock(defaultThreshold: number) {
  return sql`(${products.stock} > 0 and ${products.stock} <= ${lowStockThresholdOf(defaultThreshold)}
    and ${products.stock} <= greatest(${defaultThreshold}::int,
      (select max(own.low_stock_threshold) from ${products} own where own.low_stock_threshold is not null)))`;
}
