/**
 * The shop as it runs when it grows (deploy/README.md): nginx in front of N app processes on one PostgreSQL and
 * Redis, all on this machine. `npm run cluster` (cli.ts) starts it for trying; the fault suite (test/cluster/) and
 * `npm run bench:cluster` drive it through `startCluster`.
 *
 * What it does, in order: renders deploy/nginx/*.template into a run folder; applies the migrations once (the
 * processes then find nothing to do); starts each process on its own port and waits until it answers
 * /api/health; starts nginx (`daemon off`, a child of this process). The processes and nginx have process groups of
 * their own, so Ctrl-C in a terminal reaches only this process, which stops them in order; if this process exits
 * without `stop()` (an exception, a test worker ending), an exit handler kills them.
 * A rolling restart takes one process at a time out of nginx's upstream (marked `down`, nginx reloaded, the old
 * nginx workers finished), stops it with SIGTERM, starts it again and puts it back.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { openDatabase } from '../../db/client';
import { serverBundleEntry, serverNodeArgs } from '../build-server';
import { freePort } from '../free-port';

const root = path.resolve(import.meta.dirname, '..', '..');
const templatesDir = path.join(root, 'deploy', 'nginx');

export interface ClusterOptions {
  /** App processes behind nginx. */
  processes: number;
  /** PostgreSQL the processes share (required: an embedded database belongs to one process). */
  databaseUrl: string;
  /** Redis for the shared rate-limit counters; without it each process counts alone. */
  redisUrl?: string;
  /** The storefront build and server bundle (scripts/build-if-stale.ts makes both). */
  buildDir: string;
  /** nginx's port on 127.0.0.1; 0 picks a free one. */
  port?: number;
  /** More environment for every app process (SMTP_URL, limits...). */
  env?: Record<string, string>;
  /** nginx worker processes (1 leaves the cores to the app on a small machine). */
  nginxWorkers?: number;
  /** Where the rendered config, logs and temporary files go; a new temporary folder by default. */
  runDir?: string;
  /** Progress lines ("process 2 is ready"); silent by default. */
  log?: (line: string) => void;
}

export interface AppProcess {
  index: number;
  port: number;
  url: string;
  child: ChildProcess | undefined;
  /** Left out of nginx's upstream while it restarts. */
  down: boolean;
  logPath: string;
}

export interface Cluster {
  /** nginx's address: what shoppers use. */
  url: string;
  apps: AppProcess[];
  runDir: string;
  /** nginx's access log, one JSON object per line (deploy/nginx/shop.conf.template's `shop_json`). */
  accessLogPath: string;
  /** Sends `signal` to process `index` and waits until it has exited. */
  stopProcess(index: number, signal?: NodeJS.Signals): Promise<void>;
  /** Starts process `index` again on its port and waits until it is healthy. */
  startProcess(index: number): Promise<void>;
  /** Each process in turn: out of nginx, SIGTERM (it drains), started again, back in. */
  rollingRestart(): Promise<void>;
  /** Stops every process (SIGTERM) and nginx, then removes the run folder unless it was given. */
  stop(): Promise<void>;
}

/** Where nginx is: NGINX if set, else Debian's. */
export function nginxBinary(): string {
  const candidates = [process.env.NGINX, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];
  const found = candidates.find((candidate) => candidate && fs.existsSync(candidate));
  if (!found) {
    throw new Error(
      'nginx is not installed. On Debian or Ubuntu: `sudo apt-get install -y nginx` (README, "Many processes").',
    );
  }
  return found;
}

/** Fills `${NAME}` in a template; a name without a value is an error, not an empty string. */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`the nginx template names \${${name}}, which has no value`);
    return value;
  });
}

/** The `server` lines of the upstream: one per process, `down` while it restarts. */
export function upstreamServers(apps: Pick<AppProcess, 'port' | 'down'>[]): string {
  return apps
    .map((app) => `    server 127.0.0.1:${app.port} max_fails=1 fail_timeout=2s${app.down ? ' down' : ''};`)
    .join('\n');
}

async function waitForHealthy(app: AppProcess, child: ChildProcess, timeoutMs: number) {
  let exited = false;
  child.once('exit', () => (exited = true));
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (exited) {
      const tail = fs.readFileSync(app.logPath, 'utf8').split('\n').slice(-20).join('\n');
      throw new Error(`app process ${app.index} exited while starting:\n${tail}`);
    }
    try {
      const response = await fetch(`${app.url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`app process ${app.index} did not answer /api/health within ${timeoutMs / 1000} s`);
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * The fields of /proc/<pid>/stat after the command name (state, ppid, ... utime at 11, stime at 12), or undefined
 * when the process is gone. The name may hold spaces and parentheses: the fields after its last ')' are fixed.
 */
export function procStat(pid: number): string[] | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** The pids of `parent`'s children, read from /proc (nginx's workers). */
function childPids(parent: number): Set<number> {
  const pids = new Set<number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (/^\d+$/.test(entry) && Number(procStat(Number(entry))?.[1]) === parent) pids.add(Number(entry));
  }
  return pids;
}

/**
 * Creates the database of `url` when its server does not have it yet (a first try on a developer's machine); true when
 * it did.
 */
export async function ensureDatabase(url: string): Promise<boolean> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount !== 0) return false;
    await client.query(`create database "${name.replaceAll('"', '""')}"`);
    return true;
  } finally {
    await client.end();
  }
}

async function waitUntilAccepting(port: number, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const connected = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (connected) return;
    await sleep(50);
  }
  throw new Error(`nothing accepted connections on port ${port} within ${timeoutMs / 1000} s`);
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? (() => undefined);
  const nginx = nginxBinary();
  const buildDir = path.resolve(options.buildDir);
  const serverEntry = path.join(buildDir, 'server-bundle', serverBundleEntry);
  if (!fs.existsSync(serverEntry)) throw new Error(`no server bundle at ${serverEntry}: run scripts/build-if-stale.ts`);

  const ownRunDir = !options.runDir;
  const runDir = options.runDir
    ? path.resolve(options.runDir)
    : fs.mkdtempSync(path.join(os.tmpdir(), 'shop-cluster-'));
  fs.mkdirSync(path.join(runDir, 'temp'), { recursive: true });
  // nginx's workers run as nobody when it is started by root: they must reach the temporary folders.
  fs.chmodSync(runDir, 0o755);
  fs.chmodSync(path.join(runDir, 'temp'), 0o755);

  const port = options.port || (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const accessLogPath = path.join(runDir, 'access.log');

  const apps: AppProcess[] = [];
  for (let index = 0; index < options.processes; index++) {
    const appPort = await freePort();
    apps.push({
      index,
      port: appPort,
      url: `http://127.0.0.1:${appPort}`,
      child: undefined,
      down: false,
      logPath: path.join(runDir, `app-${index}.log`),
    });
  }

  // Migrations once, before any process starts (each would otherwise wait on the others' advisory lock).
  {
    const started = Date.now();
    const database = await openDatabase({ databaseUrl: options.databaseUrl });
    await database.close();
    log(`migrations applied in ${Date.now() - started} ms`);
  }

  const appEnv = (app: AppProcess): Record<string, string> => ({
    ...(process.env as Record<string, string>),
    NODE_ENV: 'production',
    PORT: String(app.port),
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl ?? '',
    // nginx is the only peer, on loopback: its X-Forwarded-For and X-Request-Id are believed (client-address.ts).
    TRUST_PROXY: '1',
    PUBLIC_URL: url,
    STOREFRONT: 'build',
    BUILD_DIR: buildDir,
    SEED_ON_START: 'false',
    // Pictures every process can read: the database unless the environment chose a store (ADR 0052).
    UPLOAD_STORAGE: process.env.UPLOAD_STORAGE ?? 'database',
    LOG_FORMAT: 'json',
    ...options.env,
  });

  async function startProcess(index: number) {
    const app = apps[index]!;
    const out = fs.openSync(app.logPath, 'a');
    const child = spawn(process.execPath, serverNodeArgs(serverEntry), {
      cwd: root,
      env: appEnv(app),
      stdio: ['ignore', out, out],
      // Its own process group: Ctrl-C in the terminal reaches the cluster, which stops the processes in order.
      detached: true,
    });
    fs.closeSync(out);
    app.child = child;
    await waitForHealthy(app, child, 120_000);
    log(`process ${index} (pid ${child.pid}) is ready at ${app.url}`);
  }

  async function stopProcess(index: number, signal: NodeJS.Signals = 'SIGTERM') {
    const child = apps[index]!.child;
    if (!child) return;
    child.kill(signal);
    // A process drains for at most 10 s (server/plugins/request-drain.ts); one that hangs longer is killed.
    if ((await Promise.race([waitForExit(child).then(() => 'exited'), sleep(20_000, 'late')])) === 'late') {
      log(`process ${index} did not stop within 20 s: killing it`);
      child.kill('SIGKILL');
      await waitForExit(child);
    }
    log(`process ${index} stopped (${signal})`);
  }

  function writeConfig() {
    const values = {
      SHOP_UPSTREAM_SERVERS: upstreamServers(apps),
      SHOP_LISTEN: `127.0.0.1:${port}`,
      SHOP_ACCESS_LOG: accessLogPath,
      SHOP_CLIENT_DIR: path.join(buildDir, 'client'),
      SHOP_RUN_DIR: runDir,
      SHOP_NGINX_WORKERS: String(options.nginxWorkers ?? 1),
      // As root, nginx's workers would be nobody, who may not read the build under a private home folder.
      SHOP_NGINX_USER: process.getuid?.() === 0 ? 'user root;' : '',
    };
    for (const name of ['nginx.conf', 'shop.conf']) {
      const template = fs.readFileSync(path.join(templatesDir, `${name}.template`), 'utf8');
      fs.writeFileSync(path.join(runDir, name), renderTemplate(template, values));
    }
  }

  const nginxArgs = ['-p', runDir, '-c', path.join(runDir, 'nginx.conf'), '-e', path.join(runDir, 'nginx-error.log')];
  function testConfig() {
    const result = spawnSync(nginx, [...nginxArgs, '-t', '-q'], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`nginx refused its configuration:\n${result.stderr}`);
  }

  let nginxProcess: ChildProcess | undefined;
  // Nothing of the cluster outlives this process, whatever ends it.
  const killAll = () => {
    for (const app of apps) app.child?.kill('SIGKILL');
    nginxProcess?.kill('SIGKILL');
  };
  process.on('exit', killAll);
  try {
    for (let index = 0; index < apps.length; index++) await startProcess(index);
    writeConfig();
    testConfig();
    nginxProcess = spawn(nginx, [...nginxArgs, '-g', 'daemon off;'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    await waitUntilAccepting(port, 10_000);
  } catch (err) {
    // Nothing of a cluster that did not start stays running.
    killAll();
    await Promise.all([...apps.map((app) => app.child), nginxProcess].map((child) => child && waitForExit(child)));
    process.off('exit', killAll);
    if (ownRunDir) fs.rmSync(runDir, { recursive: true, force: true });
    throw err;
  }
  log(`nginx is ready at ${url}`);
  const nginxMaster = nginxProcess;

  /** Applies the upstream as `apps` says; resolves once every nginx worker of the old configuration has finished. */
  async function reloadNginx() {
    writeConfig();
    testConfig();
    const master = nginxMaster.pid!;
    const before = childPids(master);
    process.kill(master, 'SIGHUP');
    // Old workers finish the requests they hold (and close their idle connections to the processes), then exit.
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      const now = childPids(master);
      const oldLeft = [...before].some((pid) => now.has(pid));
      const fresh = [...now].some((pid) => !before.has(pid));
      if (!oldLeft && fresh) return;
      await sleep(20);
    }
    throw new Error('nginx did not finish reloading within 60 s');
  }

  async function rollingRestart() {
    for (const app of apps) {
      app.down = true;
      await reloadNginx();
      await stopProcess(app.index, 'SIGTERM');
      await startProcess(app.index);
      app.down = false;
      await reloadNginx();
      log(`process ${app.index} restarted`);
    }
  }

  async function stop() {
    await Promise.all(apps.map((app) => stopProcess(app.index, 'SIGTERM')));
    if (nginxMaster.exitCode === null && nginxMaster.signalCode === null) {
      nginxMaster.kill('SIGQUIT');
      const exited = waitForExit(nginxMaster);
      if ((await Promise.race([exited.then(() => 'exited'), sleep(10_000, 'late')])) === 'late') {
        nginxMaster.kill('SIGKILL');
        await exited;
      }
    }
    process.off('exit', killAll);
    if (ownRunDir) fs.rmSync(runDir, { recursive: true, force: true });
  }

  return { url, apps, runDir, accessLogPath, stopProcess, startProcess, rollingRestart, stop };
}
