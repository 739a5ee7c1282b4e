/**
 * Does a shopper's product page and checkout stay responsive while someone floods the search?
 * (ADR 0023: PGlite runs one statement at a time, so a flood queues everyone behind it.)
 *
 *   npm run bench:flood                           # own server on ./data/bench (PGlite), 20 and 100 connections
 *   npm run bench:flood -- --connections 20,200 --duration 15
 *   npm run bench:flood -- --url http://127.0.0.1:3000   # a running shop (its own limits apply)
 *
 * Each phase runs two probes one request after another: GET /api/product/{id} (what a product page
 * loads) and a checkout (POST /api/orders/place, then cancel, so stock is put back), first on a
 * quiet shop, then while autocannon floods GET /api/product?search=... with varied terms and typos.
 * The server it starts raises the per-address rate limits (RATE_LIMIT_MULTIPLIER), because a real
 * flood comes from many addresses; `--limits` keeps them, to see one address being cut off.
 */
import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { keepResult, markdownTable, shopUnderTest, shopUnderTestOptions } from './shop-server';

const { values } = parseArgs({
  options: {
    ...shopUnderTestOptions,
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '20,100' },
    port: { type: 'string', default: '3311' },
    'max-wait': { type: 'string' },
    limits: { type: 'boolean', default: false },
  },
});

const { base, server } = await shopUnderTest({
  url: values.url,
  port: values.port,
  dataDir: values['data-dir'],
  env: {
    LOG_LEVEL: 'error',
    ...(values.limits ? {} : { RATE_LIMIT_MULTIPLIER: '100000' }),
    ...(values['max-wait'] ? { PGLITE_MAX_WAIT_MS: values['max-wait'] } : {}),
  },
});

async function api(method: string, url: string, token?: string, body?: unknown) {
  const started = performance.now();
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as { data?: Record<string, unknown> };
  return { status: response.status, ms: performance.now() - started, data: json.data };
}

// The shopper and product the probes use: an in-stock product with no options to choose.
const list = await api('GET', '/api/product?limit=50&sort=popular');
const catalogSize = `${String(list.data?.total)}${list.data?.totalIsExact === false ? '+' : ''} products`;
const products = (list.data?.products ?? []) as { _id: string; stock: number; sizes: string[]; colors: string[] }[];
const product = products.find((p) => p.stock >= 5 && p.sizes.length === 0 && p.colors.length === 0) ?? products[0];
if (!product) throw new Error('the catalog is empty');
const registered = await api('POST', '/api/auth/register', undefined, {
  fullName: 'Flood Probe',
  email: `flood-${crypto.randomBytes(4).toString('hex')}@example.test`,
  phone: '9876543210',
  password: 'Secret@123',
  gender: 'other',
});
const token = registered.data?.authToken as string;
if (!token) throw new Error(`could not register the probe shopper (${registered.status})`);
const order = {
  orderItems: [{ product: { _id: product._id }, quantity: 1 }],
  shippingAddress: {
    fullName: 'Flood Probe',
    phone: '9876543210',
    addressLine: '1 MG Road',
    city: 'Bengaluru',
    pincode: '560001',
    state: 'Karnataka',
  },
  paymentMethod: 'COD',
};

interface Samples {
  ms: number[];
  statuses: Map<number, number>;
}

async function probe(until: number, step: () => Promise<{ status: number; ms: number }>, samples: Samples) {
  while (performance.now() < until) {
    const { status, ms } = await step();
    samples.ms.push(ms);
    samples.statuses.set(status, (samples.statuses.get(status) ?? 0) + 1);
    await sleep(100);
  }
}

const checkout = async () => {
  const placed = await api('POST', '/api/orders/place', token, order);
  const id = placed.data?._id as string | undefined;
  if (id) await api('POST', `/api/orders/${id}/cancel`, token, {});
  return placed;
};

const percentile = (ms: number[], p: number) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!) : 0;
};
const describe = (s: Samples) =>
  `${percentile(s.ms, 50)} / ${percentile(s.ms, 99)} / ${Math.round(Math.max(0, ...s.ms))} | ${[...s.statuses]
    .sort()
    .map(([status, n]) => `${n}×${status}`)
    .join(' ')}`;

const terms = ['cotton kurta', 'samsng', 'ear', 'shoes', 'rice', 'kurtaa', 'blue jeans', 'watch', 'tea', 'phone'];
const duration = Number(values.duration);
const rows: string[] = [];
for (const connections of [0, ...values.connections.split(',').map(Number)]) {
  const detail: Samples = { ms: [], statuses: new Map() };
  const orders: Samples = { ms: [], statuses: new Map() };
  const until = performance.now() + duration * 1000;
  const probes = Promise.all([
    probe(until, () => api('GET', `/api/product/${product._id}`), detail),
    probe(until, checkout, orders),
  ]);
  const flood =
    connections > 0
      ? await autocannon({
          url: base,
          connections,
          duration,
          requests: terms.map((t) => ({
            method: 'GET',
            path: `/api/product?search=${encodeURIComponent(t)}&limit=20`,
          })),
        })
      : undefined;
  await probes;
  const floodCells = flood
    ? `${Math.round(flood.requests.average)} | ${flood.latency.p50} / ${flood.latency.p99} | ${flood['2xx']}×2xx ${flood['4xx']}×4xx ${flood['5xx']}×5xx`
    : '- | - | -';
  rows.push(`| ${connections || 'none'} | ${floodCells} | ${describe(detail)} | ${describe(orders)} |`);
  console.log(rows.at(-1));
}

const health = (await (await fetch(`${base}/api/health`)).json()) as { data: { database: string } };
const table = [
  `## ${new Date().toISOString()} — search flood, ${health.data.database}, ${catalogSize}, ${duration} s per phase${values['max-wait'] ? `, PGLITE_MAX_WAIT_MS=${values['max-wait']}` : ''}${values.limits ? ', real rate limits' : ''}`,
  '',
  'Probes: product detail and checkout (place + cancel), one after another, 100 ms apart. Times in ms: p50 / p99 / max.',
  '',
  ...markdownTable(
    [
      'flood connections',
      'flood req/s',
      'flood p50 / p99',
      'flood answers',
      'product detail',
      'detail answers',
      'checkout',
      'checkout answers',
    ],
    rows,
  ),
  '',
].join('\n');
keepResult(table);

server?.kill('SIGTERM');
