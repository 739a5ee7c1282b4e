/**
 * The demo seed on a fresh database: run once (it draws every picture, so it is the
 * slow file of the suite), then checked from every side a shopper or a benchmark
 * would see: catalog shape, options per kind of product, pictures on disk, review
 * figures, home-page content, the demo account, idempotence and the large-catalog
 * top-up. Runs in the pglite project only (vitest.config.ts).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import {
  banners,
  categories,
  heroContents,
  products,
  reviews,
  subCategories,
  testimonials,
  users,
} from '../../db/schema/index';
import { buildDemoCatalog, catalogSeed } from '../../db/seed/build-catalog';
import {
  demoShopperEmail,
  demoShopperPassword,
  demoStaffEmail,
  demoStaffHasPublishedPassword,
  demoStaffPassword,
  demoUserHasPublishedPassword,
} from '../../db/seed/demo-user';
import { emojiExists, imageName, imageSizes, type ImageKind } from '../../db/seed/images';
import { imageCopyUrl, seededImageKindOf } from '../../domain/shared/image-variants';
import { seedIfEmpty, type SeedSummary } from '../../db/seed/seed-if-empty';
import { topUpProducts } from '../../db/seed/top-up-products';
import { loadConfig } from '../../server/env';
import { startTestApp, type TestContext } from '../helpers/app';

let ctx: TestContext;
let summary: SeedSummary;
const logs: string[] = [];
const now = new Date();

// The seed draws every picture: a few tens of seconds here, but more than 3 minutes on a CI machine that ran 5 times
// slower than usual (its npm ci too). The bound is there to end a hung seed, not to time a slow one.
beforeAll(async () => {
  ctx = await startTestApp();
  summary = await seedIfEmpty(ctx.database.db, {
    images: ctx.app.images,
    log: (m) => logs.push(m),
    now,
    demoAccounts: true,
  });
}, 600_000);

afterAll(async () => {
  await ctx.close();
});

const db = () => ctx.database.db;
const fileOf = (url: string) => path.join(ctx.app.uploadsDir, url.replace(/^\/uploads\//, ''));

async function expectWebp(url: string, size: { width: number; height: number }) {
  const file = fileOf(url);
  expect(fs.existsSync(file), `${url} should exist on disk`).toBe(true);
  const meta = await sharp(file).metadata();
  expect({ url, format: meta.format, width: meta.width, height: meta.height }).toEqual({
    url,
    format: 'webp',
    ...size,
  });
}

/**
 * A seeded picture: its file at the kind's full size and, beside it, every smaller copy the pages name in a srcset,
 * each as wide as its name says and as tall as the picture's shape makes it. The pages know the picture by its URL.
 */
async function expectSeededPicture(url: string, kind: ImageKind) {
  const { width, height, smallerWidths } = imageSizes[kind];
  expect(seededImageKindOf(url), url).toBe(kind);
  await expectWebp(url, { width, height });
  for (const copyWidth of smallerWidths) {
    await expectWebp(imageCopyUrl(url, copyWidth), {
      width: copyWidth,
      height: Math.round((copyWidth * height) / width),
    });
  }
}

async function tableCounts() {
  const tables = { products, categories, subCategories, reviews, testimonials, heroContents, banners, users };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db().select({ n: count() }).from(table);
    result[name] = Number(row?.n);
  }
  return result;
}

async function productsIn(categoryName: string, subCategoryName?: string) {
  const rows = await db()
    .select({ product: products, sub: subCategories.name })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .innerJoin(subCategories, eq(products.subCategoryId, subCategories.id))
    .where(eq(categories.name, categoryName));
  return rows.filter((row) => !subCategoryName || row.sub === subCategoryName).map((row) => row.product);
}

describe('the catalog data', () => {
  it('names only emoji that exist in the installed package, and builds the same catalog every time', () => {
    const first = buildDemoCatalog(now);
    const missing = [...new Set(first.imageSpecs.flatMap((spec) => spec.emojis))].filter((code) => !emojiExists(code));
    expect(missing).toEqual([]);
    const second = buildDemoCatalog(now);
    expect(second.imageSpecs.map(imageName)).toEqual(first.imageSpecs.map(imageName));
    expect(second.products.map((p) => p.values.title)).toEqual(first.products.map((p) => p.values.title));
  });
});

describe('seeding a fresh database', () => {
  it('reports its progress through the log', () => {
    expect(summary).toMatchObject({ seeded: true, demoShopperAdded: true, demoStaffAdded: true });
    expect(logs).toContain(`seed: demo staff ${demoStaffEmail}`);
    expect(logs.some((line) => /^seed: images \d+\/\d+$/.test(line))).toBe(true);
    expect(logs).toContain(`seed: ${summary.productsAdded} products, ${summary.reviewsAdded} reviews in 8 categories`);
    expect(summary.imagesDrawn).toBeGreaterThan(400);
  });

  it('creates at least 200 products in 8 categories, each with 3 to 5 subcategories that all have products', async () => {
    const counts = await tableCounts();
    expect(counts.products).toBeGreaterThanOrEqual(200);
    expect(counts.products).toBe(summary.productsAdded);

    const categoryRows = await db().select().from(categories).orderBy(categories.sortOrder);
    expect(categoryRows.map((c) => c.name)).toEqual(catalogSeed.map((c) => c.name));
    expect(categoryRows.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Fashion', 'Electronics', 'Groceries', 'Daily Essentials']),
    );

    const perSubCategory = await db()
      .select({
        categoryId: subCategories.categoryId,
        name: subCategories.name,
        n: sql<number>`count(${products.id})::int`,
      })
      .from(subCategories)
      .leftJoin(products, eq(products.subCategoryId, subCategories.id))
      .groupBy(subCategories.id);
    for (const category of categoryRows) {
      const subs = perSubCategory.filter((s) => s.categoryId === category.id);
      expect(subs.length, category.name).toBeGreaterThanOrEqual(3);
      expect(subs.length, category.name).toBeLessThanOrEqual(5);
      for (const sub of subs) expect(Number(sub.n), `${category.name} / ${sub.name}`).toBeGreaterThan(0);
      await expectSeededPicture(category.image, 'category');
    }
    // Every product sits in a subcategory of its own category.
    const [mismatched] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(subCategories, eq(products.subCategoryId, subCategories.id))
      .where(sql`${subCategories.categoryId} <> ${products.categoryId}`);
    expect(Number(mismatched?.n)).toBe(0);
  });

  it('sells Indian brands with real-sounding titles, rupee prices, discounts from 0 to 60% and varied stock and sales', async () => {
    const rows = await db().select().from(products);
    const brands = new Set(rows.map((p) => p.brand));
    for (const brand of [
      'Fabindia',
      'Biba',
      'Manyavar',
      'Allen Solly',
      'Bata',
      'boAt',
      'Noise',
      'Redmi',
      'Aashirvaad',
      'Amul',
      'Tata Sampann',
      "Haldiram's",
      'Dabur',
      'Patanjali',
      'Colgate',
      'Surf Excel',
    ]) {
      expect(brands.has(brand), brand).toBe(true);
    }
    expect(rows.map((p) => p.title)).toEqual(
      expect.arrayContaining([
        'boAt Airdopes 141 Bluetooth Earbuds, 42H Playtime',
        'Aashirvaad Shudh Chakki Atta 5 kg',
        "Biba Women's Cotton Printed Straight Kurta",
      ]),
    );
    for (const p of rows) {
      expect(p.title).not.toMatch(/[{}]|\s{2}/);
      expect(p.brand).not.toBe('');
      expect(p.description.length).toBeGreaterThan(30);
      // The full description is several sentences: the short one and more.
      expect(p.fullDescription.startsWith(p.description)).toBe(true);
      expect(p.fullDescription.split('. ').length).toBeGreaterThanOrEqual(4);
      expect(p.pricePaise % 100).toBe(0);
      expect(p.pricePaise).toBeGreaterThanOrEqual(2_000);
      expect(p.discount).toBeGreaterThanOrEqual(0);
      expect(p.discount).toBeLessThanOrEqual(60);
      expect(p.isActive).toBe(true);
    }
    const discounts = rows.map((p) => p.discount);
    expect(discounts).toContain(0);
    expect(Math.max(...discounts)).toBeGreaterThanOrEqual(40);
    const stock = rows.map((p) => p.stock);
    expect(stock.filter((s) => s === 0).length).toBeGreaterThanOrEqual(3);
    expect(stock.filter((s) => s > 0 && s <= 5).length).toBeGreaterThanOrEqual(3);
    // Units sold spread widely, so the Top Selling order (rule:top-selling) is meaningful.
    const sold = rows.map((p) => p.unitsSold);
    expect(new Set(sold).size).toBeGreaterThan(100);
    expect(Math.max(...sold)).toBeGreaterThan(1000);
  });

  it('offers options that fit each kind of product', async () => {
    const phones = await productsIn('Electronics', 'Mobile Phones');
    const smartphones = phones.filter((p) => !p.title.includes('Keypad'));
    expect(smartphones.length).toBeGreaterThanOrEqual(8);
    for (const phone of smartphones) {
      expect(phone.rams.length, phone.title).toBeGreaterThan(0);
      expect(phone.specs.length, phone.title).toBeGreaterThan(0);
      for (const ram of phone.rams) expect(ram).toMatch(/^\d+ GB$/);
      for (const storage of phone.specs) expect(storage).toMatch(/^\d+ GB$/);
    }
    for (const sub of ["Men's Clothing", "Women's Clothing", 'Ethnic Wear', 'Footwear']) {
      const clothes = await productsIn('Fashion', sub);
      for (const item of clothes) expect(item.sizes.length, item.title).toBeGreaterThan(0);
    }
    const shirts = await productsIn('Fashion', "Men's Clothing");
    expect(shirts.some((p) => p.sizes.join(' ') === 'S M L XL XXL')).toBe(true);
    const shoes = (await productsIn('Fashion', 'Footwear')).filter((p) => p.title.includes("Men's"));
    for (const shoe of shoes) expect(shoe.sizes).toEqual(['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10']);
    const groceries = await productsIn('Groceries');
    for (const item of groceries) {
      expect(item.weight.length, item.title).toBeGreaterThan(0);
      for (const w of item.weight) expect(w).toMatch(/^\d+(\.\d+)? (g|kg|ml|L)$/);
    }
    const all = await db().select().from(products);
    expect(all.filter((p) => p.colors.length > 0).length).toBeGreaterThan(100);
    for (const p of all) expect(p.color).toBe(p.colors[0] ?? '');
    expect(all.filter((p) => p.material !== '').length).toBeGreaterThan(40);
  });

  it('gives every product 2-3 pictures on disk: 800 px WebP with its smaller copies beside each', async () => {
    const rows = await db().select({ title: products.title, images: products.images }).from(products);
    const urls = new Set<string>();
    for (const p of rows) {
      expect(p.images.length, p.title).toBeGreaterThanOrEqual(2);
      expect(p.images.length, p.title).toBeLessThanOrEqual(3);
      expect(new Set(p.images).size, p.title).toBe(p.images.length);
      for (const url of p.images) {
        expect(url).toMatch(/^\/uploads\/catalog\/p-[0-9a-f_-]+-v\d-h\d+\.webp$/);
        urls.add(url);
      }
    }
    for (const url of urls) {
      await expectSeededPicture(url, 'product');
    }
    // The server hands them out at those URLs.
    const [first] = urls;
    const response = await ctx.app.inject({ method: 'GET', url: first! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
  });

  it('stores rating figures that match the reviews, from varied dated reviews by named shoppers', async () => {
    const figures = await db()
      .select({
        stored: products.ratingAverageX100,
        storedCount: products.ratingCount,
        average: sql<number>`coalesce(round(avg(${reviews.rating}) * 100), 0)::int`,
        total: sql<number>`count(${reviews.id})::int`,
      })
      .from(products)
      .leftJoin(reviews, eq(reviews.productId, products.id))
      .groupBy(products.id);
    for (const row of figures) {
      expect(row.stored).toBe(Number(row.average));
      expect(row.storedCount).toBe(Number(row.total));
      expect(row.storedCount).toBeLessThanOrEqual(8);
    }
    expect(figures.filter((row) => row.storedCount === 0).length).toBeGreaterThan(0);
    expect(new Set(figures.map((row) => row.stored)).size).toBeGreaterThan(30);

    const reviewRows = await db().select().from(reviews);
    expect(reviewRows.length).toBe(summary.reviewsAdded);
    expect(new Set(reviewRows.map((r) => r.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    const yearAgo = now.getTime() - 366 * 24 * 60 * 60 * 1000;
    for (const review of reviewRows) {
      expect(review.userId).toBeNull();
      expect(review.name).toMatch(/^[A-Z][a-z]+ [A-Z]/);
      expect(review.comment.length).toBeGreaterThan(10);
      expect(review.createdAt.getTime()).toBeGreaterThanOrEqual(yearAgo);
      expect(review.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    expect(reviewRows.some((r) => r.verified)).toBe(true);
    expect(reviewRows.some((r) => !r.verified)).toBe(true);
    const months = new Set(reviewRows.map((r) => r.createdAt.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(10);
    for (const pic of new Set(reviewRows.map((r) => r.profilePic).filter(Boolean)))
      await expectSeededPicture(pic, 'avatar');
  });

  it('fills the home page: active hero entries with the free-shipping amount, banners of both kinds, testimonials', async () => {
    const hero = await db().select().from(heroContents).orderBy(heroContents.sortOrder);
    const active = hero.filter((h) => h.isActive);
    expect(active.length).toBeGreaterThanOrEqual(2);
    expect(active[0]).toMatchObject({ title: 'Festive Sale', freeshipingAmount: 500 });
    expect(hero.filter((h) => !h.isActive)).toHaveLength(1);

    const bannerRows = await db().select().from(banners).orderBy(banners.sortOrder);
    const desktop = bannerRows.filter((b) => b.kind === 'desktop');
    const mobile = bannerRows.filter((b) => b.kind === 'mobile');
    expect(desktop).toHaveLength(3);
    expect(mobile).toHaveLength(3);
    for (const banner of desktop) await expectSeededPicture(banner.image, 'banner-desktop');
    for (const banner of mobile) await expectSeededPicture(banner.image, 'banner-mobile');

    const testimonialRows = await db().select().from(testimonials);
    expect(testimonialRows.length).toBeGreaterThanOrEqual(6);
    for (const t of testimonialRows) {
      expect(t.title).toMatch(/^Verified Buyer, [A-Z]/);
      expect(t.rating).toBeGreaterThanOrEqual(1);
      expect(t.rating).toBeLessThanOrEqual(5);
      await expectSeededPicture(t.image, 'avatar');
    }
  });

  it('creates the demo shopper, who can sign in with the published password', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoShopperEmail, password: demoShopperPassword },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.authToken).toEqual(expect.any(String));
    expect(body.data.user).toMatchObject({
      fullName: 'Asha Verma',
      email: 'demo@shop.test',
      phone: '9876543210',
      gender: 'female',
    });

    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoShopperEmail, password: 'demo@12345' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('creates the demo staff account (rule:staff-only), who signs in as admin and reaches the back office', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoStaffEmail, password: demoStaffPassword },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.data.user).toMatchObject({ email: 'admin@shop.test', role: 'admin' });
    const admin = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: { authorization: `Bearer ${body.data.authToken}` },
    });
    expect(admin.statusCode, admin.body).not.toBe(401);
    expect(admin.statusCode, admin.body).not.toBe(403);
    const [shopper] = await db().select({ role: users.role }).from(users).where(eq(users.email, demoShopperEmail));
    expect(shopper?.role).toBe('user');
  });

  it('changes nothing when run again', async () => {
    const before = await tableCounts();
    const again = await seedIfEmpty(db(), { images: ctx.app.images, log: () => undefined, demoAccounts: true });
    expect(again).toMatchObject({
      seeded: false,
      productsAdded: 0,
      reviewsAdded: 0,
      demoShopperAdded: false,
      demoStaffAdded: false,
      imagesDrawn: 0,
    });
    expect(await tableCounts()).toEqual(before);
  });

  it('gives the pictures it holds the smaller copies they lack, and draws none it does not hold (ADR 0048)', async () => {
    const [category] = await db().select({ image: categories.image }).from(categories).limit(1);
    const [banner] = await db().select({ image: banners.image }).from(banners).where(eq(banners.kind, 'mobile'));
    // A store seeded before categories had copies: the picture is there, its copy is not.
    fs.rmSync(fileOf(imageCopyUrl(category!.image, 200)));
    // A store that never held a picture (a shop whose catalog is its own): neither it nor its copies are there.
    const bannerFiles = [banner!.image, imageCopyUrl(banner!.image, 400), imageCopyUrl(banner!.image, 700)];
    const kept = bannerFiles.map((url) => fs.readFileSync(fileOf(url)));
    for (const url of bannerFiles) fs.rmSync(fileOf(url));
    try {
      const lines: string[] = [];
      const again = await seedIfEmpty(db(), { images: ctx.app.images, log: (m) => lines.push(m), demoAccounts: true });
      expect(again.seeded).toBe(false);
      await expectSeededPicture(category!.image, 'category');
      for (const url of bannerFiles) expect(fs.existsSync(fileOf(url)), url).toBe(false);
      expect(lines.some((line) => /^seed: 1 stored pictures got their smaller copies in /.test(line))).toBe(true);
    } finally {
      bannerFiles.forEach((url, i) => fs.writeFileSync(fileOf(url), kept[i]!));
    }
  });
});

describe('demo accounts (rule:demo-accounts)', () => {
  it('are on by default in development and test, off in production, and follow SEED_DEMO_ACCOUNTS', () => {
    expect(loadConfig({}).SEED_DEMO_ACCOUNTS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).SEED_DEMO_ACCOUNTS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).SEED_DEMO_ACCOUNTS).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO_ACCOUNTS: '' }).SEED_DEMO_ACCOUNTS).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO_ACCOUNTS: 'true' }).SEED_DEMO_ACCOUNTS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO_ACCOUNTS: 'false' }).SEED_DEMO_ACCOUNTS).toBe(false);
    expect(() => loadConfig({ SEED_DEMO_ACCOUNTS: 'yes' })).toThrow(/SEED_DEMO_ACCOUNTS/);
  });

  it('a production configuration seeds the catalog but no demo account; asking for one later adds it', async () => {
    expect(await demoUserHasPublishedPassword(db())).toBe(true);
    expect(await demoStaffHasPublishedPassword(db())).toBe(true);
    // A second fresh database, seeded as a production start would (the pictures are on disk already).
    const production = loadConfig({ NODE_ENV: 'production' });
    const other = await startTestApp();
    try {
      const seeded = await seedIfEmpty(other.database.db, {
        images: ctx.app.images,
        log: () => undefined,
        demoAccounts: production.SEED_DEMO_ACCOUNTS,
      });
      expect(seeded).toMatchObject({ seeded: true, demoShopperAdded: false, demoStaffAdded: false });
      expect(seeded.productsAdded).toBeGreaterThanOrEqual(200);
      const accounts = await other.database.db.select({ email: users.email }).from(users);
      expect(accounts).toEqual([]);
      const signIn = () =>
        other.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: demoShopperEmail, password: demoShopperPassword },
        });
      expect((await signIn()).statusCode).toBe(401);
      expect(await demoUserHasPublishedPassword(other.database.db)).toBe(false);
      expect(await demoStaffHasPublishedPassword(other.database.db)).toBe(false);

      // SEED_DEMO_ACCOUNTS=true on the next start: the catalog stays, the demo shopper is added.
      const later = await seedIfEmpty(other.database.db, {
        images: ctx.app.images,
        log: () => undefined,
        demoAccounts: true,
      });
      expect(later).toMatchObject({ seeded: false, productsAdded: 0, demoShopperAdded: true, demoStaffAdded: true });
      expect((await signIn()).statusCode).toBe(200);
      expect(await demoStaffHasPublishedPassword(other.database.db)).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe('the large-catalog top-up', () => {
  it('adds products up to exactly the requested total, reusing the pictures, and no more on a second run', async () => {
    const catalogDir = path.join(ctx.app.uploadsDir, 'catalog');
    const filesBefore = fs.readdirSync(catalogDir).length;
    const before = await tableCounts();
    const knownImages = new Set(
      (await db().select({ images: products.images }).from(products)).flatMap((p) => p.images),
    );
    const total = before.products! + 76;

    const result = await topUpProducts(db(), {
      total,
      images: ctx.app.images,
      log: () => undefined,
      withReviews: true,
      batchSize: 30,
    });
    expect(result).toMatchObject({ before: before.products, added: 76 });
    const after = await tableCounts();
    expect(after.products).toBe(total);
    expect(after.reviews).toBe(before.reviews! + result.reviewsAdded);
    expect(after.categories).toBe(before.categories);
    expect(after.subCategories).toBe(before.subCategories);
    // No new picture was drawn: the new products show the demo products' files.
    expect(fs.readdirSync(catalogDir).length).toBe(filesBefore);
    const allImages = (await db().select({ images: products.images }).from(products)).flatMap((p) => p.images);
    expect(allImages.every((url) => knownImages.has(url))).toBe(true);

    // Rating figures of the new products match their reviews too.
    const [drift] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(
        sql`${products.ratingCount} <> (select count(*) from ${reviews} where ${reviews.productId} = ${products.id})
          or ${products.ratingAverageX100} <> coalesce((select round(avg(rating) * 100)::int from ${reviews} where ${reviews.productId} = ${products.id}), 0)`,
      );
    expect(Number(drift?.n)).toBe(0);

    const second = await topUpProducts(db(), { total, images: ctx.app.images, log: () => undefined });
    expect(second.added).toBe(0);
    const smaller = await topUpProducts(db(), { total: 10, images: ctx.app.images, log: () => undefined });
    expect(smaller.added).toBe(0);
    expect((await tableCounts()).products).toBe(total);
  });
});

describe('npm run db:seed (the command line)', () => {
  // Asynchronous on purpose: the lock holder below must keep refreshing its lock while the CLI runs.
  const cli = (args: string[], env: Record<string, string> = {}) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/db-seed.ts', ...args], {
        env: { ...process.env, DATABASE_URL: '', ...env },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
      child.on('close', (status) => {
        clearTimeout(timer);
        resolve({ status, stdout, stderr });
      });
    });

  it('refuses a malformed --products value and unknown options with a usage message', async () => {
    const bad = await cli(['--products', 'lots']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('--products must be a whole number');
    const unknown = await cli(['--everything']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('Usage: npm run db:seed');
  });

  it('says clearly that the embedded database is in use when a server holds it', { timeout: 120_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-seed-cli-'));
    const holder = await openDatabase({ dataDir });
    try {
      const result = await cli([], { DATA_DIR: dataDir });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('in use by another process');
      expect(result.stderr).toContain('stop it first');
    } finally {
      await holder.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
