/**
 * kill -9 under load on the embedded database (the default, zero-setup mode):
 * after a restart every acknowledged order is there and stock matches the orders.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { createCategory, createProduct } from '../../db/seed/factories';
import { runCrashScenario } from '../helpers/crash-scenario';
import { killAllServerProcesses } from '../helpers/server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-crash-'));

afterAll(() => {
  killAllServerProcesses();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('crash durability (PGlite)', () => {
  it('keeps every acknowledged order through kill -9', { timeout: 120_000 }, async () => {
    const handle = await openDatabase({ dataDir });
    const category = await createCategory(handle.db);
    const product = await createProduct(handle.db, { categoryId: category.id }, { stock: 10_000 });
    await handle.close();

    const { acknowledged, ordered } = await runCrashScenario({ DATA_DIR: dataDir }, product.id, 10_000);
    expect(ordered).toBeGreaterThanOrEqual(acknowledged);
  });
});
