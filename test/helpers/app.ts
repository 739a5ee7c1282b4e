/**
 * Builds the real app on a real, fresh database for one test file:
 * - TEST_DB=pglite (default): an in-memory PGlite started from the migrated dump;
 * - TEST_DB=postgres: a new database on the server at TEST_DATABASE_URL, a copy of the migrated template
 *   that test/postgres-template.ts made for the run, dropped when the file ends.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/env';
import type { App } from '../../server/types';

export const testDbKind = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'postgres';

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/**
 * A database of the test's own on the server at TEST_DATABASE_URL, dropped by `drop`. By default a copy of the run's
 * migrated template (test/postgres-template.ts), so opening it finds no migration to apply; `{ empty: true }` for one
 * with nothing in it (a test that migrates it itself).
 */
export async function createPostgresDatabase(
  options: { empty?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `shop_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = options.empty ? undefined : process.env.SHOP_TEST_PG_TEMPLATE;
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function startTestApp(
  env: Record<string, string> = {},
  options: {
    /** Runs on the built app before it is ready: a test's own route is added here. */
    beforeReady?: (app: App) => void;
  } = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-data-'));
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (testDbKind === 'postgres') {
    const created = await createPostgresDatabase();
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: '12',
    SEED_ON_START: 'false',
    RATE_LIMIT_MULTIPLIER: '1000',
    // Test files place many orders with one delivery phone (rule:open-cod-orders); the cap's own tests set it.
    MAX_OPEN_COD_ORDERS: '1000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DB_POOL_MAX: '25' } : {}),
    ...env,
  });
  const snapshotFile = process.env.SHOP_TEST_PGLITE_SNAPSHOT;
  const opened = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    poolMax: config.DB_POOL_MAX,
    pgliteMaxWaitMs: config.PGLITE_MAX_WAIT_MS,
    pgliteSnapshot: !databaseUrl && snapshotFile ? new Blob([fs.readFileSync(snapshotFile)]) : undefined,
  });
  // A test may close the database itself (to see the app without it); close() then still
  // drops the test database instead of failing on a second close.
  let databaseClosed = false;
  const database: DatabaseHandle = {
    ...opened,
    close: async () => {
      if (databaseClosed) return;
      databaseClosed = true;
      await opened.close();
    },
  };
  const app = await buildApp({ config, db: database.db, logger: false });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
