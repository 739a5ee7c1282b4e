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
 *
 * The add-to-cart rows (issue 37) time POST /api/cart/add signed in and as a guest with shoppers prepared first
 * (bench/cart-shoppers.ts) and print the guest's p95 over the signed-in one, PASS at 1.2 or less:
 *   npm run bench -- --only "add to cart" --duration 10
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { directorySource, parseDirectory } from '../db/pincode-directory';
import { keepResult, markdownTable, shopUnderTest, shopUnderTestOptions } from './shop-server';
import { cartAddPlan, firstProductIndex, prepareAccounts, prepareGuests, type ShopperHeaders } from './cart-shoppers';
import { searchTerms, suggestionPrefixes, typoTerms } from './shopper-queries';

const { values } = parseArgs({
  options: {
    ...shopUnderTestOptions,
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    port: { type: 'string', default: '3310' },
    /** Only rows whose name contains this text. */
    only: { type: 'string' },
    /** The add-to-cart rows prepare enough shoppers for this many adds a second (a cart holds 50 lines, 10 units each). */
    'cart-adds-ceiling': { type: 'string', default: '1500' },
    /** How many times the pair of add-to-cart rows runs, in turn (signed in first, then guest first, ...). */
    'cart-rounds': { type: 'string', default: '2' },
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

interface RowFigures {
  line: string;
  /** Every response's latency in ms, sorted. */
  latencies: number[];
  /** Answers other than 2xx by status code, and connection errors as 'error'. */
  failures: Record<string, number>;
}

/**
 * One row: autocannon with `connections` for `duration`, each request built by `nextRequest` (a path, or a whole
 * request), every response's latency recorded. `strings` is what the row rotates over, for the table.
 */
async function measureRow(
  name: string,
  strings: number | string,
  nextRequest: () => Record<string, unknown> | undefined,
): Promise<RowFigures> {
  const ticksBefore = machineTicks();
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  const instance = autocannon({
    url: base,
    duration: Number(values.duration),
    connections: Number(values.connections),
    requests: [
      {
        setupRequest: (request: Record<string, unknown>) => {
          const next = nextRequest();
          if (next) return { ...request, ...next };
          // The row's plan is used up: stop rather than send requests that would be refused.
          failures['plan used up'] = (failures['plan used up'] ?? 0) + 1;
          // autocannon's stop() (not in bench/autocannon.d.ts).
          (instance as unknown as { stop(): void }).stop();
          return { ...request, path: '/api/health' };
        },
      },
    ],
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    if (status < 200 || status > 299) failures[status] = (failures[status] ?? 0) + 1;
  });
  const r = await instance;
  if (r.errors > 0) failures.error = r.errors;
  latencies.sort((a, b) => a - b);
  const ms = (p: number) => percentile(latencies, p).toFixed(1);
  const ticksAfter = machineTicks();
  const steal =
    ticksBefore && ticksAfter && ticksAfter.all > ticksBefore.all
      ? `${Math.round((100 * (ticksAfter.steal - ticksBefore.steal)) / (ticksAfter.all - ticksBefore.all))}%`
      : 'n/a';
  const line = `| ${name} | ${strings} | ${Math.round(r.requests.average)} | ${ms(50)} | ${ms(95)} | ${ms(99)} | ${r.non2xx + r.errors} | ${steal} |`;
  console.log(line);
  return { line, latencies, failures };
}

const rows: string[] = [];
for (const target of targets) {
  let next = 0;
  // Each request takes the row's next URL, whichever connection sends it.
  const figures = await measureRow(target.name, target.urls.length, () => ({
    path: target.urls[next++ % target.urls.length],
  }));
  rows.push(figures.line);
}

/**
 * Add to cart, signed in against a guest (issue 37: the guest's p95 within 1.2x of the signed-in one). Both rows send
 * `POST /api/cart/add` of one unit with the same connections and duration, rotating over the detail row's products,
 * one shopper per connection at a time (bench/cart-shoppers.ts): accounts by bearer token, guests by their cart's
 * cookie, all of both prepared (registered, cart opened by one add) before either row. The pair runs `--cart-rounds`
 * times in turn, signed in first, then guest first (A B B A ...), so a machine that slows down or speeds up during the
 * run, or a row that warms the server for the next, favours neither; the ratio is taken over every round's latencies.
 * Any answer but a 2xx fails the row: a full cart would measure refusals, not adds.
 */
const cartRowNames = { signedIn: 'add to cart, signed in', guest: 'add to cart, guest' } as const;
type CartRow = keyof typeof cartRowNames;
const cartRows = (Object.keys(cartRowNames) as CartRow[]).filter(
  (row) => !values.only || cartRowNames[row].includes(values.only),
);
const cartNotes: string[] = [];
if (cartRows.length > 0) {
  const connections = Number(values.connections);
  const rounds = Number(values['cart-rounds']);
  const products = detailIds.length;
  if (products < 40 || products >= 50) throw new Error(`the cart rows want 40-49 products, found ${products}`);
  // MAX_UNITS_PER_PRODUCT is 10 by default; one unit of one product went in with the preparing add.
  const addsPerProduct = 9;
  // Enough shoppers for this many adds a second over every round (the rows stop loudly if they run out).
  const ceilingPerSecond = Number(values['cart-adds-ceiling']);
  const perSlot = Math.ceil(
    (ceilingPerSecond * Number(values.duration) * rounds) / (connections * products * addsPerProduct),
  );
  const pool = perSlot * connections;
  const first = (i: number) => detailIds[firstProductIndex(i, products)]!;
  const bodies = detailIds.map((productId) => JSON.stringify({ productId, quantity: 1 }));
  const shoppers: Partial<Record<CartRow, ShopperHeaders[]>> = {};
  for (const row of cartRows) {
    const started = Date.now();
    shoppers[row] =
      row === 'signedIn' ? await prepareAccounts(base, pool, first) : await prepareGuests(base, pool, first);
    const kind = row === 'signedIn' ? 'accounts registered' : 'guest carts opened';
    console.log(`${pool} ${kind}, one add each, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const plan = cartAddPlan({ slots: connections, products, addsPerProduct, pool });
  // Each kind's plan goes on from round to round, so a round never adds to a cart another round filled.
  const sent: Record<CartRow, number> = { signedIn: 0, guest: 0 };
  const latencies: Record<CartRow, number[]> = { signedIn: [], guest: [] };
  const failed: Partial<Record<CartRow, true>> = {};
  for (let round = 1; round <= rounds; round += 1) {
    const order = round % 2 === 1 ? cartRows : [...cartRows].reverse();
    for (const row of order) {
      const name = rounds > 1 ? `${cartRowNames[row]} (round ${round})` : cartRowNames[row];
      const headers = shoppers[row]!;
      const figures = await measureRow(name, `${products} products, ${pool} carts`, () => {
        const at = plan.at(sent[row]++);
        if (!at) return undefined;
        return {
          method: 'POST',
          path: '/api/cart/add',
          headers: { 'content-type': 'application/json', ...headers[at.shopper] },
          body: bodies[at.product],
        };
      });
      latencies[row].push(...figures.latencies);
      const failures = Object.entries(figures.failures);
      if (failures.length > 0) {
        const what = failures.map(([status, count]) => `${count} x ${status}`).join(', ');
        console.error(`FAIL: row "${name}" had answers other than 2xx (${what}); its figures measure refusals`);
        cartNotes.push(`FAIL: "${name}" had answers other than 2xx: ${what}.`);
        failed[row] = true;
        process.exitCode = 1;
        rows.push(figures.line.replace(`| ${name} |`, `| ${name} (FAILED) |`));
      } else {
        rows.push(figures.line);
      }
    }
  }
  if (cartRows.length === 2 && !failed.signedIn && !failed.guest) {
    const p95 = (row: CartRow) =>
      percentile(
        [...latencies[row]].sort((x, y) => x - y),
        95,
      );
    const guest = p95('guest');
    const account = p95('signedIn');
    const ratio = guest / account;
    const verdict = ratio <= 1.2 ? 'PASS' : 'FAIL';
    const over = rounds > 1 ? ` over ${rounds} rounds` : '';
    const note = `Add to cart, guest p95 / signed-in p95${over} = ${guest.toFixed(1)} / ${account.toFixed(1)} ms = ${ratio.toFixed(2)}: ${verdict} (issue 37: at most 1.2).`;
    console.log(note);
    cartNotes.push(note);
    if (verdict === 'FAIL') process.exitCode = 1;
  } else if (cartRows.length === 2) {
    cartNotes.push('No guest / signed-in ratio: a row failed.');
  }
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
  ...(cartNotes.length > 0 ? [...cartNotes, ''] : []),
].join('\n');
keepResult(table);
server?.kill('SIGTERM');
