/**
 * The shop as it runs when it grows (deploy/README.md), under faults: nginx in front of 3 app processes on one
 * PostgreSQL and Redis, with mixed shopper traffic (scripts/cluster/shopper-traffic.ts) through nginx while
 * - one process is killed with SIGKILL and started again,
 * - every process is restarted in turn (a rolling deploy),
 * - PostgreSQL stops as if it crashed and starts again,
 * - Redis dies and starts again,
 * and afterwards: every acknowledged order exists exactly once, stock equals the stock ledger for every product,
 * every mail arrived at the SMTP peer exactly once, and every staff move has its audit row.
 *
 * PostgreSQL and Redis here are servers of this test's own (test/helpers/private-services.ts), so stopping them
 * touches no other test. Runs in its own step after the other suites (vitest.cluster.config.ts): the machine's two
 * cores are then its own, and a fault's timing is the fault's, not a neighbour's.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../../scripts/cluster/cluster';
import { ShopperTraffic, type Account, type RequestRecord } from '../../scripts/cluster/shopper-traffic';
import {
  startPrivatePostgres,
  startPrivateRedis,
  type PrivatePostgres,
  type PrivateRedis,
} from '../helpers/private-services';
import { startSmtpPeer, subjectOf, type SmtpPeer } from '../helpers/smtp-peer';

const root = path.resolve(import.meta.dirname, '..', '..');
const shopperCount = 30;
const searchTerms = ['shirt', 'rice', 'phone', 'cotton kurta', 'led bulb', 'atta', 'shoes', 'watch', 'tea', 'saree'];

/** The build the end-to-end run just made when there is one (it is current: build-if-stale checks), else build/. */
function buildDir(): string {
  if (process.env.BUILD_DIR) return process.env.BUILD_DIR;
  const runs = path.join(root, 'e2e', '.run');
  const e2eBuild = fs.existsSync(runs)
    ? fs
        .readdirSync(runs)
        .map((name) => path.join(runs, name, 'build'))
        .find((dir) => fs.existsSync(dir))
    : undefined;
  return e2eBuild ?? path.join(root, 'build');
}

function run(command: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(command, args, { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

interface AccessLine {
  requestId: string;
  status: number;
  upstream: string;
  upstreamStatus: string;
  uri: string;
}

function readAccessLog(file: string): Map<string, AccessLine> {
  const lines = new Map<string, AccessLine>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const entry = JSON.parse(line) as AccessLine;
    lines.set(entry.requestId, entry);
  }
  return lines;
}

const describeFailure = (r: RequestRecord) => `${r.method} ${r.path} → ${r.status || r.error}`;

let postgres: PrivatePostgres;
let redis: PrivateRedis;
let smtp: SmtpPeer;
let cluster: Cluster;
let db: pg.Pool;
let shoppers: Account[];
let staff: Account;
let productIds: string[];
/** Every traffic run, for the checks at the end. */
const runs: ShopperTraffic[] = [];
/** The faults as they ran, for the table of the closing note (printed at the end). */
const faults: { fault: string; load: ShopperTraffic; failed: number; until: number }[] = [];
const table: string[] = [];

function traffic() {
  const shopperTraffic = new ShopperTraffic({
    baseUrl: cluster.url,
    shoppers,
    staff,
    productIds,
    searchTerms,
    // One order per shopper per fault: an account may place 10 orders an hour (rule:rate-limits), retries included.
    ordersPerShopper: 1,
    thinkMs: 60,
  });
  runs.push(shopperTraffic);
  return shopperTraffic;
}

/** A fault's last check (every process healthy, expectProcessesHealthy) and its row of the table. */
function endFault(fault: string, load: ShopperTraffic, failed: number) {
  expectProcessesHealthy();
  faults.push({ fault, load, failed, until: Date.now() });
}

/** Sends each open order again with its key until the shop answers it for good; none may stay open. */
async function settle(load: ShopperTraffic) {
  await load.settleOrders(30_000);
  const open = load.orders.filter((order) => !order.orderId && order.refused === undefined);
  expect(
    open.map(
      (order) => `${order.key}: ${order.attempts} attempts, last ${order.lastStatus} ${order.lastMessage ?? ''}`,
    ),
  ).toEqual([]);
}

/**
 * No process died on its own (a crash is an exit), and none logged an unhandled rejection or a 500's 'unhandled
 * error': either fails the suite with the lines themselves. (Loaders that catch an outage print it with
 * console.error, which is not JSON; those lines are expected.)
 */
function expectProcessesHealthy() {
  for (const app of cluster.apps) {
    expect(app.child?.exitCode ?? null, `process ${app.index} has not exited`).toBeNull();
    expect(app.child?.signalCode ?? null, `process ${app.index} was not killed by a signal`).toBeNull();
    const bad = fs
      .readFileSync(app.logPath, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .filter((line) => {
        const entry = JSON.parse(line) as { msg?: string };
        return entry.msg === 'unhandled rejection' || entry.msg === 'unhandled error';
      });
    expect(
      bad.slice(0, 5).map((line) => line.slice(0, 2000)),
      `process ${app.index}'s log`,
    ).toEqual([]);
  }
}

async function pids() {
  return cluster.apps.map((app) => app.child?.pid);
}

describe.sequential('3 processes behind nginx, under faults', () => {
  beforeAll(async () => {
    const build = buildDir();
    run('npx', ['tsx', 'scripts/build-if-stale.ts'], { BUILD_DIR: build });
    [postgres, redis, smtp] = await Promise.all([startPrivatePostgres(), startPrivateRedis(), startSmtpPeer()]);
    // The demo catalog, its pictures in the database (every process reads them there).
    run('npx', ['tsx', 'scripts/db-seed.ts'], {
      DATABASE_URL: postgres.url,
      UPLOAD_STORAGE: 'database',
      NODE_ENV: 'production',
    });
    cluster = await startCluster({
      processes: 3,
      databaseUrl: postgres.url,
      redisUrl: redis.url,
      buildDir: build,
      env: {
        SMTP_URL: smtp.url,
        MAIL_POLL_MS: '500',
        // A mail claimed by the process killed below is sent by another after 10 s, not 5 minutes.
        MAIL_LEASE_MS: '10000',
        PASSWORD_HASH_COST: '12',
        // Orders must keep flowing for the whole run: the cap on open unconfirmed orders per account and phone.
        MAX_OPEN_COD_ORDERS: '1000',
        DB_CONNECT_TIMEOUT_MS: '2000',
        LOG_LEVEL: 'info',
      },
    });
    db = new pg.Pool({ connectionString: postgres.url, max: 2 });
    db.on('error', () => undefined);

    // Shoppers sign up through nginx, each from an address of its own; one of them becomes staff.
    const signUp = new ShopperTraffic({
      baseUrl: cluster.url,
      shoppers: [],
      productIds: [],
      searchTerms,
      ordersPerShopper: 0,
      thinkMs: 0,
    });
    const accounts: Account[] = [];
    for (let i = 0; i <= shopperCount; i++) {
      const account = { email: `cluster${i}@example.in`, password: 'Secret123!', address: `127.0.1.${i + 1}` };
      const answer = await signUp.request(account, 'sign up', 'POST', '/api/auth/register', {
        body: {
          fullName: `Cluster Shopper ${i}`,
          email: account.email,
          phone: `98765${String(10000 + i).slice(-5)}`,
          password: account.password,
        },
      });
      expect(answer.status, `sign-up of ${account.email}`).toBe(201);
      accounts.push(account);
    }
    signUp.close();
    staff = { ...accounts.pop()!, address: '127.0.2.1' };
    await db.query(`update users set role = 'admin' where email = $1`, [staff.email]);
    shoppers = accounts;
    productIds = (
      await db.query<{ id: string }>(`select id from products where stock >= 100 order by id limit 40`)
    ).rows.map((row) => row.id);
    expect(productIds.length).toBeGreaterThanOrEqual(10);
  }, 300_000);

  afterAll(async () => {
    // Each resource is released even when another fails to: PostgreSQL runs as a daemon and would outlive the test.
    const release = async (what: () => unknown) => {
      try {
        await what();
      } catch (err) {
        console.error(err);
      }
    };
    for (const load of runs) load.close();
    await release(() => db?.end());
    await release(() => cluster?.stop());
    await release(() => redis?.stop());
    await release(() => smtp?.close());
    await release(() => postgres?.destroy());
    if (table.length > 0) {
      console.log(
        [
          '',
          '| fault | requests | failed (5xx or no answer) | orders acknowledged | lost | placed but never acknowledged | duplicate mails | orders retried with their key | keep-alive resends |',
          '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
          ...table,
        ].join('\n'),
      );
    }
  });

  it('kill -9 of one process mid-load: only the requests it held fail; sessions go on; it comes back', async () => {
    const load = traffic();
    load.start();
    await sleep(3000);
    const victim = cluster.apps[1]!;
    const killedAt = Date.now();
    await cluster.stopProcess(1, 'SIGKILL');
    // While it is dead, every shopper's session works on the other processes.
    for (const shopper of shoppers) {
      const token = await load.signIn(shopper);
      const profile = await load.request(shopper, 'profile while a process is dead', 'GET', '/api/auth/profile', {
        token: token!,
      });
      expect(profile.status, `${shopper.email}'s session while process 1 is dead`).toBe(200);
    }
    await sleep(1000);
    await cluster.startProcess(1);
    const restartedAt = Date.now();
    await sleep(3000);
    await load.stop();
    await settle(load);

    const failed = load.failures();
    const log = readAccessLog(cluster.accessLogPath);
    for (const failure of failed) {
      // Each failed request reached nginx, was sent to the killed process, and was in flight when it died.
      const line = failure.requestId ? log.get(failure.requestId) : undefined;
      expect(line, `failed request ${describeFailure(failure)} is in nginx's log`).toBeDefined();
      expect(line!.upstream.split(', ').at(-1), `${describeFailure(failure)} went to the killed process`).toBe(
        `127.0.0.1:${victim.port}`,
      );
      expect(failure.at, `${describeFailure(failure)} was sent before the kill`).toBeLessThanOrEqual(killedAt + 100);
      expect(failure.at + failure.ms, `${describeFailure(failure)} was answered after the kill`).toBeGreaterThanOrEqual(
        killedAt - 100,
      );
    }
    // The killed process held traffic before it died, and serves again after its restart.
    const servedBy = (since: number, until: number) =>
      load.records.filter(
        (r) =>
          r.at >= since &&
          r.at < until &&
          r.requestId !== undefined &&
          log.get(r.requestId)?.upstream === `127.0.0.1:${victim.port}`,
      ).length;
    expect(servedBy(0, killedAt), 'requests the victim served before the kill').toBeGreaterThan(0);
    expect(servedBy(restartedAt, Number.POSITIVE_INFINITY), 'requests it served after its restart').toBeGreaterThan(0);
    endFault('kill -9 one of 3 processes, start it again', load, failed.length);
  }, 120_000);

  it('a rolling deploy (each process out of nginx, SIGTERM, started again) fails no request', async () => {
    const load = traffic();
    load.start();
    await sleep(1500);
    const before = await pids();
    await cluster.rollingRestart();
    await sleep(1000);
    await load.stop();
    await settle(load);
    const after = await pids();
    for (let i = 0; i < before.length; i++) expect(after[i], `process ${i} was restarted`).not.toBe(before[i]);
    expect(load.failures().map(describeFailure)).toEqual([]);
    expect(load.records.length).toBeGreaterThan(100);
    endFault('rolling deploy of 3 processes', load, 0);
  }, 180_000);

  it('PostgreSQL restarted mid-load: 503 with Retry-After while it is down, no 500, recovery without a restart', async () => {
    const load = traffic();
    load.start();
    await sleep(2000);
    const before = await pids();
    const downAt = Date.now();
    postgres.stop('immediate');
    await sleep(4000);
    postgres.start();
    // Every process answers its health check again by itself.
    const until = Date.now() + 30_000;
    for (const app of cluster.apps) {
      for (;;) {
        const ok = await fetch(`${app.url}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) break;
        expect(Date.now(), `process ${app.index} recovers within 30 s`).toBeLessThan(until);
        await sleep(200);
      }
    }
    const recoveredAt = Date.now();
    await sleep(3000);
    await load.stop();
    await settle(load);

    const failed = load.failures();
    // Down: answers are 503 with Retry-After, never a 500, a 502 from nginx or a hang.
    expect(failed.filter((r) => r.status !== 503).map(describeFailure)).toEqual([]);
    expect(failed.filter((r) => !r.retryAfter).map(describeFailure)).toEqual([]);
    expect(failed.length, 'requests met the outage').toBeGreaterThan(0);
    expect(Math.max(...failed.map((r) => r.ms)), 'a request during the outage fails fast').toBeLessThan(5000);
    expect(Math.min(...failed.map((r) => r.at + r.ms))).toBeGreaterThanOrEqual(downAt);
    // Recovered: nothing fails after every process answered its health check.
    expect(load.failures(recoveredAt + 500).map(describeFailure)).toEqual([]);
    expect(await pids(), 'no process was restarted').toEqual(before);
    const pages = failed.filter((r) => r.kind.includes('page') || r.kind === 'product list');
    expect(pages.length, 'pages met the outage too').toBeGreaterThan(0);
    endFault('PostgreSQL stopped (immediate) for 4 s, started again', load, failed.length);
  }, 180_000);

  it('Redis restarted: limits hold (each process counts alone meanwhile), then are shared again; no request fails', async () => {
    const load = traffic();
    load.start();
    await sleep(1000);
    await redis.stop();
    // Password reset: 5 per 15 minutes per address. With Redis away each of the 3 processes counts in its memory,
    // so one address gets at most 15 through, and the limit still refuses the rest.
    const prober = new ShopperTraffic({
      baseUrl: cluster.url,
      shoppers: [],
      productIds: [],
      searchTerms,
      ordersPerShopper: 0,
      thinkMs: 0,
    });
    const forgot = async (address: string, n: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < n; i++) {
        const answer = await prober.request(
          { email: '', password: '', address },
          'forgot password',
          'POST',
          '/api/auth/forgot-password',
          {
            body: { email: `nobody${i}@example.in` },
          },
        );
        statuses.push(answer.status);
      }
      return statuses;
    };
    const duringOutage = await forgot('127.0.3.1', 24);
    expect(duringOutage.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    const allowed = duringOutage.filter((s) => s === 200).length;
    expect(allowed).toBeGreaterThanOrEqual(5);
    expect(allowed).toBeLessThanOrEqual(15);
    expect(duringOutage.filter((s) => s === 429).length).toBeGreaterThanOrEqual(9);

    await redis.start();
    // Shared again once every process has reconnected: a fresh address gets exactly 5, whichever process answers.
    let shared = false;
    for (let attempt = 2; attempt < 60 && !shared; attempt++) {
      await sleep(500);
      const statuses = await forgot(`127.0.3.${attempt}`, 8);
      shared = statuses.filter((s) => s === 200).length === 5;
    }
    expect(shared, 'limits are shared through Redis again').toBe(true);
    await load.stop();
    prober.close();
    await settle(load);
    expect(load.failures().map(describeFailure)).toEqual([]);
    endFault('Redis killed, started again', load, 0);
  }, 120_000);

  it('afterwards: every acknowledged order exactly once, stock equals the ledger, every mail once, every staff move audited', async () => {
    const orders = runs.flatMap((load) => load.orders);
    const acknowledged = orders.filter((order) => order.orderId);
    expect(acknowledged.length).toBeGreaterThan(20);
    const ids = acknowledged.map((order) => order.orderId!);
    expect(new Set(ids).size, 'no two keys acknowledged the same order').toBe(ids.length);

    // The fault table first, so a failing check below still leaves the figures.
    const { rows: inDatabase } = await db.query<{ id: string; created_at: Date }>(`select id, created_at from orders`);
    const stored = new Set(inDatabase.map((row) => row.id));
    const acknowledgedIds = new Set(runs.flatMap((load) => load.orders.flatMap((order) => order.orderId ?? [])));
    const mailsFor = (orderNumber: number | undefined) =>
      smtp.received.filter((mail) => subjectOf(mail).startsWith(`Order #${orderNumber} placed`)).length;
    for (const { fault, load, failed, until } of faults) {
      const acked = load.orders.filter((order) => order.orderId);
      const lost = acked.filter((order) => !stored.has(order.orderId!)).length;
      // An order placed while this fault ran that no shopper was told of: a retry that placed a second order.
      const from = load.records[0]?.at ?? 0;
      const extra = inDatabase.filter(
        (row) => row.created_at.getTime() >= from && row.created_at.getTime() <= until && !acknowledgedIds.has(row.id),
      ).length;
      const duplicateMails = acked.reduce((sum, order) => sum + Math.max(0, mailsFor(order.orderNumber) - 1), 0);
      const retried = load.orders.filter((order) => order.attempts > 1).length;
      table.push(
        `| ${fault} | ${load.records.length} | ${failed} | ${acked.length} | ${lost} | ${extra} | ${duplicateMails} | ${retried} | ${load.resends} |`,
      );
    }

    // Exactly the acknowledged orders exist: none lost, none doubled, none the shoppers never heard of.
    expect(inDatabase.map((row) => row.id).sort()).toEqual([...ids].sort());
    const { rows: lines } = await db.query<{ order_id: string; n: string }>(
      `select order_id, count(*) as n from order_items group by order_id`,
    );
    expect(lines.every((line) => line.n === '1')).toBe(true);
    expect(lines.length).toBe(ids.length);

    // Stock equals the sum of the ledger for every product.
    const { rows: drift } = await db.query(
      `select p.id, p.stock, coalesce(sum(l.change), 0) as ledger
         from products p left join stock_ledger l on l.product_id = p.id
        group by p.id having p.stock <> coalesce(sum(l.change), 0)`,
    );
    expect(drift).toEqual([]);

    // Every mail the outbox holds was delivered, and the SMTP peer got each exactly once.
    const until = Date.now() + 30_000;
    let unsent = 1;
    while (Date.now() < until) {
      unsent = Number((await db.query(`select count(*) as n from mail_outbox where status <> 'sent'`)).rows[0].n);
      if (unsent === 0) break;
      await sleep(500);
    }
    expect(unsent, 'mails still waiting in the outbox').toBe(0);
    const { rows: outbox } = await db.query<{ to_address: string; subject: string }>(
      `select to_address, subject from mail_outbox`,
    );
    const received = smtp.received.map((mail) => `${mail.to.join(',')} ${subjectOf(mail)}`);
    const expected = outbox.map((mail) => `${mail.to_address} ${mail.subject}`);
    expect(received.sort()).toEqual(expected.sort());
    for (const order of acknowledged) {
      expect(mailsFor(order.orderNumber), `order #${order.orderNumber}'s confirmation mails`).toBe(1);
    }

    // Every staff move the shop acknowledged has its audit row, and there is no other.
    const moves = runs.flatMap((load) => load.staffMoves).filter((move) => move.status === 200);
    expect(moves.length).toBeGreaterThan(5);
    const { rows: audited } = await db.query<{ entity_id: string }>(
      `select entity_id from audit_log where action = 'order.move'`,
    );
    expect(audited.map((row) => row.entity_id).sort()).toEqual(moves.map((move) => move.orderId).sort());
    table.push(
      `| **afterwards** | | | ${acknowledged.length} orders, each stored once; ${smtp.received.length} mails, each received once; ${moves.length} staff moves, each audited; stock equals the ledger for every product | | | | | |`,
    );
  }, 120_000);
});
