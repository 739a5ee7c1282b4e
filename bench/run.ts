/**
 * Load benchmark for the public API with autocannon.
 *
 *   npm run bench                      # starts its own server on bench's own data dir
 *   npm run bench -- --url http://127.0.0.1:3000   # against a running shop
 *   npm run bench -- --duration 10 --connections 20
 *
 * For the large-catalog figures seed the bench data dir first:
 *   DATA_DIR=./data/bench npm run db:seed -- --products 100000
 * Results are printed as a Markdown table and appended to bench/results/<date>.md.
 */
import type { ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { keepResult, startShopServer } from './shop-server';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    'data-dir': { type: 'string', default: './data/bench' },
    port: { type: 'string', default: '3310' },
  },
});

let server: ChildProcess | undefined;
let base = values.url;
if (!base) {
  // One address measuring throughput would meet the per-address limits of public reads at once.
  ({ base, server } = await startShopServer({
    port: values.port,
    dataDir: values['data-dir'],
    env: { RATE_LIMIT_MULTIPLIER: '100000' },
  }));
}

const productList = (await (await fetch(`${base}/api/product?limit=1`)).json()) as {
  data: { products: { _id: string }[]; total: number; totalIsExact: boolean };
};
// The list counts up to 10,000 matches (ADR 0011); past that it says "10000+".
const catalogSize = `${productList.data.total}${productList.data.totalIsExact ? '' : '+'}`;
const productId = productList.data.products[0]?._id;
const health = (await (await fetch(`${base}/api/health`)).json()) as { data: { database: string } };
console.log(`catalog: ${catalogSize} products on ${health.data.database}`);

const targets: [string, string][] = [
  ['health', '/api/health'],
  ['product list, page 1', '/api/product?page=1&limit=20'],
  ['product list, category + price filter', '/api/product?minPrice=100&maxPrice=2000&minRating=3&limit=20'],
  ['search "cotton kurta"', '/api/product?search=cotton%20kurta&limit=20'],
  ['search typo "samsng"', '/api/product?search=samsng&limit=20'],
  ['suggestions "ear"', '/api/product/suggestions?q=ear'],
  ['highlights', '/api/product/highlights'],
  ['product detail', `/api/product/${productId}`],
  ['categories', '/api/category?isPagination=false'],
];

const rows: string[] = [];
for (const [name, url] of targets) {
  const r = await autocannon({
    url: `${base}${url}`,
    duration: Number(values.duration),
    connections: Number(values.connections),
  });
  rows.push(
    `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx + r.errors} |`,
  );
  console.log(rows.at(-1));
}

const table = [
  `## ${new Date().toISOString()} — ${health.data.database}, ${catalogSize} products, ${values.connections} connections, ${values.duration} s each`,
  '',
  '| endpoint | req/s | p50 ms | p99 ms | errors |',
  '|---|---|---|---|---|',
  ...rows,
  '',
].join('\n');
keepResult(table);

server?.kill('SIGTERM');
