/**
 * `npm run db:seed [-- options]`: seeds the demo shop into the configured database
 * (the same DATABASE_URL / DATA_DIR / UPLOADS_DIR as the server), then optionally
 * tops the catalog up to a given size for benchmarks.
 *
 *   npm run db:seed                              seed an empty database (as the first start does)
 *   npm run db:seed -- --products 100000         then add varied products (with 0-3 reviews each)
 *                                                until there are 100,000
 *   npm run db:seed -- --products 100000 --no-reviews   ... without reviews (about twice as fast)
 *   npm run db:seed -- --reset                   empty the catalog tables first (refused if orders exist)
 *   npm run db:seed -- --orders 100000           then add 100,000 historical orders over the last 90 days
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { setPasswordHashCost } from '../domain/auth/password';
import { loadConfigFromProcess } from '../server/env';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { openImageStore, s3LocationOf } from '../server/image-stores';
import { demoShopperEmail, demoShopperPassword, demoStaffEmail, demoStaffPassword } from '../db/seed/demo-user';
import { resetCatalog } from '../db/seed/reset-catalog';
import { seedDemo } from '../db/seed/seed-demo';
import { seedOrders } from '../db/seed/seed-orders';
import { topUpProducts } from '../db/seed/top-up-products';

const usage = `Usage: npm run db:seed -- [--products N] [--no-reviews] [--orders N] [--reset]

  --products N   top the catalog up to N products in total (varied copies of the
                 demo products, reusing their pictures; batches of 1,000 rows),
                 each with 0-3 reviews and the rating figures they give
  --no-reviews   add the products without reviews (about twice as fast)
  --orders N     add N historical orders over the last 90 days, in every status, for new
                 shoppers (one per 20 orders), with history, couriers and remittances; they
                 write no stock ledger rows and leave product stock as it is
  --reset        first delete categories, products and their reviews (refused when
                 orders exist); accounts, orders and home-page content stay
  --help         show this text

The database is the one the server uses (DATABASE_URL, or PGlite in DATA_DIR). The demo
shopper and demo staff account are created when SEED_DEMO_ACCOUNTS is on (the default unless
NODE_ENV=production).`;

function fail(message: string): never {
  console.error(`db:seed: ${message}`);
  process.exit(1);
}

let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    options: {
      products: { type: 'string' },
      orders: { type: 'string' },
      'no-reviews': { type: 'boolean', default: false },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
}
try {
  args = parse();
} catch (err) {
  fail(`${(err as Error).message}\n\n${usage}`);
}
if (args.values.help) {
  console.log(usage);
  process.exit(0);
}

let total: number | undefined;
if (args.values.products !== undefined) {
  const text = args.values.products.replaceAll('_', '').replaceAll(',', '');
  total = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(total) || total < 1 || total > 2_000_000) {
    fail(`--products must be a whole number from 1 to 2,000,000 (got "${args.values.products}")`);
  }
}

let orderCount: number | undefined;
if (args.values.orders !== undefined) {
  const text = args.values.orders.replaceAll('_', '').replaceAll(',', '');
  orderCount = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(orderCount) || orderCount < 1 || orderCount > 2_000_000) {
    fail(`--orders must be a whole number from 1 to 2,000,000 (got "${args.values.orders}")`);
  }
}

const config = loadConfigFromProcess();
setPasswordHashCost(config.PASSWORD_HASH_COST);
const uploadsDir = path.resolve(config.UPLOADS_DIR ?? path.join(config.DATA_DIR, 'uploads'));
const log = (message: string) => console.log(message);

let handle: DatabaseHandle;
try {
  handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolMax: 2,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    // Batches of a thousand rows with their indexes can take a while on a busy server.
    statementTimeoutMs: Math.max(config.DB_STATEMENT_TIMEOUT_MS, 60_000),
  });
} catch (err) {
  const message = (err as Error).message;
  // PGlite locks its folder while the server runs (db/client.ts): say so plainly.
  if (message.includes('in use by another process')) {
    fail(`${message}\nIf the shop server is running on this DATA_DIR, stop it first, then run npm run db:seed again.`);
  }
  fail(`cannot open the database: ${message}`);
}

try {
  console.log(
    `db:seed: ${handle.kind === 'pglite' ? `PGlite in ${path.resolve(config.DATA_DIR)}` : 'PostgreSQL'}, images in ${config.UPLOAD_STORAGE === 'database' ? 'the database' : config.UPLOAD_STORAGE === 's3' ? `the bucket ${config.S3_BUCKET}` : uploadsDir}`,
  );
  if (args.values.reset) {
    const removed = await resetCatalog(handle.db);
    log(`seed: reset removed ${removed.products} products and ${removed.categories} categories`);
  }
  const images = openImageStore({
    storage: config.UPLOAD_STORAGE,
    uploadsDir,
    db: handle.db,
    s3: s3LocationOf(config),
  });
  const seeded = await seedDemo(handle.db, {
    images,
    log,
    freeShippingThreshold: config.FREE_SHIPPING_THRESHOLD,
    demoAccounts: config.SEED_DEMO_ACCOUNTS,
  });
  if (total !== undefined) {
    await topUpProducts(handle.db, { total, images, log, withReviews: !args.values['no-reviews'] });
  }
  if (orderCount !== undefined) {
    const result = await seedOrders(handle.db, {
      count: orderCount,
      log,
      shipping: { freeShippingThreshold: config.FREE_SHIPPING_THRESHOLD, flatShippingFee: config.FLAT_SHIPPING_FEE },
    });
    log(`seed: ${result.orders} orders in ${(result.ms / 1000).toFixed(1)} s`);
  }
  if (seeded.demoShopperAdded) log(`seed: sign in as ${demoShopperEmail} / ${demoShopperPassword}`);
  if (seeded.demoStaffAdded) log(`seed: back office (/admin): sign in as ${demoStaffEmail} / ${demoStaffPassword}`);
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await handle.close();
}
