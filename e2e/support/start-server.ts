/**
 * The server an e2e run talks to: a fresh production build and a fresh PGlite database
 * seeded with the demo catalog (a copy of the seeded folder scripts/seeded-data.ts keeps, so a run does not draw
 * every picture again), in e2e/.run/<port>/, removed and recreated every run.
 * Started by playwright.config.ts (webServer); stopped by Playwright at the end.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServerBundle } from '../../scripts/build-server';
import { copySeededData } from '../../scripts/seeded-data';
import { startMailSink } from './mail-sink';

const port = process.env.E2E_PORT;
if (!port) throw new Error('E2E_PORT is set by playwright.config.ts');
const runDir = path.resolve('e2e/.run', port);
fs.rmSync(runDir, { recursive: true, force: true });
fs.mkdirSync(runDir, { recursive: true });
const buildDir = path.join(runDir, 'build');

const built = spawnSync(process.execPath, [path.resolve('node_modules/@react-router/dev/bin.js'), 'build'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
  // The report of what each browser chunk holds (bench/bundle-report-plugin.ts), for e2e/bundle.spec.ts.
  env: {
    ...process.env,
    BUILD_DIR: buildDir,
    NODE_ENV: 'production',
    BUNDLE_REPORT: path.join(buildDir, 'client-bundle-report.json'),
  },
});
process.stdout.write(built.stdout ?? '');
process.stderr.write(built.stderr ?? '');
if (built.status !== 0) throw new Error(`react-router build failed (${built.status ?? built.signal})`);
// What the build printed, for e2e/build-warnings.spec.ts: this build is `npm run build` with the bundle report added.
fs.writeFileSync(
  path.join(runDir, 'build-output.json'),
  JSON.stringify({ stdout: built.stdout, stderr: built.stderr }),
);

// The demo catalog and its pictures; the server adds the demo accounts on start (SEED_DEMO_ACCOUNTS).
copySeededData(path.join(runDir, 'data'));

Object.assign(process.env, {
  NODE_ENV: 'production',
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATABASE_URL: '',
  DATA_DIR: path.join(runDir, 'data'),
  STOREFRONT: 'build',
  BUILD_DIR: buildDir,
  SEED_ON_START: 'true',
  // The demo accounts (rule:demo-accounts), so the back-office spec signs in as the demo staff member.
  SEED_DEMO_ACCOUNTS: 'true',
  LOG_LEVEL: 'warn',
  // Specs sign up many shoppers; a cheaper hash and roomier rate limits keep them quick.
  PASSWORD_HASH_COST: '12',
  RATE_LIMIT_MULTIPLIER: '100',
  // Every spec's shoppers deliver to one phone number; the cap on open orders per phone (rule:open-cod-orders)
  // would stop the run after three orders. Its API tests hold it at the default.
  MAX_OPEN_COD_ORDERS: '100000',
  // Mail goes over real SMTP to a local peer that writes it under mail/ for specs (mail-sink.ts).
  SMTP_URL: await startMailSink(port),
});

// The server as `npm start` runs it: bundled by esbuild (scripts/build-server.ts, ADR 0037).
const serverEntry = await buildServerBundle(path.join(runDir, 'server-bundle'));
await import(pathToFileURL(serverEntry).href);
