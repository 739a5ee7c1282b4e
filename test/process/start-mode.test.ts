/**
 * `npm start` as a newcomer runs it: production mode unless NODE_ENV says otherwise (ADR 0022): React's production
 * build, no mail bodies in the log, no demo accounts (rule:demo-accounts); a ready line that names the address it
 * really listens on; JSON log lines when stdout is not a terminal and readable ones when LOG_FORMAT=pretty. The test
 * bundles the server as npm start does (ADR 0037), once, starts the very file package.json names as a child process,
 * and reads all this from its start-up log.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServerBundle, defaultHeapLimitMib } from '../../scripts/build-server';
import { killAllServerProcesses, startServerProcess } from '../helpers/server-process';
import { freePort } from '../../scripts/free-port';

// One data directory for every start: only the first pays for creating the embedded database.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-start-'));
// The bundle lives in the project, where its packages resolve from node_modules.
const bundleDir = path.resolve('build', `start-mode-test-${process.pid}`);
afterAll(() => {
  killAllServerProcesses();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(bundleDir, { recursive: true, force: true });
});

let bundled: Promise<string> | undefined;

/** The file `npm start` runs after building what is stale: the server bundle (ADR 0037), built here once the same way. */
function startEntry(): Promise<string> {
  bundled ??= (async () => {
    const packageJson = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
    const last = packageJson.scripts.start.split('&&').at(-1)!.trim();
    const [, heapLimit, entryName] =
      /^node --enable-source-maps --max-old-space-size=\$\{HEAP_LIMIT_MIB:-(\d+)\} \$\{BUILD_DIR:-build\}\/server-bundle\/(\S+\.mjs)$/.exec(
        last,
      ) ?? [];
    if (!entryName) throw new Error(`npm start should end with "node <flags> <the server bundle>", not "${last}"`);
    // The bench and these tests start the bundle with serverNodeArgs: the same limit as npm start's (ADR 0038).
    expect(Number(heapLimit)).toBe(defaultHeapLimitMib);
    const entry = await buildServerBundle(bundleDir);
    expect(path.basename(entry)).toBe(entryName);
    return entry;
  })();
  return bundled;
}

/** Starts the bundle, waits for its ready line, stops it with SIGTERM and returns everything it wrote. */
async function startAndStop(env: Record<string, string | undefined>): Promise<string> {
  const server = startServerProcess({ DATA_DIR: dataDir, ...env }, await startEntry());
  await server.listening;
  for (let i = 0; i < 100 && !server.output().includes('shop is ready at '); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  return server.output();
}

interface ReadyLine {
  msg?: string;
  url?: string;
  publicUrl?: string;
  mode?: string;
  heapLimitMib?: number;
}

describe('npm start', () => {
  it(
    'runs in production mode when NODE_ENV is not set, keeps a NODE_ENV that is, and bounds the heap',
    { timeout: 120_000 },
    async () => {
      // As a newcomer types it: PORT alone, no HOST (every interface), no NODE_ENV (Vitest's own NODE_ENV=test must
      // not leak in), no LOG_FORMAT: stdout is a pipe here, so the log is JSON.
      const port = await freePort();
      const output = await startAndStop({ PORT: String(port), HOST: undefined, NODE_ENV: undefined });
      const lines = output.trim().split('\n');
      // Every line is a JSON object, for log shipping.
      for (const line of lines) expect(() => JSON.parse(line) as unknown, line).not.toThrow();
      const ready = lines.map((line) => JSON.parse(line) as ReadyLine).find((line) => line.url);
      // The ready line names the port it listens on, not the default 3000; on every interface that is localhost.
      expect(ready?.msg).toBe(`shop is ready at http://localhost:${port}`);
      expect(ready?.url).toBe(`http://localhost:${port}`);
      // Links in mails follow PORT too while PUBLIC_URL is unset.
      expect(ready?.publicUrl).toBe(`http://localhost:${port}`);
      expect(ready?.mode).toBe('production');
      // The old generation's limit (HEAP_LIMIT_MIB when this run sets it) plus the young generation's few tens of
      // MiB; node's own default on these machines is several GiB.
      const limit = Number(process.env.HEAP_LIMIT_MIB || defaultHeapLimitMib);
      expect(ready?.heapLimitMib).toBeGreaterThanOrEqual(limit);
      expect(ready?.heapLimitMib).toBeLessThan(limit + 128);
    },
  );

  it(
    'writes readable lines with LOG_FORMAT=pretty, from the bundle as npm start runs it, and keeps NODE_ENV',
    { timeout: 120_000 },
    async () => {
      // PORT=0: the OS picks the port, and the ready line still names the real one (HOST is 127.0.0.1 here).
      const output = await startAndStop({ PORT: '0', LOG_FORMAT: 'pretty', NODE_ENV: 'development' });
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:(\d+))/.exec(output);
      expect(listening, output).not.toBeNull();
      expect(Number(listening![2])).toBeGreaterThan(0);
      // "[12:34:56.789] INFO: shop is ready at http://127.0.0.1:<port>", then its fields one a line.
      expect(output).toMatch(
        new RegExp(`^\\[\\d\\d:\\d\\d:\\d\\d\\.\\d{3}\\] INFO: shop is ready at ${listening![1]}$`, 'm'),
      );
      expect(output).toMatch(/^ {4}mode: "development"$/m);
      // No line is a JSON object; no colour codes on a pipe.
      for (const line of output.trim().split('\n')) expect(line.trimStart(), line).not.toMatch(/^\{/);
      expect(output).not.toContain('\u001b[');
    },
  );
});
