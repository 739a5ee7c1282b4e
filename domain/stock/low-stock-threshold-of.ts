import { sql } from 'drizzle-orm';
import { products } from '../../db/schema/index';

/** The low-stock threshold in force for a product, as SQL: its own, else the shop's default (rule:stock-ledger). */
export function lowStockThresholdOf(defaultThreshold: number) {
  return sql<number>`coalesce(${products.lowStockThreshold}, ${defaultThreshold}::int)`;
}
