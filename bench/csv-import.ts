/**
 * The product CSV import at scale (`npm run bench:csv-import`, rule:admin-csv, ADR 0035): a catalog of `--products`
 * (10,000) is created, exported, and a file of `--rows` (10,000) is made from it, half of them the exported products
 * with a new price (every fifth with a new stock, so the ledger is written too) and half new products; then the dry run
 * and the apply are timed, and the export of the catalog after it. The domain functions run in this process, as the
 * API route calls them (the HTTP layer only adds reading the body).
 *
 *   npm run bench:csv-import                                  # PGlite on disk, in a temporary folder
 *   npm run bench:csv-import -- --products 100000 --rows 10000
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:csv-import   # PGlite, then PostgreSQL
 *
 * With DATABASE_URL or TEST_DATABASE_URL the same run follows on that server, in a scratch database created for it and
 * dropped afterwards (nothing is written to the database the URL names). Results are appended to bench/results/.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { queryRows } from '../db/raw';
import { users } from '../db/schema/index';
import { exportProductsCsv } from '../domain/catalog/export-products-csv';
import { importProductsCsv } from '../domain/catalog/import-products-csv';
import { productCsvColumns } from '../domain/catalog/product-csv-format';
import { keepResult } from './shop-server';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    rows: { type: 'string', default: '10000' },
  },
});
const catalogSize = Number(values.products);
const rowCount = Number(values.rows);

/** A catalog like the seed's in shape: 8 categories of 3 sub categories, products with options and 3 images. */
async function seedCatalog(handle: DatabaseHandle): Promise<string> {
  const db = handle.db;
  const [staff] = await db
    .insert(users)
    .values({ fullName: 'Bench Staff', email: `bench-${randomUUID()}@example.in`, role: 'admin', passwordHash: 'x' })
    .returning({ id: users.id });
  await db.execute(sql`insert into categories (name) select 'Category ' || g from generate_series(1, 8) g`);
  await db.execute(sql`insert into sub_categories (category_id, name)
    select c.id, 'Sub ' || g from categories c cross join generate_series(1, 3) g`);
  await db.execute(sql`insert into products (title, brand, description, full_description, images, price_paise, discount,
      stock, sizes, colors, material, category_id, sub_category_id)
    select 'Bench product ' || g, 'Brand ' || (g % 50), 'A short description of product ' || g,
      repeat('A longer description, with commas, "quotes" and ₹ signs. ', 6),
      array['/uploads/products/bench-' || g || '-1.webp', '/uploads/products/bench-' || g || '-2.webp',
        '/uploads/products/bench-' || g || '-3.webp'],
      10000 + (g % 5000) * 100, g % 40, 20 + g % 30, array['S', 'M', 'L', 'XL'], array['Red', 'Blue'], 'Cotton',
      s.category_id, s.id
    from generate_series(1, ${catalogSize}) g
    join lateral (select id, category_id from sub_categories order by id offset (g % 24) limit 1) s on true`);
  await db.execute(sql`insert into stock_ledger (product_id, change, reason, stock_after)
    select id, stock, 'opening', stock from products`);
  await db.execute(sql`analyze`);
  return staff!.id;
}

async function collect(generator: AsyncGenerator<string>): Promise<string> {
  let text = '';
  for await (const chunk of generator) text += chunk;
  return text;
}

type Row = Record<(typeof productCsvColumns)[number], string>;

function importFile(exported: string): string {
  const rows = parse(exported, { bom: true, columns: true }) as Row[];
  const updates = rows.slice(0, Math.ceil(rowCount / 2)).map((row, i) => ({
    ...row,
    price: String(Number(row.price) + 1),
    stock: i % 5 === 0 ? String(Number(row.stock) + 3) : row.stock,
  }));
  const template = rows[0]!;
  const creates = Array.from({ length: rowCount - updates.length }, (_, i) => ({
    ...template,
    id: '',
    title: `New bench product ${i}`,
    stock: String(i % 20),
  }));
  return stringify(
    [...updates, ...creates].map((r) => productCsvColumns.map((c) => r[c])),
    { header: true, columns: [...productCsvColumns] },
  );
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function measure(label: string, handle: DatabaseHandle): Promise<string> {
  const seedStart = performance.now();
  const staffId = await seedCatalog(handle);
  const seeded = performance.now() - seedStart;
  const exported = await collect(exportProductsCsv(handle.db, {}));
  const csv = importFile(exported);

  let started = performance.now();
  const dry = await importProductsCsv(handle.db, staffId, csv, 'dry-run');
  const dryMs = performance.now() - started;
  started = performance.now();
  const applied = await importProductsCsv(handle.db, staffId, csv, 'apply');
  const applyMs = performance.now() - started;
  if (dry.errorCount > 0 || !applied.applied) throw new Error(`import failed: ${JSON.stringify(dry.errors[0])}`);
  started = performance.now();
  const after = await collect(exportProductsCsv(handle.db, {}));
  const exportMs = performance.now() - started;
  const [counts] = await queryRows<{ products: number; ledger: number }>(
    handle.db,
    sql`select (select count(*)::int from products) as products,
      (select count(*)::int from stock_ledger where note like '%CSV import%') as ledger`,
  );
  console.log(
    `${label}: seeded ${catalogSize} products in ${seconds(seeded)}; file ${(csv.length / 1024 / 1024).toFixed(1)} MB; ` +
      `dry run ${dry.create} to add, ${dry.update} to change; apply wrote ${counts!.ledger} ledger rows`,
  );
  return `| ${label} | ${catalogSize} | ${rowCount} (${applied.update} updates, ${applied.create} creates) | ${seconds(dryMs)} | ${seconds(applyMs)} | ${seconds(exportMs)} (${counts!.products} products, ${(after.length / 1024 / 1024).toFixed(1)} MB) |`;
}

const lines: string[] = [];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-csv-bench-'));
try {
  const handle = await openDatabase({ dataDir: dir });
  try {
    lines.push(await measure('PGlite (disk)', handle));
  } finally {
    await handle.close();
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}

const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const name = `shop_bench_csv_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), poolMax: 2, statementTimeoutMs: 60_000 });
    try {
      lines.push(await measure('PostgreSQL', handle));
    } finally {
      await handle.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}

keepResult(
  [
    `### CSV import, ${new Date().toISOString()} (${os.cpus().length} cores)`,
    '',
    '| database | catalog | rows imported | dry run | apply (one transaction) | export after |',
    '| -------- | ------- | ------------- | ------- | ----------------------- | ------------ |',
    ...lines,
    '',
  ].join('\n'),
);
