/**
 * A shop that took orders before the delivery promise upgrades (rule:pin-directory, rule:delivery-promise): the
 * migrations after 0017 and the PIN directory load run on its database at the next start, its orders stay as they
 * were with no promise (none was made), and the next order gets one. On PGlite (a data folder) and on PostgreSQL
 * (a database of its own, not the run's template).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, type DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/raw';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/env';
import type { App } from '../../server/types';
import { makeProduct, orderBody, placeOrder, validAddress } from '../cart/fixtures';
import { createPostgresDatabase, testDbKind } from '../helpers/app';
import { registerTestUser } from '../helpers/users';

/** The last migration of a shop from before the delivery promise. */
const lastBefore = 17;

/** A copy of the migrations folder that ends at `lastBefore`. */
function migrationsUpTo(dir: string): string {
  const folder = path.join(dir, 'migrations');
  fs.mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  journal.entries = journal.entries.filter((e) => e.idx <= lastBefore);
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) {
    fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return folder;
}

/** Two orders as the old schema held them, by SQL: the code of today would write today's columns. */
const oldOrders = sql`
  with shopper as (
    insert into users (full_name, email, phone, password_hash) values ('Old Shopper', 'old@shop.test', '9876500001', 'x')
    returning id)
  insert into orders (user_id, payment_method, full_name, phone, address_line, city, pincode, state,
    subtotal_paise, savings_paise, shipping_paise, total_paise, item_count, status)
  select id, 'COD', 'Old Shopper', '9876500001', '1 Old Road', 'Jaipur', '302017', 'Rajasthan', 50000, 0, 4000, 54000,
    1, status from shopper, (values ('Placed'), ('Delivered')) as s(status)`;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-upgrade-'));
let handle: DatabaseHandle;
let app: App;
let dropDatabase: (() => Promise<void>) | undefined;
let databaseUrl: string | undefined;

beforeAll(async () => {
  const folder = migrationsUpTo(dir);
  if (testDbKind === 'postgres') {
    const created = await createPostgresDatabase({ empty: true });
    databaseUrl = created.url;
    dropDatabase = created.drop;
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    const old = drizzlePg(pool);
    await migratePg(old, { migrationsFolder: folder });
    await old.execute(oldOrders);
    await pool.end();
  } else {
    fs.mkdirSync(path.join(dir, 'data', 'pglite'), { recursive: true });
    const client = await PGlite.create(path.join(dir, 'data', 'pglite'), { extensions: { pg_trgm } });
    const old = drizzlePglite(client);
    await migratePglite(old, { migrationsFolder: folder });
    await old.execute(oldOrders);
    await client.close();
  }
  // The upgrade: the app's next start opens the database as the server does.
  handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: path.join(dir, 'data') });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(dir, 'data'),
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: '12',
    SEED_ON_START: 'false',
    RATE_LIMIT_MULTIPLIER: '1000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  app = await buildApp({ config, db: handle.db, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
  await dropDatabase?.();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('upgrading a shop that has orders (rule:pin-directory)', () => {
  it('loads the PIN directory and the first delivery settings', async () => {
    const [row] = await queryRows<{ pins: number; warehouse: string; zones: number }>(
      handle.db,
      sql`select (select count(*)::int from pincodes) as pins,
        (select warehouse_pincode from delivery_settings) as warehouse,
        (select count(*)::int from delivery_zone_rules) as zones`,
    );
    expect(row).toEqual({ pins: 19_238, warehouse: '560001', zones: 5 });
  });

  it('keeps its orders as they were, with no promise, and their rollups', async () => {
    const orders = await queryRows<{
      status: string;
      total_paise: number;
      promised_by: string | null;
      zone: string | null;
    }>(handle.db, sql`select status, total_paise::int, promised_by, delivery_zone as zone from orders order by status`);
    expect(orders).toEqual([
      { status: 'Delivered', total_paise: 54000, promised_by: null, zone: null },
      { status: 'Placed', total_paise: 54000, promised_by: null, zone: null },
    ]);
    const [counts] = await queryRows<{ n: number }>(
      handle.db,
      sql`select sum(orders)::int as n from order_status_counts`,
    );
    expect(counts!.n).toBe(2);
  });

  it('promises the next order', async () => {
    const ctx = { app, database: handle } as Parameters<typeof makeProduct>[0];
    const shopper = await registerTestUser(app);
    const product = await makeProduct(ctx, { stock: 5 });
    const res = await placeOrder(
      ctx,
      shopper,
      orderBody([{ productId: product.id, quantity: 1 }], { shippingAddress: validAddress }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = (res.json() as { data: { promisedBy: string | null } }).data;
    expect(order.promisedBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
