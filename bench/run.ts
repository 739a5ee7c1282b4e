/**
 * Load benchmark for the public catalog API with autocannon.
 *
 *   npm run bench                      # starts its own server on bench's own data dir
 *   npm run bench -- --url http://127.0.0.1:3000   # against a running shop
 *   npm run bench -- --duration 10 --connections 20
 *   DATABASE_URL=postgres://... npm run bench      # its own server on that PostgreSQL database
 *
 * For the large-catalog figures seed the bench data dir first:
 *   DATA_DIR=./data/bench npm run db:seed -- --products 100000
 *
 * Honest figures (issue 14): every response's latency is recorded and p50 / p95 / p99 are computed from all of
 * them (autocannon's own summary has p97.5 and p99, no p95). Every search and suggestion row rotates over at least
 * 40 query strings (bench/shopper-queries.ts), the filter row over every category with several price and rating
 * bands, the detail row over 40+ products spread across the catalog. Each request takes the next string of its row,
 * whatever connection sends it. Results are printed as a Markdown table and appended to bench/results/<date>.md.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { directorySource, parseDirectory } from '../db/pincode-directory';
import { keepResult, markdownTable, shopUnderTest, shopUnderTestOptions } from './shop-server';
import { searchTerms, suggestionPrefixes, typoTerms } from './shopper-queries';

const { values } = parseArgs({
  options: {
    ...shopUnderTestOptions,
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    port: { type: 'string', default: '3310' },
    /** Only rows whose name contains this text. */
    only: { type: 'string' },
  },
});

const { base, server } = await shopUnderTest({
  url: values.url,
  port: values.port,
  dataDir: values['data-dir'],
  // One address measuring throughput would meet the per-address limits of public reads at once.
  env: { RATE_LIMIT_MULTIPLIER: '100000' },
});

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(`${base}${url}`);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

interface ListAnswer {
  products: { _id: string }[];
  total: number;
  totalIsExact: boolean;
  totalPages: number;
}
const first = await getJson<ListAnswer>('/api/product?limit=1');
// The list counts up to 10,000 matches (ADR 0011); past that it says "10000+".
const catalogSize = `${first.total}${first.totalIsExact ? '' : '+'}`;
const health = await getJson<{ database: string }>('/api/health');
console.log(`catalog: ${catalogSize} products on ${health.database}`);

const categories = await getJson<{ categories: { _id: string }[] }>('/api/category?isPagination=false');
const categoryIds = categories.categories.map((c) => c._id);

// Product ids spread over the catalog: 45 pages of 1, evenly apart in the newest-first list.
const reachable = Math.min(first.total, 10_000);
const detailIds: string[] = [];
for (let i = 0; i < 45; i += 1) {
  const page = 1 + Math.floor((i * (reachable - 1)) / 44);
  const answer = await getJson<ListAnswer>(`/api/product?limit=1&page=${page}`);
  if (answer.products[0]) detailIds.push(answer.products[0]._id);
}

// 1,000 different PIN codes spread over the whole directory (every state), read from the same file the shop loads.
const directory = parseDirectory(fs.readFileSync(directorySource().file, 'utf8'));
const benchPins = Array.from({ length: 1000 }, (_, i) => directory[Math.floor((i * directory.length) / 1000)]!.pincode);

const enc = encodeURIComponent;
const sorts = ['newest', 'price_asc', 'price_desc', 'rating', 'popular'];
const priceBands = [
  [100, 1000],
  [500, 5000],
  [1000, 50000],
];
const filterUrls = (page: number) =>
  categoryIds.flatMap((c) =>
    priceBands.flatMap(([min, max], i) =>
      [3, 4].map(
        (rating) =>
          `/api/product?category=${c}&minPrice=${min}&maxPrice=${max}&minRating=${rating}&sort=${sorts[i]}&page=${page}&limit=20`,
      ),
    ),
  );

const targets: { name: string; urls: string[] }[] = [
  { name: 'health', urls: ['/api/health'] },
  { name: 'product list, page 1', urls: sorts.map((s) => `/api/product?page=1&limit=20&sort=${s}`) },
  { name: 'product list, page 50', urls: sorts.map((s) => `/api/product?page=50&limit=20&sort=${s}`) },
  { name: 'product detail', urls: detailIds.map((id) => `/api/product/${id}`) },
  { name: 'category + price + rating filter, page 1', urls: filterUrls(1) },
  { name: 'category + price + rating filter, page 50', urls: filterUrls(50) },
  {
    name: `search, 1-2 words, page 1 (${searchTerms.length} terms)`,
    urls: searchTerms.map((q) => `/api/product?search=${enc(q)}&limit=20`),
  },
  {
    name: `search, 1-2 words, page 50 (${searchTerms.length} terms)`,
    urls: searchTerms.map((q) => `/api/product?search=${enc(q)}&page=50&limit=20`),
  },
  {
    name: `search with a typo (${typoTerms.length} terms)`,
    urls: typoTerms.map((q) => `/api/product?search=${enc(q)}&limit=20`),
  },
  {
    name: `suggestions, 3-letter prefix (${suggestionPrefixes.length} prefixes)`,
    urls: suggestionPrefixes.map((q) => `/api/product/suggestions?q=${enc(q)}`),
  },
  { name: 'categories', urls: ['/api/category?isPagination=false'] },
  { name: `delivery promise (${benchPins.length} PINs)`, urls: benchPins.map((pin) => `/api/delivery/${pin}`) },
  {
    name: `delivery promise for a product (${benchPins.length} PINs, ${detailIds.length} products)`,
    urls: benchPins.map((pin, i) => `/api/delivery/${pin}?productId=${detailIds[i % detailIds.length]}`),
  },
].filter((t) => !values.only || t.name.includes(values.only));

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * CPU time of the whole machine from /proc/stat (Linux): all and stolen, in ticks. Steal is time the hypervisor gave
 * this virtual machine's CPUs to someone else; a row measured while it is high is slow for reasons outside the shop.
 */
function machineTicks(): { all: number; steal: number } | undefined {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    return { all: fields.reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 };
  } catch {
    return undefined;
  }
}

const rows: string[] = [];
for (const target of targets) {
  let next = 0;
  const ticksBefore = machineTicks();
  const latencies: number[] = [];
  const instance = autocannon({
    url: base,
    duration: Number(values.duration),
    connections: Number(values.connections),
    requests: [
      {
        // Each request takes the row's next URL, whichever connection sends it.
        setupRequest: (request: Record<string, unknown>) => ({
          ...request,
          path: target.urls[next++ % target.urls.length],
        }),
      },
    ],
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
  });
  const r = await instance;
  latencies.sort((a, b) => a - b);
  const ms = (p: number) => percentile(latencies, p).toFixed(1);
  const ticksAfter = machineTicks();
  const steal =
    ticksBefore && ticksAfter && ticksAfter.all > ticksBefore.all
      ? `${Math.round((100 * (ticksAfter.steal - ticksBefore.steal)) / (ticksAfter.all - ticksBefore.all))}%`
      : 'n/a';
  rows.push(
    `| ${target.name} | ${target.urls.length} | ${Math.round(r.requests.average)} | ${ms(50)} | ${ms(95)} | ${ms(99)} | ${r.non2xx + r.errors} | ${steal} |`,
  );
  console.log(rows.at(-1));
}

// The server's memory at the end, when this script started it (Linux).
let memory = '';
if (server?.pid) {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const rss = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  const peak = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
  if (rss) memory = `; server RSS ${Math.round(Number(rss) / 1024)} MiB (peak ${Math.round(Number(peak) / 1024)} MiB)`;
}

const table = [
  `## ${new Date().toISOString()} — ${health.database}, ${catalogSize} products, ${values.connections} connections, ${values.duration} s per row${memory}`,
  '',
  'Latencies in ms from every response of the row (not sampled); "strings" is how many different URLs the row rotates over;',
  '"steal" is the share of the machine\'s CPU time its hypervisor took during the row (figures with a high one are not',
  "the shop's).",
  '',
  ...markdownTable(['row', 'strings', 'req/s', 'p50', 'p95', 'p99', 'errors', 'steal'], rows),
  '',
].join('\n');
keepResult(table);
server?.kill('SIGTERM');
