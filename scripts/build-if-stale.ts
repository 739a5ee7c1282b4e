/**
 * `npm start` builds the storefront and bundles the server (build-server.ts) only when it has to: when BUILD_DIR
 * has no build yet, or when a source the build is made from (app/ or server/, the domain and db code, public/, the
 * build's configuration and the locked dependencies) changed after the last build. A restart is then immediate, and
 * a fresh clone still works with `npm install && npm start`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServerBundle, serverBundleEntry } from './build-server';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');

/** The newest modification time under a file or folder (0 when it does not exist). */
function newestChange(target: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

/** Why `marker` (written last by a successful build) is older than what it is built from, or null. */
function staleReason(marker: string, sources: string[]): string | null {
  if (!fs.existsSync(marker)) return `no build in ${path.relative(root, path.dirname(marker)) || '.'}`;
  const builtAt = fs.statSync(marker).mtimeMs;
  const changed = sources.find((source) => newestChange(path.join(root, source)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

const locked = ['tsconfig.json', 'package.json', 'package-lock.json'];

const storefrontReason = staleReason(path.join(buildDir, 'server', 'index.js'), [
  'app',
  'domain',
  'db',
  'public',
  'vite.config.ts',
  'react-router.config.ts',
  'scripts/build-service-worker.ts',
  ...locked,
]);
if (storefrontReason === null) {
  console.log('storefront build is up to date');
} else {
  console.log(`building the storefront (${storefrontReason})`);
  const result = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server bundle that `npm start` runs (scripts/build-server.ts, ADR 0037).
const serverDir = path.join(buildDir, 'server-bundle');
const serverReason = staleReason(path.join(serverDir, serverBundleEntry), [
  'server',
  'domain',
  'db',
  'scripts/start.ts',
  'scripts/build-server.ts',
  ...locked,
]);
if (serverReason === null) {
  console.log('server bundle is up to date');
} else {
  console.log(`bundling the server (${serverReason})`);
  await buildServerBundle(serverDir);
}
