/**
 * What the PIN directory (rule:pin-directory, ADR 0051) costs a shop: the time to read the package's file and load the
 * `pincodes` table, which a new shop (and an upgraded one) pays once when its database first opens, and the table's
 * size. Each run forces a reload by forgetting the edition, so it measures the load itself, three times.
 *
 *   npm run bench:pincodes                                   # an in-memory PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/x npm run bench:pincodes   # that PostgreSQL database
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { directorySource, ensurePincodeDirectory, parseDirectory } from '../db/pincode-directory';
import { queryRows } from '../db/raw';

const databaseUrl = process.env.DATABASE_URL;
const handle = await openDatabase(databaseUrl ? { databaseUrl } : {});
const source = directorySource();

let started = performance.now();
const rows = parseDirectory(fs.readFileSync(source.file, 'utf8'));
const parseMs = performance.now() - started;

const loads: number[] = [];
for (let i = 0; i < 3; i++) {
  await handle.db.execute(sql`update pincode_directory set version = 'forget'`);
  started = performance.now();
  await ensurePincodeDirectory(handle.db);
  loads.push(performance.now() - started);
}
// A reload leaves the old rows dead until a vacuum (the embedded database's vacuum job, PostgreSQL's autovacuum):
// the size a shop keeps is the table's after one.
await handle.db.execute(sql`vacuum full pincodes`);
const [size] = await queryRows<{ table: string; total: string }>(
  handle.db,
  sql`select pg_size_pretty(pg_relation_size('pincodes')) as table,
    pg_size_pretty(pg_total_relation_size('pincodes')) as total`,
);
console.log(`${source.version}: ${rows.length} PINs on ${handle.kind}`);
console.log(`read and parse the file: ${Math.round(parseMs)} ms`);
console.log(`load (read, parse, replace the table), 3 runs: ${loads.map((ms) => `${Math.round(ms)} ms`).join(', ')}`);
console.log(`table: ${size!.table}, with its index: ${size!.total}`);
await handle.close();
