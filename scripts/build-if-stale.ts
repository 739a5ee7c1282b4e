/**
 * `npm start` builds the storefront only when it has to: when BUILD_DIR has no build yet, or when a
 * source the build is made from (app/, the domain and db code its loaders bundle, public/, the
 * build's configuration and the locked dependencies) changed after the last build. A restart is
 * then immediate, and a fresh clone still works with `npm install && npm start`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
/** Written last by a successful `react-router build`: its time is the build's time. */
const buildMarker = path.join(buildDir, 'server', 'index.js');
const sources = [
  'app',
  'domain',
  'db',
  'public',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

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

function staleReason(): string | null {
  if (!fs.existsSync(buildMarker)) return `no build in ${path.relative(root, buildDir) || '.'}`;
  const builtAt = fs.statSync(buildMarker).mtimeMs;
  const changed = sources.find((source) => newestChange(path.join(root, source)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

const reason = staleReason();
if (reason === null) {
  console.log('storefront build is up to date');
} else {
  console.log(`building the storefront (${reason})`);
  const result = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
