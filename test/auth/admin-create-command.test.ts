/**
 * `npm run admin:create` as an operator runs it (rule:staff-only): the script package.json names, as a child
 * process, on each database the README offers: PGlite in a DATA_DIR of a temporary folder, and (project postgres)
 * a fresh, empty database on the server of TEST_DATABASE_URL, which the command migrates. It prints what it did and a
 * generated password once, refuses an existing account unless told `--promote-existing` (and then ends its sessions
 * and replaces its password), and exits non-zero with a clear message on bad input.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { auditLog, users } from '../../db/schema/index';
import { loginUser } from '../../domain/auth/login-user';
import { verifyPassword } from '../../domain/auth/password';
import { registerUser } from '../../domain/auth/register-user';
import { authenticateToken } from '../../domain/auth/sessions';
import { testDbKind } from '../helpers/app';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-create-'));
/** On project postgres: an empty database of this file's own, made here rather than copied from a migrated one. */
let databaseUrl = '';
let dropDatabase: () => Promise<void> = async () => undefined;

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (testDbKind !== 'postgres') return;
  const name = `shop_test_cli_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await onServer(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = () => onServer(`drop database if exists ${name} with (force)`);
});
afterAll(async () => {
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function scriptEntry(): string {
  const packageJson = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  const entry = /^tsx (\S+\.ts)$/.exec(packageJson.scripts['admin:create'] ?? '')?.[1];
  if (!entry) throw new Error('package.json should have "admin:create": "tsx <script>.ts"');
  return entry;
}

function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', scriptEntry(), ...args], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PASSWORD_HASH_COST: '12',
      NODE_ENV: 'development',
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

/** The command's database, opened between runs (PGlite's files take one process at a time). */
async function withDatabase<T>(use: (db: Database) => Promise<T>): Promise<T> {
  const handle = await openDatabase(databaseUrl ? { databaseUrl, poolMax: 2 } : { dataDir });
  try {
    return await use(handle.db);
  } finally {
    await handle.close();
  }
}

const client = { address: '127.0.0.1' };
const printedPassword = (stdout: string) => /password: (\S+)/.exec(stdout)?.[1];

describe(`npm run admin:create (${testDbKind === 'postgres' ? 'PostgreSQL, DATABASE_URL' : 'PGlite, DATA_DIR'})`, () => {
  it('creates a staff account with a generated password, then refuses bad input', { timeout: 300_000 }, async () => {
    const created = await run(['--email', 'Owner@Example.in']);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain('created staff account Owner@Example.in');
    expect(created.stdout).toContain(testDbKind === 'postgres' ? '(PostgreSQL)' : `(PGlite in ${dataDir})`);
    const password = printedPassword(created.stdout);
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const again = await run(['--email', 'owner@example.in']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('already staff');
    expect(again.stdout).not.toContain('password:');

    const weak = await run(['--email', 'clerk@example.in', '--password', 'short']);
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('Password must be at least 8 characters');

    const missing = await run([]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('--email is required');

    await withDatabase(async (db) => {
      const rows = await db
        .select({ email: users.email, role: users.role, passwordHash: users.passwordHash })
        .from(users)
        .where(sql`lower(${users.email}) in ('owner@example.in', 'clerk@example.in')`);
      expect(rows.map((r) => [r.email, r.role])).toEqual([['Owner@Example.in', 'admin']]);
      expect(await verifyPassword(password!, rows[0]!.passwordHash)).toBe(true);
    });
  });

  it(
    'refuses an account someone registered first, and with --promote-existing ends its sessions and replaces its password',
    { timeout: 300_000 },
    async () => {
      const squatter = { email: 'manager@example.in', password: 'Squatter-123' };
      const registered = await withDatabase((db) =>
        registerUser(db, {
          fullName: 'Not The Manager',
          email: squatter.email,
          phone: '9876543210',
          password: squatter.password,
          gender: 'other',
          profilePic: '',
        }),
      );

      const refused = await run(['--email', 'Manager@Example.in']);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('already exists');
      expect(refused.stderr).toContain('--promote-existing');
      expect(refused.stdout).not.toContain('password:');
      await withDatabase(async (db) => {
        const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, registered.user.id));
        expect(row?.role).toBe('user');
        expect(await authenticateToken(db, registered.token)).not.toBeNull();
      });

      const promoted = await run(['--email', 'Manager@Example.in', '--promote-existing']);
      expect(promoted.code, promoted.stderr).toBe(0);
      expect(promoted.stdout).toContain('made existing account manager@example.in staff; ended its 1 session(s)');
      const password = printedPassword(promoted.stdout);
      expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);

      await withDatabase(async (db) => {
        expect(await authenticateToken(db, registered.token)).toBeNull();
        await expect(loginUser(db, squatter, client)).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
        const signedIn = await loginUser(db, { email: squatter.email, password: password! }, client);
        expect(signedIn.user.role).toBe('admin');
        const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, registered.user.id));
        expect(audit).toHaveLength(1);
        expect(audit[0]).toMatchObject({
          action: 'account.make-staff',
          actorUserId: registered.user.id,
          before: { role: 'user' },
          after: { role: 'admin', passwordReplaced: true, sessionsEnded: 1 },
        });
        expect((audit[0]!.after as { ranBy: string }).ranBy).toMatch(/^npm run admin:create by .+@.+$/);
      });
    },
  );
});
