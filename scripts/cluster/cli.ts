/**
 * `npm run cluster -- --processes 3 [--port 8080] [--seed]`: nginx on a port in front of N app processes, on the
 * PostgreSQL in DATABASE_URL (default: database `shop_cluster` on 127.0.0.1:5432, created when missing) and the Redis
 * in REDIS_URL (default 127.0.0.1:6379). Builds what is stale first. Ctrl-C stops all of it; `kill -HUP <pid>`
 * restarts the processes one at a time behind nginx (a rolling deploy).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureDatabase, startCluster } from './cluster';

const root = path.resolve(import.meta.dirname, '..', '..');
const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '3' },
    port: { type: 'string', default: '8080' },
    seed: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(`Usage: npm run cluster -- [--processes N] [--port P] [--seed]
  --processes N  app processes behind nginx (3)
  --port P       nginx's port on 127.0.0.1 (8080)
  --seed         seed the demo shop first when the database is empty
DATABASE_URL (postgres://postgres@127.0.0.1:5432/shop_cluster) and REDIS_URL (redis://127.0.0.1:6379) name the
shared services. Ctrl-C stops everything; kill -HUP <pid> restarts the processes one by one.`);
  process.exit(0);
}
const processes = Number(values.processes);
if (!Number.isInteger(processes) || processes < 1 || processes > 32) {
  console.error('--processes must be a whole number from 1 to 32');
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/shop_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const buildDir = process.env.BUILD_DIR ?? 'build';

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npx', ['tsx', 'scripts/build-if-stale.ts'], { BUILD_DIR: buildDir });
if (await ensureDatabase(databaseUrl)) console.log(`created database ${new URL(databaseUrl).pathname.slice(1)}`);
if (values.seed) {
  run('npx', ['tsx', 'scripts/db-seed.ts'], {
    DATABASE_URL: databaseUrl,
    UPLOAD_STORAGE: process.env.UPLOAD_STORAGE ?? 'database',
  });
}

const cluster = await startCluster({
  processes,
  databaseUrl,
  redisUrl: redisUrl || undefined,
  buildDir,
  port: Number(values.port),
  log: (line) => console.log(line),
});
console.log(`\nThe shop is at ${cluster.url} (${processes} processes behind nginx; files in ${cluster.runDir}).`);
console.log(`Ctrl-C stops it; kill -HUP ${process.pid} restarts the processes one at a time.`);

let restarting: Promise<void> | undefined;
process.on('SIGHUP', () => {
  if (restarting) return;
  console.log('rolling restart...');
  restarting = cluster
    .rollingRestart()
    .then(
      () => console.log('rolling restart done'),
      (err: unknown) => console.error('rolling restart failed:', err),
    )
    .finally(() => (restarting = undefined));
});
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log('\nstopping...');
    // A rolling restart in progress finishes first, so it starts no process after the others stopped.
    Promise.resolve(restarting)
      .then(() => cluster.stop())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          console.error(err);
          process.exit(1);
        },
      );
  });
}
