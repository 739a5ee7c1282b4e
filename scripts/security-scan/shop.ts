/**
 * The shop under scan: the real server (server/server.ts) as a child process, as an operator runs
 * it, on a fresh PGlite database in the run folder, seeded with the demo catalog and serving the
 * production storefront build. Its JSON log is kept in the run folder and read as an access log:
 * every answer is logged at info level with its status code, which is how the scan counts the
 * requests each scanner made and the 5xx answers. Before the server starts, a staff account is made
 * in that database the way an operator makes one: `npm run admin:create` (scripts/admin-create.ts).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copySeededData } from '../seeded-data';
import { freePort } from '../free-port';

export interface LoggedRequest {
  method: string;
  url: string;
  status: number;
}

/** Requests the server answered, in the order it logged them. */
export class AccessLog {
  readonly requests: LoggedRequest[] = [];
  private readonly pending = new Map<string, { method: string; url: string }>();

  /** Feeds one log line; lines that are not pino JSON (or not about a request) are ignored. */
  addLine(line: string) {
    if (!line.startsWith('{')) return;
    let entry: { msg?: string; reqId?: string; req?: { method: string; url: string }; res?: { statusCode: number } };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      return;
    }
    if (!entry.reqId) return;
    if (entry.msg === 'incoming request' && entry.req) {
      this.pending.set(entry.reqId, { method: entry.req.method, url: entry.req.url });
    } else if (entry.msg === 'request completed' && entry.res) {
      const request = this.pending.get(entry.reqId) ?? { method: '?', url: '?' };
      this.pending.delete(entry.reqId);
      this.requests.push({ ...request, status: entry.res.statusCode });
    }
  }

  /** A position to count from: `since(mark)` gives the requests answered after it. */
  mark(): number {
    return this.requests.length;
  }

  since(mark: number): LoggedRequest[] {
    return this.requests.slice(mark);
  }
}

export interface Shop {
  base: string;
  log: AccessLog;
  /** The server's own output so far (for the error message when it dies). */
  output(): string;
  stop(): Promise<void>;
}

export interface ShopOptions {
  runDir: string;
  buildDir: string;
  /** Rate limits times this (server/env.ts RATE_LIMIT_MULTIPLIER); see the README for why. */
  rateLimitMultiplier: number;
  startTimeoutMs: number;
  /** The staff account scripts/admin-create.ts makes before the server starts (rule:staff-only). */
  staff: { email: string; password: string };
}

/** The server's settings; scripts/admin-create.ts reads the same ones to find the same database. */
function shopEnv(options: ShopOptions, port: number, base: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATABASE_URL: '',
    DATA_DIR: path.join(options.runDir, 'data'),
    SEED_ON_START: 'true',
    STOREFRONT: 'build',
    BUILD_DIR: options.buildDir,
    LOG_LEVEL: 'info',
    REDIS_URL: '',
    SMTP_URL: '',
    // The scan signs up and signs in hundreds of times; the hash cost of the tests keeps that quick.
    PASSWORD_HASH_COST: '12',
    RATE_LIMIT_MULTIPLIER: String(options.rateLimitMultiplier),
  };
}

/** `npm run admin:create -- --email E --password P` on the shop's fresh copy of the seeded demo shop. */
function createStaffAccount(options: ShopOptions, env: NodeJS.ProcessEnv) {
  const made = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/admin-create.ts',
      `--email=${options.staff.email}`,
      // One argument, so that a password starting with "-" is not read as an option.
      `--password=${options.staff.password}`,
    ],
    { env, encoding: 'utf8' },
  );
  fs.writeFileSync(path.join(options.runDir, 'admin-create.log'), `${made.stdout}${made.stderr}`);
  if (made.status !== 0) {
    throw new Error(`admin:create failed (exit ${made.status}):\n${made.stdout}${made.stderr}`);
  }
}

export async function startShop(options: ShopOptions): Promise<Shop> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = shopEnv(options, port, base);
  // A fresh copy of the seeded demo shop (scripts/seeded-data.ts): the catalog is there before the staff account.
  copySeededData(path.join(options.runDir, 'data'));
  createStaffAccount(options, env);
  const logFile = fs.createWriteStream(path.join(options.runDir, 'server.log'));
  const log = new AccessLog();
  let output = '';
  let partial = '';

  // node itself (not npx) so that SIGTERM reaches the server, not a wrapper.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const onData = (chunk: Buffer) => {
    const text = chunk.toString();
    logFile.write(text);
    output = (output + text).slice(-20_000);
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) log.addLine(line);
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the shop did not start in ${options.startTimeoutMs / 1000} s:\n${output}`)),
      options.startTimeoutMs,
    );
    const check = () => {
      if (output.includes('"msg":"shop is ready at ')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the shop exited with ${code} before it was ready:\n${output}`));
    });
  });

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
    await new Promise<void>((resolve) => logFile.end(resolve));
  };

  try {
    await ready;
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, log, output: () => output, stop };
}
