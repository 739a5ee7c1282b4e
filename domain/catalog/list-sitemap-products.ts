/**
 * Product pages for the sitemap (rule:sitemap). The sitemap protocol allows 50,000 URLs per
 * file; we cut at 10,000 so each file stays small, and walk the catalog by id (keyset), so a
 * later chunk costs no more than the first.
 */
import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/index';

export const sitemapChunkSize = 10_000;

/** How many sitemap files the active catalog needs (at least one, so the index is never empty). */
export async function countSitemapChunks(db: DbOrTx, chunkSize = sitemapChunkSize): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.isListed, true));
  return Math.max(1, Math.ceil((row?.n ?? 0) / chunkSize));
}

/**
 * The active products of chunk `chunk` (1-based) in id order, with their last change.
 * Chunks are found by skipping whole chunks of ids; the page itself is a keyset read.
 */
export async function listSitemapProducts(db: DbOrTx, chunk: number, chunkSize = sitemapChunkSize) {
  const skip = (chunk - 1) * chunkSize;
  let after: string | undefined;
  if (skip > 0) {
    const [boundary] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isListed, true))
      .orderBy(asc(products.id))
      .offset(skip - 1)
      .limit(1);
    if (!boundary) return [];
    after = boundary.id;
  }
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(after ? and(eq(products.isListed, true), gt(products.id, after)) : eq(products.isListed, true))
    .orderBy(asc(products.id))
    .limit(chunkSize);
}
