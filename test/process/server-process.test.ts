/**
 * The real process (server/server.ts) as an operator runs it: it starts on an empty
 * embedded database, refuses a second process on the same data directory with a
 * clear message, and shuts down cleanly on SIGTERM, releasing the lock.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killAllServerProcesses, startServerProcess } from '../helpers/server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-process-'));

afterAll(() => {
  killAllServerProcesses();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// Runs in the pglite project only (vitest.config.ts): it is about the embedded database and the process.
describe('server process', () => {
  it('starts, locks its data directory, and shuts down cleanly on SIGTERM', { timeout: 120_000 }, async () => {
    const first = startServerProcess({ DATA_DIR: dataDir });
    const base = await first.listening;
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);

    const second = startServerProcess({ DATA_DIR: dataDir });
    await expect(second.listening).rejects.toThrow(/in use by another process/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // The lock was released: a new process opens the same data directory.
    const third = startServerProcess({ DATA_DIR: dataDir });
    const base3 = await third.listening;
    expect((await fetch(`${base3}/api/health`)).status).toBe(200);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  });
});
