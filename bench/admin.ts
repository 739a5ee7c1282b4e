/**
 * Latency benchmark of the back office (`npm run bench:admin`): the admin order list (page 1 and page 50,
 * by status), its search (at least 40 different names, phones and order numbers), GET /api/admin/dashboard, the
 * cash with couriers, the RTO rates and the confirmation queue, and the admin product list (sorts, page 50,
 * filters by every category, search with at least 40 strings from the catalog's own titles and brands),
 * as a signed-in staff member. Each target is asked `--requests` times by `--concurrency` workers, every
 * latency is recorded, and p50 / p95 / max are computed from them (not sampled), with the non-2xx count.
 *
 *   npm run bench:admin                               # starts its own server on ./data/bench
 *   npm run bench:admin -- --data-dir ./data/bench-admin --requests 100
 *   npm run bench:admin -- --url http://127.0.0.1:3000 --token <staff bearer token>
 *
 * Without --url it first opens the database (DATABASE_URL, else PGlite in --data-dir), makes sure the staff
 * account bench.staff@example.in exists (role admin, a random password nobody knows) and opens a session for
 * it, then starts the server. Seed orders first: `DATA_DIR=./data/bench npm run db:seed -- --orders 100000`.
 * Results are printed as a Markdown table and appended to bench/results/<date>.md.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { queryRows } from '../db/raw';
import { users } from '../db/schema/index';
import { hashPassword } from '../domain/auth/password';
import { createSession } from '../domain/auth/sessions';
import { keepResult, markdownTable, startShopServer } from './shop-server';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    token: { type: 'string' },
    requests: { type: 'string', default: '60' },
    concurrency: { type: 'string', default: '4' },
    'data-dir': { type: 'string', default: './data/bench' },
    port: { type: 'string', default: '3311' },
  },
});
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);

const statuses = ['', 'Placed', 'Processing', 'In Transit', 'Delivered', 'Cancelled', 'Returned'];
let server: ChildProcess | undefined;
let base = values.url;
let token = values.token;
let samples: { full_name: string; phone: string; order_number: number }[] = [];
let orderTotal: number | undefined;
let productTotal: number | undefined;
/** Titles and brands of some products, and every category id: the catalog rows' search strings and filters. */
let productSamples: { title: string; brand: string }[] = [];
let categoryIds: string[] = [];

if (!base) {
  const handle = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: values['data-dir'],
    poolMax: 2,
  });
  try {
    const email = 'bench.staff@example.in';
    let [staff] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!staff) {
      [staff] = await handle.db
        .insert(users)
        .values({ fullName: 'Bench Staff', email, role: 'admin', passwordHash: await hashPassword(randomUUID()) })
        .returning({ id: users.id });
    }
    await handle.db.update(users).set({ role: 'admin' }).where(eq(users.id, staff!.id));
    token = (await createSession(handle.db, staff!.id)).token;
    orderTotal = (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from orders`))[0]?.n;
    samples = await queryRows(
      handle.db,
      sql`select full_name, phone, order_number from orders tablesample system (5) limit 40`,
    );
    if (samples.length < 20) {
      samples = await queryRows(handle.db, sql`select full_name, phone, order_number from orders limit 40`);
    }
    productTotal = (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from products`))[0]?.n;
    productSamples = await queryRows(handle.db, sql`select title, brand from products order by random() limit 40`);
    categoryIds = (await queryRows<{ id: string }>(handle.db, sql`select id from categories`)).map((c) => c.id);
  } finally {
    await handle.close();
  }
  ({ base, server } = await startShopServer({
    port: values.port,
    dataDir: values['data-dir'],
    env: { RATE_LIMIT_MULTIPLIER: '100000' },
  }));
}
if (!token) throw new Error('--url needs --token: a staff member’s bearer token');
const headers = { authorization: `Bearer ${token}` };

async function get(url: string): Promise<{ ms: number; status: number; body: unknown }> {
  const started = performance.now();
  const res = await fetch(`${base}${url}`, { headers });
  const body = await res.json().catch(() => null);
  return { ms: performance.now() - started, status: res.status, body };
}

// With --url, take the search strings from the list itself.
if (samples.length === 0) {
  const first = await get('/api/admin/orders?limit=100');
  const orders = (first.body as { data?: { orders?: { fullName: string; phone: string; orderNumber: number }[] } })
    ?.data?.orders;
  samples = (orders ?? []).map((o) => ({ full_name: o.fullName, phone: o.phone, order_number: o.orderNumber }));
}
if (productSamples.length === 0) {
  const first = await get('/api/admin/products?limit=100');
  const items = (first.body as { data?: { items?: { title: string; brand: string }[] } })?.data?.items ?? [];
  productSamples = items.slice(0, 40);
}
// Catalog searches as staff type them: a title's first two words, a brand, a single word; at least 40 strings.
const productQueries = [
  ...new Set(
    productSamples.flatMap((p) => [
      p.title.split(' ').slice(0, 2).join(' '),
      p.brand,
      p.title.split(' ').at(-1)!.toLowerCase(),
    ]),
  ),
].filter((q) => q.trim() !== '');

// At least 40 different strings: full names, first names, last 5 digits of phones, whole phones, order numbers.
const queries = [
  ...new Set([
    ...samples.slice(0, 10).map((s) => s.full_name),
    ...samples.slice(10, 20).map((s) => s.full_name.split(' ')[0]!.toLowerCase()),
    ...samples.slice(0, 10).map((s) => s.phone.slice(-5)),
    ...samples.slice(10, 20).map((s) => s.phone),
    ...samples.slice(0, 15).map((s) => String(s.order_number)),
    'no such shopper',
    '99999',
  ]),
].filter((q) => q !== '');

const enc = encodeURIComponent;
const targets: { name: string; urls: string[] }[] = [
  { name: 'order list, page 1, each status', urls: statuses.map((s) => `/api/admin/orders?page=1&status=${enc(s)}`) },
  { name: 'order list, page 50, each status', urls: statuses.map((s) => `/api/admin/orders?page=50&status=${enc(s)}`) },
  { name: `order search, ${queries.length} strings`, urls: queries.map((q) => `/api/admin/orders?q=${enc(q)}`) },
  { name: 'dashboard', urls: ['/api/admin/dashboard'] },
  // What the dashboard page shows beside it, and the morning's call list.
  { name: 'cash with couriers', urls: ['/api/admin/cash'] },
  { name: 'RTO rates, 7 / 30 / 90 days', urls: [7, 30, 90].map((d) => `/api/admin/reports/rto?days=${d}`) },
  { name: 'confirmation queue, page 1', urls: ['/api/admin/confirmations'] },
  // The catalog as staff keep it (rule:admin-catalog): every product, hidden ones too.
  {
    name: 'product list, page 1, each sort',
    urls: ['newest', 'title', 'price_asc', 'stock_asc', 'units_sold', 'rating'].map(
      (s) => `/api/admin/products?sort=${s}`,
    ),
  },
  { name: 'product list, page 50', urls: ['newest', 'price_desc'].map((s) => `/api/admin/products?page=50&sort=${s}`) },
  {
    name: 'product list, category + price + stock filters',
    urls: categoryIds.flatMap((c) => [
      `/api/admin/products?category=${c}&minPrice=500&maxPrice=5000`,
      `/api/admin/products?category=${c}&stock=out`,
      `/api/admin/products?category=${c}&visibility=hidden`,
    ]),
  },
  {
    name: `product search, ${productQueries.length} strings`,
    urls: productQueries.map((q) => `/api/admin/products?q=${enc(q)}`),
  },
];

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const rows: string[] = [];
for (const target of targets) {
  for (const url of target.urls.slice(0, 3)) await get(url); // warm up
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      const i = next++;
      const r = await get(target.urls[i % target.urls.length]!);
      latencies.push(r.ms);
      if (r.status < 200 || r.status >= 300) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  latencies.sort((a, b) => a - b);
  rows.push(
    `| ${target.name} | ${latencies.length} | ${percentile(latencies, 50).toFixed(0)} | ${percentile(latencies, 95).toFixed(0)} | ${latencies.at(-1)!.toFixed(0)} | ${failures} |`,
  );
  console.log(rows.at(-1));
}

const health = (await (await fetch(`${base}/api/health`)).json()) as { data: { database: string } };
const counted = await get('/api/admin/dashboard');
const ordersIn30Days = (counted.body as { data?: { windows?: { '30d'?: { ordersPlaced: number } } } })?.data?.windows?.[
  '30d'
]?.ordersPlaced;
const table = [
  `## ${new Date().toISOString()} — back office, ${health.data.database}, ${orderTotal ?? '?'} orders (${ordersIn30Days ?? '?'} in the last 30 days), ${productTotal ?? '?'} products, ${requests} requests per row, ${concurrency} at a time`,
  '',
  ...markdownTable(['endpoint', 'requests', 'p50 ms', 'p95 ms', 'max ms', 'non-2xx'], rows),
  '',
].join('\n');
keepResult(table);

server?.kill('SIGTERM');
