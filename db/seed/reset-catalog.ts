/**
 * `npm run db:seed -- --reset`: empties the catalog tables (reviews, products,
 * subcategories, categories) so the seed can start again. Accounts, orders and
 * home-page content are not touched; cart lines go with their products (the
 * foreign key cascades). Refused while any order exists, because order lines
 * point at products and their history must stay intact.
 */
import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { categories, orderItems, products, reviews, subCategories } from '../schema/index';
import { inTransaction } from '../transaction';

export async function resetCatalog(db: Database): Promise<{ products: number; categories: number }> {
  return inTransaction(db, async (tx) => {
    const [orders] = await tx.select({ n: count() }).from(orderItems);
    if (Number(orders?.n ?? 0) > 0) {
      throw new Error(
        'Orders refer to catalog products, so the catalog cannot be reset. Use a fresh DATA_DIR or database instead.',
      );
    }
    await tx.delete(reviews);
    const removed = await tx.delete(products).returning({ id: products.id });
    await tx.delete(subCategories);
    const removedCategories = await tx.delete(categories).returning({ id: categories.id });
    return { products: removed.length, categories: removedCategories.length };
  });
}
