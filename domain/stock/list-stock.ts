import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, products } from '../../db/schema/index';
import { isLowStock } from './low-stock-threshold-of';
import { stockRowColumns } from './stock-row-columns';
import type { StockListQuery } from '../schemas/admin-stock';
import type { StockList, StockRow } from '../views/admin-stock';

export const stockPageSize = 50;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * The stock screen's products (rule:stock-ledger), a page at a time: `low` are at or under their threshold
 * but not out (fewest first), `out` have none left, `all` is the catalog by title. `q` matches the title
 * anywhere in it, through the trigram index on lower(title).
 */
export async function listStock(db: DbOrTx, query: StockListQuery, defaultThreshold: number): Promise<StockList> {
  const filters: SQL[] = [];
  if (query.view === 'low') filters.push(isLowStock(defaultThreshold));
  if (query.view === 'out') filters.push(eq(products.stock, 0));
  if (query.q !== '') {
    filters.push(sql`lower(${products.title}) like ${`%${escapeLike(query.q.toLowerCase())}%`}`);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const order =
    query.view === 'low'
      ? [asc(products.stock), asc(products.title), asc(products.id)]
      : [asc(products.title), asc(products.id)];

  const [rows, [counted]] = await Promise.all([
    db
      .select(stockRowColumns(defaultThreshold))
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(...order)
      .limit(stockPageSize)
      .offset((query.page - 1) * stockPageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  const total = counted?.n ?? 0;
  return {
    items: rows.map((row): StockRow => ({ ...row, threshold: Number(row.threshold) })),
    page: query.page,
    perPage: stockPageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / stockPageSize)),
  };
}
