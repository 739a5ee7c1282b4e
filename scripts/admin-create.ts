/**
 * `npm run admin:create -- --email E [--password P]`: makes a staff account (role admin) in the
 * configured database (DATABASE_URL, or PGlite in DATA_DIR), the same one the server uses
 * (rule:staff-only). An existing account with that email, any letter case, is promoted; a new one
 * gets --password, or a generated password printed once.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStaffAccount } from '../domain/auth/create-staff-account';
import { setPasswordHashCost } from '../domain/auth/password';
import { AppError } from '../domain/errors';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { loadConfigFromProcess } from '../server/env';

const usage = `Usage: npm run admin:create -- --email EMAIL [--password PASSWORD]

  --email EMAIL        the staff member's email; an existing account with it is made staff
                       and keeps its password
  --password PASSWORD  the password of a new account (at least 8 characters); without it a
                       strong password is generated and printed once
  --help               show this text

The database is the one the server uses (DATABASE_URL, or PGlite in DATA_DIR).`;

function fail(message: string): never {
  console.error(`admin:create: ${message}`);
  process.exit(1);
}

let args: { values: { email?: string; password?: string; help?: boolean } };
try {
  args = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
} catch (err) {
  fail(`${(err as Error).message}\n\n${usage}`);
}
if (args.values.help) {
  console.log(usage);
  process.exit(0);
}
if (!args.values.email) fail(`--email is required\n\n${usage}`);

const config = loadConfigFromProcess();
setPasswordHashCost(config.PASSWORD_HASH_COST);

let handle: DatabaseHandle;
try {
  handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolMax: 1,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
  });
} catch (err) {
  const message = (err as Error).message;
  if (message.includes('in use by another process')) {
    fail(
      `${message}\nIf the shop server is running on this DATA_DIR, stop it first, then run npm run admin:create again.`,
    );
  }
  fail(`cannot open the database: ${message}`);
}

try {
  const where = handle.kind === 'pglite' ? `PGlite in ${path.resolve(config.DATA_DIR)}` : 'PostgreSQL';
  const result = await createStaffAccount(handle.db, { email: args.values.email, password: args.values.password });
  if (result.outcome === 'created') {
    console.log(`admin:create: created staff account ${result.email} (${where})`);
    if (result.generatedPassword) {
      console.log(`admin:create: password: ${result.generatedPassword}`);
      console.log('admin:create: it is shown only this once; keep it somewhere safe');
    }
  } else if (result.outcome === 'promoted') {
    console.log(`admin:create: made existing account ${result.email} staff; its password is unchanged (${where})`);
  } else {
    console.log(`admin:create: ${result.email} is already staff; nothing changed (${where})`);
  }
} catch (err) {
  process.exitCode = 1;
  if (err instanceof AppError) console.error(`admin:create: ${err.message}`);
  else console.error(err);
} finally {
  await handle.close();
}
