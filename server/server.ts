/**
 * The process: load config, open the database (migrations run on open), seed an
 * empty catalog, listen, start the scheduled jobs, and shut down gracefully on
 * SIGTERM/SIGINT (a second signal exits at once). Everything else is in app.ts.
 */
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import { openDatabase } from '../db/client';
import {
  demoShopperEmail,
  demoStaffEmail,
  demoStaffHasPublishedPassword,
  demoUserHasPublishedPassword,
} from '../db/seed/demo-user';
import { seedIfEmpty } from '../db/seed/seed-if-empty';
import { liveCatalogIndex } from '../domain/search/live-catalog-index';
import { buildApp } from './app';
import { databaseOptionsOf, loadConfigFromProcess } from './env';
import { listeningUrl } from './listening-url';
import { chooseLogFormat, loggerOptions } from './log-format';

const config = loadConfigFromProcess();
// Readable lines on a terminal, JSON for a service manager or a pipe (LOG_FORMAT; log-format.ts).
const stdoutIsTerminal = process.stdout.isTTY === true;
const logger = loggerOptions(chooseLogFormat(config.LOG_FORMAT, stdoutIsTerminal), { colorize: stdoutIsTerminal });
const startedAt = Date.now();

const database = await openDatabase(databaseOptionsOf(config));
const app = await buildApp({
  config,
  db: database.db,
  logger,
  storefront: config.STOREFRONT === 'off' ? undefined : { mode: config.STOREFRONT, buildDir: config.BUILD_DIR },
});
app.log.info({ database: database.kind, ms: Date.now() - startedAt }, 'database ready');

if (config.SEED_ON_START) {
  await seedIfEmpty(database.db, {
    images: app.images,
    log: (msg) => app.log.info(msg),
    freeShippingThreshold: config.FREE_SHIPPING_THRESHOLD,
    demoAccounts: config.SEED_DEMO_ACCOUNTS,
  });
}
// rule:demo-accounts: a shop without demo accounts must not keep one with a published password
// from an earlier seed. Only a warning: the operator decides what happens to that account.
if (!config.SEED_DEMO_ACCOUNTS && (await demoUserHasPublishedPassword(database.db))) {
  app.log.warn(
    { email: demoShopperEmail },
    'the demo shopper still has its published password: change it or delete the account (SEED_DEMO_ACCOUNTS is off)',
  );
}
if (!config.SEED_DEMO_ACCOUNTS && (await demoStaffHasPublishedPassword(database.db))) {
  app.log.warn(
    { email: demoStaffEmail },
    'the demo staff account still has its published password: change it or delete the account (SEED_DEMO_ACCOUNTS is off)',
  );
}

// The catalog index (ADR 0036) is read before the first shopper searches, not by the first search.
{
  const started = Date.now();
  const index = await liveCatalogIndex(database.db).loaded();
  app.log.info({ products: index.productCount, ms: Date.now() - started }, 'catalog index ready');
}

// A rejection nobody handled is a bug (app/lib/streamed-later.ts fixed one): it is logged at error level, and the
// cluster's fault suite fails on such a line. It must not stop the process and fail every request it holds.
process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));

let closing = false;
async function shutdown(signal: string) {
  if (closing) {
    app.log.warn({ signal }, 'second signal: exiting now');
    process.exit(1);
  }
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
// Scheduled jobs: pruning, the upload quarantine sweep (server/jobs/); app.close() stops them.
app.jobs.start();
// The address it really listens on (PORT and HOST as given, or the port the OS picked for PORT=0), not PUBLIC_URL,
// which names the shop's address for links in mails and may be a proxy's.
const url = listeningUrl(app.server.address() as AddressInfo);
app.log.info(
  {
    url,
    publicUrl: config.PUBLIC_URL,
    mode: config.NODE_ENV,
    ms: Date.now() - startedAt,
    // The JavaScript heap's limit (ADR 0038): what npm start's --max-old-space-size gave, plus the young generation.
    heapLimitMib: Math.round(v8.getHeapStatistics().heap_size_limit / 1048576),
  },
  `shop is ready at ${url}`,
);
