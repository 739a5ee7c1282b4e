/**
 * `npm run bench:cluster [-- --processes 1,2,3 --duration 20 --shoppers 30 --no-routes]`: requests a second and
 * latency percentiles through nginx in front of 1, 2 and 3 app processes (scripts/cluster/), on PostgreSQL and Redis;
 * then each route alone through one process, with the app's CPU per request (the requests a core serves).
 *
 * The load is the fault suite's shopper traffic (scripts/cluster/shopper-traffic.ts) with no pause between requests:
 * home page, product list, searches over many terms, product pages and their API, add to cart, my orders, profile and
 * COD orders, each shopper from an address of its own, plus one staff member confirming orders. Rate limits are
 * raised (RATE_LIMIT_MULTIPLIER) because this measures capacity, not the limits. A second run, `orders`, has every
 * shopper place orders only: the orders a second PostgreSQL takes here.
 *
 * Everything runs on this machine, load generator included: on 2 cores, more processes share the same cores, so the
 * figures say what a process costs, not what a bigger machine would give (docs/scaling.md).
 *
 * DATABASE_URL: default postgres://postgres@127.0.0.1:5432/shop_bench_cluster, created and seeded with the demo shop
 * when missing. REDIS_URL: default redis://127.0.0.1:6379 (its counters under a namespace of this run's own).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ensureDatabase, procStat, startCluster } from '../scripts/cluster/cluster';
import { routeKinds, ShopperTraffic, type Account, type RequestRecord } from '../scripts/cluster/shopper-traffic';
import { keepResult, markdownTable } from './shop-server';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '1,2,3' },
    duration: { type: 'string', default: '20' },
    shoppers: { type: 'string', default: '30' },
    routes: { type: 'boolean', default: true },
    'route-duration': { type: 'string', default: '8' },
  },
});
const routeMs = Number(values['route-duration']) * 1000;
const processCounts = values.processes.split(',').map(Number);
const durationMs = Number(values.duration) * 1000;
const shopperCount = Number(values.shoppers);
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/shop_bench_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const buildDir = process.env.BUILD_DIR ?? 'build';
const searchTerms = [
  'shirt',
  'rice',
  'phone',
  'cotton kurta',
  'led bulb',
  'atta',
  'running shoes',
  'watch',
  'green tea',
  'saree',
  'jeans',
  'headphones',
  'basmati',
  'mixer grinder',
  'soap',
  'charger',
];

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function ensureSeeded(): Promise<string[]> {
  await ensureDatabase(databaseUrl);
  run('npx', ['tsx', 'scripts/db-seed.ts'], { DATABASE_URL: databaseUrl, UPLOAD_STORAGE: 'database' });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  // Stock enough for every order of every run.
  await db.query(`update products set stock = 1000000`);
  await db.query(`insert into stock_ledger (product_id, change, reason, stock_after, note)
                  select p.id, 1000000 - coalesce((select sum(change) from stock_ledger l where l.product_id = p.id), 0),
                         'received', 1000000, 'bench:cluster stock'
                    from products p
                   where 1000000 <> coalesce((select sum(change) from stock_ledger l where l.product_id = p.id), 0)`);
  const ids = (await db.query<{ id: string }>(`select id from products order by id limit 200`)).rows.map((r) => r.id);
  await db.end();
  return ids;
}

/** CPU seconds used so far by these processes (user + system, from /proc; Linux only). */
function cpuSeconds(pids: number[]): number {
  const ticksPerSecond = 100; // USER_HZ on Linux
  let ticks = 0;
  for (const pid of pids) {
    const fields = procStat(pid);
    if (fields) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / ticksPerSecond;
}

/** The pids of every process whose command line matches (PostgreSQL's backends, nginx's workers). */
function pidsOf(pattern: RegExp): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return pattern.test(fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' '));
      } catch {
        return false;
      }
    })
    .map(Number);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function describe(records: RequestRecord[], seconds: number) {
  const ms = records.map((r) => r.ms).sort((a, b) => a - b);
  const bad = records.filter((r) => r.status === 0 || r.status >= 400).length;
  return {
    rps: (records.length / seconds).toFixed(0),
    p50: percentile(ms, 50).toFixed(0),
    p95: percentile(ms, 95).toFixed(0),
    p99: percentile(ms, 99).toFixed(0),
    bad: String(bad),
  };
}

run('npx', ['tsx', 'scripts/build-if-stale.ts'], { BUILD_DIR: buildDir });
const productIds = await ensureSeeded();
const namespace = `bench-cluster-${Date.now()}:`;
const accounts: Account[] = Array.from({ length: shopperCount + 1 }, (_, i) => ({
  email: `bench-cluster-${i}@example.in`,
  password: 'Secret123!',
  address: `127.0.4.${i + 1}`,
}));
const staffAccount = accounts.pop()!;

/** The cluster measured: its limits raised, since this measures capacity, not the limits. */
function startBenchCluster(processes: number) {
  return startCluster({
    processes,
    databaseUrl,
    redisUrl,
    buildDir,
    env: {
      RATE_LIMIT_MULTIPLIER: '1000',
      RATE_LIMIT_NAMESPACE: namespace,
      MAX_OPEN_COD_ORDERS: '100000',
      PASSWORD_HASH_COST: '12',
      LOG_LEVEL: 'warn',
    },
  });
}

const rows: string[] = [];
const kindRows: string[] = [];
for (const processes of processCounts) {
  for (const mix of ['shop', 'orders'] as const) {
    const cluster = await startBenchCluster(processes);
    try {
      // Accounts: signed up once, kept in the bench database; staff confirms orders.
      const setup = new ShopperTraffic({
        baseUrl: cluster.url,
        shoppers: [],
        productIds,
        searchTerms,
        ordersPerShopper: 0,
        thinkMs: 0,
      });
      for (const [i, account] of [...accounts, staffAccount].entries()) {
        if (await setup.signIn(account)) continue;
        await setup.request(account, 'sign up', 'POST', '/api/auth/register', {
          body: { fullName: `Bench ${i}`, email: account.email, phone: '9876543210', password: account.password },
        });
      }
      setup.close();
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      await db.query(`update users set role = 'admin' where email = $1`, [staffAccount.email]);
      await db.end();

      const load = new ShopperTraffic({
        baseUrl: cluster.url,
        shoppers: accounts,
        staff: mix === 'shop' ? staffAccount : undefined,
        productIds,
        searchTerms,
        ordersPerShopper: Number.POSITIVE_INFINITY,
        thinkMs: 0,
        ...(mix === 'orders' ? { only: 'place order' as const } : {}),
      });
      load.start();
      // Warm-up: sign-ins, the catalog index's first looks, V8's compilation; not counted.
      await sleep(5000);
      // Where the CPU goes: the app processes, PostgreSQL, nginx, and this load generator.
      const appPids = cluster.apps.map((app) => app.child!.pid!);
      const postgresPids = pidsOf(/^postgres/);
      const nginxPids = pidsOf(/^nginx: /);
      const cpuBefore = [cpuSeconds(appPids), cpuSeconds(postgresPids), cpuSeconds(nginxPids), process.cpuUsage()];
      const from = Date.now();
      await sleep(durationMs);
      const until = Date.now();
      const generator = process.cpuUsage(cpuBefore[3] as NodeJS.CpuUsage);
      const cpu = {
        app: cpuSeconds(appPids) - (cpuBefore[0] as number),
        postgres: cpuSeconds(postgresPids) - (cpuBefore[1] as number),
        nginx: cpuSeconds(nginxPids) - (cpuBefore[2] as number),
        generator: (generator.user + generator.system) / 1e6,
      };
      await load.stop();
      load.close();
      const measured = load.records.filter((r) => r.at >= from && r.at + r.ms <= until);
      const seconds = (until - from) / 1000;
      const all = describe(measured, seconds);
      const orders = measured.filter((r) => r.kind === 'place order' && r.status === 201);
      const perRequest = (cpuSecondsUsed: number) => ((cpuSecondsUsed * 1000) / measured.length).toFixed(2);
      rows.push(
        `| ${processes} | ${mix} | ${measured.length} | ${all.rps} | ${all.p50} | ${all.p95} | ${all.p99} | ${(orders.length / seconds).toFixed(1)} | ${all.bad} | ${perRequest(cpu.app)} | ${perRequest(cpu.postgres)} | ${perRequest(cpu.nginx)} | ${perRequest(cpu.generator)} |`,
      );
      if (mix === 'shop') {
        for (const kind of [...new Set(measured.map((r) => r.kind))].sort()) {
          const ofKind = describe(
            measured.filter((r) => r.kind === kind),
            seconds,
          );
          kindRows.push(`| ${processes} | ${kind} | ${ofKind.rps} | ${ofKind.p50} | ${ofKind.p95} | ${ofKind.bad} |`);
        }
      }
      console.log(rows.at(-1));
    } finally {
      await cluster.stop();
    }
  }
}

// Each route alone through one process: its requests a second, and the app's CPU per request, which gives the
// requests one core serves (docs/scaling.md).
const routeRows: string[] = [];
if (values.routes) {
  const cluster = await startBenchCluster(1);
  try {
    for (const kind of routeKinds) {
      const load = new ShopperTraffic({
        baseUrl: cluster.url,
        shoppers: accounts,
        productIds,
        searchTerms,
        ordersPerShopper: Number.POSITIVE_INFINITY,
        thinkMs: 0,
        only: kind,
      });
      load.start();
      await sleep(2000);
      const appPids = cluster.apps.map((app) => app.child!.pid!);
      const postgresPids = pidsOf(/^postgres/);
      const appBefore = cpuSeconds(appPids);
      const postgresBefore = cpuSeconds(postgresPids);
      const from = Date.now();
      await sleep(routeMs);
      const until = Date.now();
      const appCpu = cpuSeconds(appPids) - appBefore;
      const postgresCpu = cpuSeconds(postgresPids) - postgresBefore;
      await load.stop();
      load.close();
      const measured = load.records.filter((r) => r.kind === kind && r.at >= from && r.at + r.ms <= until);
      const seconds = (until - from) / 1000;
      const stats = describe(measured, seconds);
      const appMs = (appCpu * 1000) / measured.length;
      routeRows.push(
        `| ${kind} | ${stats.rps} | ${stats.p50} | ${stats.p95} | ${appMs.toFixed(2)} | ${(1000 / appMs).toFixed(0)} | ${((postgresCpu * 1000) / measured.length).toFixed(2)} | ${stats.bad} |`,
      );
      console.log(routeRows.at(-1));
    }
  } finally {
    await cluster.stop();
  }
}

keepResult(
  [
    `### bench:cluster, ${new Date().toISOString()} (${shopperCount} shoppers with no pause, ${durationMs / 1000} s after a 5 s warm-up, nginx with 1 worker, PostgreSQL, Redis; this machine: 2 cores shared by everything)`,
    '',
    ...markdownTable(
      [
        'processes',
        'mix',
        'requests',
        'req/s',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'orders/s',
        'non-2xx',
        'app CPU ms/req',
        'PostgreSQL CPU ms/req',
        'nginx CPU ms/req',
        'load generator CPU ms/req',
      ],
      rows,
    ),
    ...(routeRows.length > 0
      ? [
          '',
          `Each route alone, 1 process, ${shopperCount} shoppers with no pause, ${routeMs / 1000} s:`,
          '',
          ...markdownTable(
            [
              'route',
              'req/s',
              'p50 ms',
              'p95 ms',
              'app CPU ms/req',
              'req/s per app core',
              'PostgreSQL CPU ms/req',
              'non-2xx',
            ],
            routeRows,
          ),
        ]
      : []),
    '',
    'Per route, mix `shop`:',
    '',
    ...markdownTable(['processes', 'route', 'req/s', 'p50 ms', 'p95 ms', 'non-2xx'], kindRows),
    '',
  ].join('\n'),
);
