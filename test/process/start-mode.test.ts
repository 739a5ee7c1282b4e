/**
 * `npm start` runs the shop in production mode unless NODE_ENV says otherwise (ADR 0022): React's
 * production build, no mail bodies in the log, no demo accounts (rule:demo-accounts). The test bundles the server
 * as npm start does (ADR 0037), starts the very file package.json names as a child process, and reads the mode from
 * its start-up log.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServerBundle, defaultHeapLimitMib } from '../../scripts/build-server';
import { killAllServerProcesses, startServerProcess } from '../helpers/server-process';

// One data directory for every start: only the first pays for creating the embedded database.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-start-'));
// The bundle lives in the project, where its packages resolve from node_modules.
const bundleDir = path.resolve('build', `start-mode-test-${process.pid}`);
afterAll(() => {
  killAllServerProcesses();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(bundleDir, { recursive: true, force: true });
});

/** The file `npm start` runs after building what is stale: the server bundle (ADR 0037), built here the same way. */
async function startEntry(): Promise<string> {
  const packageJson = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  const last = packageJson.scripts.start.split('&&').at(-1)!.trim();
  const [, heapLimit, bundled] =
    /^node --enable-source-maps --max-old-space-size=\$\{HEAP_LIMIT_MIB:-(\d+)\} \$\{BUILD_DIR:-build\}\/server-bundle\/(\S+\.mjs)$/.exec(
      last,
    ) ?? [];
  if (!bundled) throw new Error(`npm start should end with "node <flags> <the server bundle>", not "${last}"`);
  // The bench and these tests start the bundle with serverNodeArgs: the same limit as npm start's (ADR 0038).
  expect(Number(heapLimit)).toBe(defaultHeapLimitMib);
  const entry = await buildServerBundle(bundleDir);
  expect(path.basename(entry)).toBe(bundled);
  return entry;
}

/** The mode and heap limit the started shop logs when it is ready. */
async function modeOfStart(nodeEnv: string | undefined): Promise<{ mode?: string; heapLimitMib?: number }> {
  // undefined: not set at all (Vitest itself runs with NODE_ENV=test, which must not leak in).
  const server = startServerProcess({ DATA_DIR: dataDir, NODE_ENV: nodeEnv }, await startEntry());
  await server.listening;
  for (let i = 0; i < 100 && !/"shop is ready"/.test(server.output()); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  const ready = server
    .output()
    .split('\n')
    .find((line) => line.includes('"shop is ready"'));
  return JSON.parse(ready ?? '{}') as { mode?: string; heapLimitMib?: number };
}

describe('npm start', () => {
  it(
    'runs in production mode when NODE_ENV is not set, keeps a NODE_ENV that is, and bounds the heap',
    { timeout: 120_000 },
    async () => {
      const production = await modeOfStart(undefined);
      expect(production.mode).toBe('production');
      expect((await modeOfStart('development')).mode).toBe('development');
      // The old generation's limit (HEAP_LIMIT_MIB when this run sets it) plus the young generation's few tens of
      // MiB; node's own default on these machines is several GiB.
      const limit = Number(process.env.HEAP_LIMIT_MIB || defaultHeapLimitMib);
      expect(production.heapLimitMib).toBeGreaterThanOrEqual(limit);
      expect(production.heapLimitMib).toBeLessThan(limit + 128);
    },
  );
});
