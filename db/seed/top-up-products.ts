/**
 * The large catalog for benchmarks (`npm run db:seed -- --products 100000`, rule:paged-product-list):
 * adds products until the table holds `total`. Each new product varies a demo product
 * (colour, pack size or edition; price, stock, sales, date) and reuses its pictures, so
 * no new image is drawn. Rows go in batches of about a thousand, one transaction each,
 * so a stopped run keeps what it committed and a rerun tops up the rest.
 */
import { count, sql } from 'drizzle-orm';
import type { ImageStore } from '../../domain/shared/ports';
import type { Database } from '../client';
import { products, reviews } from '../schema/index';
import { inTransaction } from '../transaction';
import { recomputeProductRatings } from '../../domain/reviews/recompute-product-rating';
import { buildDemoCatalog, varyProduct } from './build-catalog';
import { ensureCategories, insertChunkRows, insertProductDrafts } from './catalog-writes';
import { renderImages } from './images';
import { createRandom } from './random';

export interface TopUpOptions {
  /** The number of products wanted in the table; nothing is added when it already has as many. */
  total: number;
  images: ImageStore;
  log: (message: string) => void;
  /** Also give each new product zero to three reviews (and rating figures); slower. */
  withReviews?: boolean;
  batchSize?: number;
  now?: Date;
}

export interface TopUpSummary {
  before: number;
  added: number;
  reviewsAdded: number;
  ms: number;
}

export async function topUpProducts(db: Database, options: TopUpOptions): Promise<TopUpSummary> {
  const started = Date.now();
  const { log } = options;
  const batchSize = Math.max(1, Math.min(options.batchSize ?? insertChunkRows, insertChunkRows));
  const [row] = await db.select({ n: count() }).from(products);
  const before = Number(row?.n ?? 0);
  const wanted = Math.max(0, options.total - before);
  if (wanted === 0) {
    log(`seed: ${before} products already, no top-up needed for ${options.total}`);
    return { before, added: 0, reviewsAdded: 0, ms: Date.now() - started };
  }

  const now = options.now ?? new Date();
  const catalog = buildDemoCatalog(now);
  // The variations show the demo products' pictures: make sure the store has them (a seeded shop has them all).
  await renderImages(catalog.imageSpecs, options.images, { log });
  const ids = await inTransaction(db, (tx) => ensureCategories(tx, catalog.categories));
  // Seeded by the starting count, so a second top-up does not repeat the first one's titles in the same order.
  const random = createRandom(0x5eed + before);

  let added = 0;
  let reviewsAdded = 0;
  let nextReport = Math.max(batchSize, Math.ceil(wanted / 10));
  while (added < wanted) {
    const size = Math.min(batchSize, wanted - added);
    const drafts = Array.from({ length: size }, () =>
      varyProduct(random.pick(catalog.products), random, now, options.withReviews ?? false),
    );
    const result = await inTransaction(db, async (tx) => {
      const inserted = await insertProductDrafts(tx, drafts, ids);
      if (inserted.reviewCount > 0) await recomputeProductRatings(tx, inserted.productIds);
      return inserted;
    });
    added += result.productIds.length;
    reviewsAdded += result.reviewCount;
    if (added >= nextReport || added === wanted) {
      log(`seed: top-up ${added}/${wanted} products (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      nextReport += Math.max(batchSize, Math.ceil(wanted / 10));
    }
  }
  // Fresh planner statistics and visibility map, so benchmark queries right after the top-up get the plans they will
  // get later (an index-only count needs the visibility map, which only VACUUM writes; PGlite has no autovacuum).
  await db.execute(sql`vacuum (analyze) ${products}`);
  if (reviewsAdded > 0) await db.execute(sql`vacuum (analyze) ${reviews}`);
  const ms = Date.now() - started;
  log(
    `seed: ${before + added} products in total (${added} added${reviewsAdded ? `, ${reviewsAdded} reviews` : ''}) in ${(ms / 1000).toFixed(1)} s`,
  );
  return { before, added, reviewsAdded, ms };
}
