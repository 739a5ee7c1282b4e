/**
 * Seeds the demo shop into a database without products (first start, or
 * `npm run db:seed`): pictures first (into the image store, outside any transaction), then in one
 * transaction the categories, the catalog with its reviews and rating figures, the
 * home-page content and, when asked for (rule:demo-accounts), the demo shopper and demo staff account. A database
 * that has products is left alone, so content a shop owner removed later is not brought back by a restart;
 * inside the seed, each part is added only where it is missing (categories and the
 * demo account by their natural keys), so running it again changes nothing.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { ImageStore } from '../../domain/shared/ports';
import type { Database, DbOrTx } from '../client';
import { banners, heroContents, products, testimonials } from '../schema/index';
import { inTransaction } from '../transaction';
import { recomputeProductRatings } from '../../domain/reviews/recompute-product-rating';
import { avatarUrl, buildDemoCatalog, type CatalogDraft } from './build-catalog';
import { ensureCategories, insertProductDrafts } from './catalog-writes';
import { heroEntries, testimonialEntries } from './data/content';
import {
  demoShopperEmail,
  demoStaffEmail,
  demoStaffExists,
  demoUserExists,
  ensureDemoStaff,
  ensureDemoUser,
  hashDemoPassword,
  hashDemoStaffPassword,
} from './demo-user';
import { imageUrl, renderImages } from './images';

export interface SeedOptions {
  /** Where the pictures go: the image store the server serves /uploads/ from (ADR 0025). */
  images: ImageStore;
  log: (message: string) => void;
  /** Rupees, shown by the hero entries (rule:free-shipping: one threshold everywhere). Defaults to 500. */
  freeShippingThreshold?: number;
  /** Reference time for product and review dates (tests pin it). */
  now?: Date;
  /**
   * Create the demo shopper, whose password is published: Config.SEED_DEMO_ACCOUNTS, false in
   * production (rule:demo-accounts). Required, so no caller seeds it by accident.
   */
  demoAccounts: boolean;
}

export interface SeedSummary {
  /** False when the database already had products (or another process seeded first). */
  seeded: boolean;
  productsAdded: number;
  reviewsAdded: number;
  /** True when this run created the demo shopper's account. */
  demoShopperAdded: boolean;
  /** True when this run created the demo staff account (rule:staff-only). */
  demoStaffAdded: boolean;
  imagesDrawn: number;
  imagesReused: number;
  ms: number;
}

/** Held for the seed transaction, so two processes starting together on one PostgreSQL seed once. */
const seedLockId = 727_002;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function countRows(
  db: DbOrTx,
  table: typeof products | typeof testimonials | typeof heroContents,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}

async function seedContent(db: DbOrTx, catalog: CatalogDraft, freeShippingThreshold: number): Promise<string[]> {
  const added: string[] = [];
  if ((await countRows(db, testimonials)) === 0) {
    await db
      .insert(testimonials)
      .values(testimonialEntries.map(({ avatar, ...entry }) => ({ ...entry, image: avatarUrl(avatar) })));
    added.push(`${testimonialEntries.length} testimonials`);
  }
  if ((await countRows(db, heroContents)) === 0) {
    await db
      .insert(heroContents)
      .values(heroEntries.map((entry) => ({ ...entry, freeshipingAmount: freeShippingThreshold })));
    added.push(`${heroEntries.length} hero entries`);
  }
  for (const kind of ['desktop', 'mobile'] as const) {
    const [row] = await db.select({ n: count() }).from(banners).where(eq(banners.kind, kind));
    if (Number(row?.n ?? 0) > 0) continue;
    const specs = catalog.banners[kind];
    await db.insert(banners).values(specs.map((spec, index) => ({ kind, image: imageUrl(spec), sortOrder: index })));
    added.push(`${specs.length} ${kind} banners`);
  }
  return added;
}

export async function seedDemo(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const { log } = options;
  const existing = await countRows(db, products);
  if (existing > 0) {
    log(`seed: the catalog already has ${existing} products; nothing to seed`);
    // The demo's pictures this store holds get any smaller copy they lack (ADR 0048: a shop seeded before then).
    const copies = await renderImages(buildDemoCatalog(options.now).imageSpecs, options.images, {
      log,
      onlyCopiesOfStored: true,
    });
    if (copies.written > 0)
      log(`seed: ${copies.written} stored pictures got their smaller copies in ${seconds(copies.ms)}`);
    return {
      seeded: false,
      productsAdded: 0,
      reviewsAdded: 0,
      demoShopperAdded: false,
      demoStaffAdded: false,
      imagesDrawn: 0,
      imagesReused: 0,
      ms: Date.now() - started,
    };
  }
  const catalog = buildDemoCatalog(options.now);

  const images = await renderImages(catalog.imageSpecs, options.images, { log });
  log(`seed: images ready in ${seconds(images.ms)} (${images.written} drawn, ${images.skipped} already stored)`);

  // scrypt is slow by design: hash outside the transaction, and only when the account is wanted and missing.
  const passwordHash = options.demoAccounts && !(await demoUserExists(db)) ? await hashDemoPassword() : undefined;
  const staffHash = options.demoAccounts && !(await demoStaffExists(db)) ? await hashDemoStaffPassword() : undefined;

  const result = await inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockId})`);
    // Another process may have seeded while this one drew pictures: check again under the lock.
    if ((await countRows(tx, products)) > 0) return undefined;
    const ids = await ensureCategories(tx, catalog.categories);
    const added = await insertProductDrafts(tx, catalog.products, ids);
    await recomputeProductRatings(tx);
    const content = await seedContent(tx, catalog, options.freeShippingThreshold ?? 500);
    const demoAdded = passwordHash ? await ensureDemoUser(tx, passwordHash) : false;
    const staffAdded = staffHash ? await ensureDemoStaff(tx, staffHash) : false;
    return { added, content, demoAdded, staffAdded };
  });

  const ms = Date.now() - started;
  if (!result) {
    log('seed: another process seeded the catalog meanwhile; nothing added');
    return {
      seeded: false,
      productsAdded: 0,
      reviewsAdded: 0,
      demoShopperAdded: false,
      demoStaffAdded: false,
      imagesDrawn: images.written,
      imagesReused: images.skipped,
      ms,
    };
  }
  // Fresh planner statistics for the new rows: PGlite runs no autovacuum, and without them
  // search and list plans are chosen blind (as top-up-products.ts does after a top-up).
  await db.execute(sql`analyze ${products}`);
  log(
    `seed: ${result.added.productIds.length} products, ${result.added.reviewCount} reviews in ${catalog.categories.length} categories`,
  );
  if (result.content.length > 0) log(`seed: ${result.content.join(', ')}`);
  if (result.demoAdded) log(`seed: demo shopper ${demoShopperEmail}`);
  if (result.staffAdded) log(`seed: demo staff ${demoStaffEmail}`);
  log(`seed: done in ${seconds(ms)}`);
  return {
    seeded: true,
    productsAdded: result.added.productIds.length,
    reviewsAdded: result.added.reviewCount,
    demoShopperAdded: result.demoAdded,
    demoStaffAdded: result.staffAdded,
    imagesDrawn: images.written,
    imagesReused: images.skipped,
    ms,
  };
}
