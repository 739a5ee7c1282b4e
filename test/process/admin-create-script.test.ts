/**
 * `npm run admin:create` as an operator runs it (rule:staff-only): the script package.json names,
 * as a child process, on a PGlite DATA_DIR in a temporary folder. It prints what it did and the generated
 * password once, and exits non-zero with a clear message on bad input.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { users } from '../../db/schema/index';
import { verifyPassword } from '../../domain/auth/password';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-create-'));
afterAll(() => {
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
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PASSWORD_HASH_COST: '12', NODE_ENV: 'development' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

describe('npm run admin:create', () => {
  it('creates a staff account with a generated password, then refuses bad input', { timeout: 120_000 }, async () => {
    const created = await run(['--email', 'Owner@Example.in']);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain('created staff account Owner@Example.in');
    const password = /password: (\S+)/.exec(created.stdout)?.[1];
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

    const handle = await openDatabase({ dataDir });
    try {
      const rows = await handle.db
        .select({ email: users.email, role: users.role, passwordHash: users.passwordHash })
        .from(users)
        .where(sql`lower(${users.email}) in ('owner@example.in', 'clerk@example.in')`);
      expect(rows.map((r) => [r.email, r.role])).toEqual([['Owner@Example.in', 'admin']]);
      expect(await verifyPassword(password!, rows[0]!.passwordHash)).toBe(true);
    } finally {
      await handle.close();
    }
  });
});
