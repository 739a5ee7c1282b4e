/**
 * `npm run admin:create -- --email E [--password P] [--promote-existing]`: makes a staff account (role admin) in the
 * configured database (DATABASE_URL, or PGlite in DATA_DIR), the same one the server uses (rule:staff-only). A new
 * account gets --password, or a generated password printed once. An existing account with that email, any letter
 * case, is refused unless --promote-existing is given; then its sessions end and its password is replaced
 * (domain/auth/create-staff-account.ts says why).
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStaffAccount, promoteExistingFlag } from '../domain/auth/create-staff-account';
import { setPasswordHashCost } from '../domain/auth/password';
import { AppError } from '../domain/errors';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { loadConfigFromProcess } from '../server/env';

const usage = `Usage: npm run admin:create -- --email EMAIL [--password PASSWORD] [${promoteExistingFlag}]

  --email EMAIL         the staff member's email
  --password PASSWORD   the account's password (at least 8 characters); without it a strong
                        password is generated and printed once
  ${promoteExistingFlag}    make an existing account with this email staff. Anyone can register
                        any address, so without this flag an existing account is refused. With
                        it, every session of the account ends, its reset links stop working and
                        its password is replaced (by --password, or a generated one printed once):
                        whoever registered the address cannot sign in with their old password
  --help                show this text

The database is the one the server uses (DATABASE_URL, or PGlite in DATA_DIR).`;

function fail(message: string): never {
  console.error(`admin:create: ${message}`);
  process.exit(1);
}

/** Who ran the command, for the audit row: the operating system's user at this host. */
function operator(): string {
  let user = 'unknown user';
  try {
    user = os.userInfo().username;
  } catch {
    // A container without a passwd entry for its uid has no user name; the host still says where.
  }
  return `npm run admin:create by ${user}@${os.hostname()}`;
}

let args: { values: { email?: string; password?: string; 'promote-existing'?: boolean; help?: boolean } };
try {
  args = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'promote-existing': { type: 'boolean', default: false },
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
  const result = await createStaffAccount(handle.db, {
    email: args.values.email,
    password: args.values.password,
    promoteExisting: args.values['promote-existing'],
    ranBy: operator(),
  });
  if (result.outcome === 'created') {
    console.log(`admin:create: created staff account ${result.email} (${where})`);
  } else if (result.outcome === 'promoted') {
    console.log(
      `admin:create: made existing account ${result.email} staff; ended its ${result.sessionsEnded} session(s) and replaced its password (${where})`,
    );
  } else {
    console.log(`admin:create: ${result.email} is already staff; nothing changed (${where})`);
  }
  if (result.generatedPassword) {
    console.log(`admin:create: password: ${result.generatedPassword}`);
    console.log('admin:create: it is shown only this once; keep it somewhere safe');
  }
} catch (err) {
  process.exitCode = 1;
  if (err instanceof AppError) console.error(`admin:create: ${err.message}`);
  else console.error(err);
} finally {
  await handle.close();
}
