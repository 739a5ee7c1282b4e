/**
 * The real process (server/server.ts) as an operator runs it: it starts on an empty
 * embedded database, refuses a second process on the same data directory with a
 * clear message, and shuts down cleanly on SIGTERM, releasing the lock.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-process-'));
const children: ChildProcessWithoutNullStreams[] = [];

function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_ON_START: 'false', LOG_LEVEL: 'info', DATABASE_URL: '' },
  });
  children.push(child);
  let output = '';
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, listening, exited, output: () => output };
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// Runs in the pglite project only (vitest.config.ts): it is about the embedded database and the process.
describe('server process', () => {
  it('starts, locks its data directory, and shuts down cleanly on SIGTERM', { timeout: 120_000 }, async () => {
    const first = startServer();
    const base = await first.listening;
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);

    const second = startServer();
    await expect(second.listening).rejects.toThrow(/in use by another process/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // The lock was released: a new process opens the same data directory.
    const third = startServer();
    const base3 = await third.listening;
    expect((await fetch(`${base3}/api/health`)).status).toBe(200);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  });
});
