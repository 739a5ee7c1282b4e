/**
 * Opens the shop's database. DATABASE_URL unset: PGlite (PostgreSQL compiled to
 * WebAssembly) with its files in DATA_DIR, locked so a second process cannot
 * open them, behind a wait gate that bounds how long a request queues for it.
 * DATABASE_URL set: PostgreSQL through a node-postgres pool with connection and
 * statement timeouts. Both speak the same SQL, so the schema, migrations and
 * queries are one set.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import lockfile from 'proper-lockfile';
import pg from 'pg';
import { ensurePincodeDirectory } from './pincode-directory';
import * as schema from './schema/index';
import { createWaitGate, type WaitGate } from './wait-gate';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What a transaction callback receives; it has the same query API as `Database`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Domain functions accept either the database or an open transaction. */
export type DbOrTx = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded client, when kind is 'pglite' (for dumps in tests and tools). */
  pglite?: PGlite;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const catalogChanges = new WeakMap<Database, { readonly version: number }>();
const catalogChangeCounts = catalogChanges as WeakMap<Database, { version: number }>;

/**
 * On the embedded database: a number that grows whenever a committed statement wrote catalog rows (products,
 * categories, sub categories). Undefined on a PostgreSQL server, where other processes write too.
 */
export function catalogChangeCount(db: Database): { readonly version: number } | undefined {
  return catalogChanges.get(db);
}

/**
 * `make(db)` made once per open database and kept while the database is (prepared statements, caches, the catalog
 * index): the returned function gives the same value for the same `db`.
 */
export function onePerDatabase<T>(make: (db: Database) => T): (db: Database) => T {
  const made = new WeakMap<Database, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

interface Logger {
  error(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** For PGlite: a directory, or undefined for an in-memory database (tests). */
  dataDir?: string;
  /** For an in-memory PGlite: start from this dump of a migrated database (tests start faster). */
  pgliteSnapshot?: Blob;
  poolMax?: number;
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
  /** For PGlite: the longest a statement or transaction waits for its turn (db/wait-gate.ts); unset, no bound. */
  pgliteMaxWaitMs?: number;
  logger?: Logger;
}

/**
 * PGlite's buffer cache lives in this process's memory (128MB by default, the server default). Its data files are
 * read through the operating system, whose file cache sits behind it anyway, so a smaller one keeps the shop's
 * process small (measured at 100,000 products: about 110 MiB less RSS) for little cost (ADR 0036).
 */
const pgliteSharedBuffers = '16MB';

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { handle, pool } = openPostgres(options.databaseUrl, options);
    try {
      await migratePostgres(pool);
    } catch (err) {
      await handle.close();
      throw err;
    }
    return handle;
  }
  const handle = await openPglite(options);
  // drizzle's PGlite migrator needs the concrete type; the handle stores the shared interface.
  await migratePglite(handle.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
  await ensurePincodeDirectory(handle.db);
  // Migrations run alone, and a cold start's first file writes can stall the thread; the bound is
  // for the requests that come after. Tools (the seed command) pass none.
  if (options.pgliteMaxWaitMs !== undefined) gatePglite(handle.pglite!, createWaitGate(options.pgliteMaxWaitMs));
  return handle;
}

async function openPglite(options: OpenOptions): Promise<DatabaseHandle> {
  let release: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir, 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      // PGlite is single-process: a second process on the same files would corrupt them.
      // The lock is refreshed every 2.5 s and counts as stale after 10 s, so after a crash
      // (kill -9) a restart waits out the dead process's lock instead of failing.
      release = await lockfile.lock(dataDir, {
        stale: 10_000,
        update: 2_500,
        retries: { retries: 12, minTimeout: 1_000, maxTimeout: 1_000 },
        lockfilePath: `${dataDir}.lock`,
      });
    } catch {
      throw new Error(
        `The embedded database in ${dataDir} is in use by another process. Stop it, or set DATA_DIR to another folder, or use DATABASE_URL for a PostgreSQL server that several processes can share.`,
      );
    }
  }
  const client = await PGlite.create(dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffers}`],
    ...(options.pgliteSnapshot && !dataDir ? { loadDataDir: options.pgliteSnapshot } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  // Catalog writes notify on this connection (migration 0015); PGlite calls the listener before the writing
  // statement returns, so the count is exact at every commit (ADR 0036).
  const changes = { version: 0 };
  await client.exec(`set shop.catalog_notify = 'on'`);
  await client.listen('catalog_changed', () => {
    changes.version += 1;
  });
  catalogChangeCounts.set(db, changes);
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      await release?.();
    },
  };
}

/**
 * Puts every statement and transaction of `client` (drizzle calls query and transaction; exec for
 * completeness) behind the wait gate. Statements inside a transaction go through the transaction's
 * own handle, so a transaction takes one turn however many statements it runs.
 */
function gatePglite(client: PGlite, gate: WaitGate) {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<PGlite['query']>) => gate(() => query(...args))) as PGlite['query'];
  client.exec = (...args: Parameters<PGlite['exec']>) => gate(() => exec(...args));
  client.transaction = ((...args: Parameters<PGlite['transaction']>) =>
    gate(() => transaction(...args))) as PGlite['transaction'];
}

function openPostgres(connectionString: string, options: OpenOptions): { handle: DatabaseHandle; pool: pg.Pool } {
  const statementTimeout = options.statementTimeoutMs ?? 10_000;
  const pool = new pg.Pool({
    connectionString,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    // Bounded waits (rule:bounded-waits): no query, and no idle transaction, may hang forever.
    statement_timeout: statementTimeout,
    query_timeout: statementTimeout + 1_000,
    idle_in_transaction_session_timeout: statementTimeout * 3,
    idleTimeoutMillis: 30_000,
  });
  // A server restart kills idle clients; without this listener the process would crash.
  pool.on('error', (err) => options.logger?.warn({ err }, 'PostgreSQL connection lost; the pool will reconnect'));
  // It also kills clients that are checked out between two statements (a transaction waiting on the app): the client
  // emits 'error' where the pool's idle listener is not attached, and an 'error' nobody listens to stops the process.
  // The next statement on it fails by itself (and is logged with its request), and the pool drops the client when it
  // comes back; an idle client's loss is already logged above. So the listener only keeps the process alive.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const handle: DatabaseHandle = {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      await pool.end();
    },
  };
  return { handle, pool };
}

/**
 * Applies committed migrations on PostgreSQL. Several app processes may start at
 * once; a session advisory lock, held on one dedicated connection, lets one of
 * them migrate while the others wait and then find nothing left to do. The
 * migrations run on that same connection: through the pool they would wait for a
 * second one, which never comes with `poolMax: 1` (`npm run admin:create` failed so).
 */
async function migratePostgres(pool: pg.Pool): Promise<void> {
  const lockId = 727_001;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [lockId]);
    const db = drizzlePg(client, { schema });
    await migratePg(db, { migrationsFolder });
    // Data that comes with the code, loaded under the same lock (rule:pin-directory).
    await ensurePincodeDirectory(db as unknown as Database);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
    client.release();
  }
}

export { schema };
