/**
 * kill -9 under load with a PostgreSQL server: after a restart every acknowledged
 * order is there and stock matches the orders.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { createCategory, createProduct } from '../../db/seed/factories';
import { runCrashScenario } from '../helpers/crash-scenario';
import { killAllServerProcesses } from '../helpers/server-process';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const dbName = `shop_test_crash_${process.pid}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-crash-pg-'));

async function admin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(query);
  await client.end();
}

afterAll(async () => {
  killAllServerProcesses();
  await admin(`drop database if exists ${dbName} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('crash durability (PostgreSQL)', () => {
  it('keeps every acknowledged order through kill -9', { timeout: 120_000 }, async () => {
    await admin(`drop database if exists ${dbName} with (force)`);
    await admin(`create database ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    const category = await createCategory(handle.db);
    const product = await createProduct(handle.db, { categoryId: category.id }, { stock: 10_000 });
    await handle.close();

    const { acknowledged, ordered } = await runCrashScenario(
      { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
      product.id,
      10_000,
    );
    expect(ordered).toBeGreaterThanOrEqual(acknowledged);
  });
});
