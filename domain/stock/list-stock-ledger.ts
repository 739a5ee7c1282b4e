import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, orders, products, stockLedger, users } from '../../db/schema/index';
import { notFoundError } from '../errors';
import type { StockLedgerQuery } from '../schemas/admin-stock';
import { stockReasonLabels } from '../shared/stock-rules';
import type { StockLedger } from '../views/admin-stock';
import { stockRowColumns } from './stock-row-columns';

export const ledgerPageSize = 50;

/**
 * One product's stock ledger, newest first, a page at a time (rule:stock-ledger, ADR 0029), through the
 * index on (product_id, id desc): why each change happened, by how much, the stock after it, the order or
 * staff member behind it and the note. The product's current stock and threshold come with it.
 */
export async function listStockLedger(
  db: DbOrTx,
  productId: string,
  query: StockLedgerQuery,
  defaultThreshold: number,
): Promise<StockLedger> {
  const [product] = await db
    .select(stockRowColumns(defaultThreshold))
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId));
  if (!product) throw notFoundError('Product');

  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: stockLedger.id,
        createdAt: stockLedger.createdAt,
        reason: stockLedger.reason,
        change: stockLedger.change,
        stockAfter: stockLedger.stockAfter,
        orderId: stockLedger.orderId,
        orderNumber: orders.orderNumber,
        staffName: users.fullName,
        note: stockLedger.note,
      })
      .from(stockLedger)
      .leftJoin(orders, eq(orders.id, stockLedger.orderId))
      .leftJoin(users, eq(users.id, stockLedger.staffUserId))
      .where(eq(stockLedger.productId, productId))
      .orderBy(desc(stockLedger.id))
      .limit(ledgerPageSize)
      .offset((query.page - 1) * ledgerPageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(stockLedger)
      .where(eq(stockLedger.productId, productId)),
  ]);
  const total = counted?.n ?? 0;
  return {
    product: { ...product, threshold: Number(product.threshold) },
    items: rows.map((row) => ({
      ...row,
      id: Number(row.id),
      createdAt: row.createdAt.toISOString(),
      reasonLabel: stockReasonLabels[row.reason],
      orderNumber: row.orderNumber ?? null,
      staffName: row.staffName ?? null,
    })),
    page: query.page,
    perPage: ledgerPageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / ledgerPageSize)),
  };
}
