/**
 * The process: load config, open the database (migrations run on open), seed an
 * empty catalog, listen, and shut down gracefully on SIGTERM/SIGINT (a second
 * signal exits at once). Everything else is in app.ts.
 */
import { openDatabase } from '../db/client';
import { seedIfEmpty } from '../db/seed/seed-if-empty';
import { buildApp } from './app';
import { loadConfigFromProcess } from './env';

const config = loadConfigFromProcess();
const startedAt = Date.now();

const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolMax: config.DB_POOL_MAX,
  connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
  statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
});
const app = await buildApp({
  config,
  db: database.db,
  storefront: config.STOREFRONT === 'off' ? undefined : { mode: config.STOREFRONT, buildDir: config.BUILD_DIR },
});
app.log.info({ database: database.kind, ms: Date.now() - startedAt }, 'database ready');

if (config.SEED_ON_START) {
  await seedIfEmpty(database.db, {
    uploadsDir: app.uploadsDir,
    log: (msg) => app.log.info(msg),
    freeShippingThreshold: config.FREE_SHIPPING_THRESHOLD,
  });
}

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
app.log.info({ url: config.PUBLIC_URL, ms: Date.now() - startedAt }, 'shop is ready');
