/**
 * How much memory one app process's catalog index (ADR 0036) holds at a given catalog size, and whether it fits the
 * production heap limit (`--max-old-space-size=512`, ADR 0038). For each `--products N`:
 *
 * 1. The catalog is grown to N products in a PostgreSQL database of its own (created here, dropped at the end) by
 *    the seed's own code, as `npm run db:seed -- --products N --no-reviews` makes it (db/seed/seed-demo.ts, then
 *    db/seed/top-up-products.ts: varied copies of the demo products, 1,000 rows a transaction, each with its opening
 *    stock ledger row, then VACUUM ANALYZE). Pictures are not drawn: the rows name the same image files as a seeded
 *    shop's, but the image store handed to the seed says it has them all (the index never reads an image). Sizes run
 *    smallest first, each topping up the one before. The seed's own path is fast enough here: about 5 minutes for
 *    1,000,000 products on 2 shared cores (32 s for 100,000), so no faster generator is used.
 * 2. A fresh child node process runs with the production server's flags (`serverNodeArgs`, scripts/build-server.ts:
 *    `--enable-source-maps --max-old-space-size=${HEAP_LIMIT_MIB:-512}`) plus `--expose-gc`, on this file bundled by
 *    esbuild the way the server is (ADR 0037: tsx would add its own compiled modules to the process). It does what
 *    server/server.ts does before it listens: loads the config, opens the database (openDatabase, migrations checked),
 *    builds the app (API only, STOREFRONT=off, as the bench's server runs; the mail worker starts with it) and reads
 *    the catalog index (`liveCatalogIndex(db).loaded()`). Memory is read after two forced collections before the load
 *    (the baseline: an app process with its database open) and after it, with the load's time and the peak RSS
 *    (VmHWM). A child that dies of "JavaScript heap out of memory" (or is killed) is reported as such, and the same
 *    size is tried again with twice the limit, up to `--max-limit` (8192), so the table says which limit it needs.
 * 3. One search of a common word ("cotton", as GET /api/product?search=cotton asks it: relevance, page 1 of 20) is
 *    timed in the child: the first call and the median of 20 more. On a shared 2-core machine the times are rough.
 *    Then every query `npm run bench` rotates over (bench/shopper-queries.ts: each search term and typo on page 1 and
 *    50, with and without facet counts, and each suggestion prefix) runs once, and memory is read again: a search's
 *    scratch arrays grow with its matches. The heap is also sampled every 100 ms during the load and the queries, for
 *    how close it came to its limit between collections.
 *
 *   npm run bench:catalog-memory -- --products 100000 --products 1000000
 *   npm run bench:catalog-memory -- --products 100000,1000000 --limits 512,4096     # these limits each
 *   npm run bench:catalog-memory -- --products 1000000 --keep-database              # reuse it next time
 *
 * `--server` is the PostgreSQL server (postgres://postgres@127.0.0.1:5432/postgres); `--database` the scratch
 * database's name, which must start with shop_bench_memory. It is dropped and created again at the start and dropped
 * at the end, unless `--keep-database`: then an existing one is reused (topped up, never shrunk) and kept. The table
 * is printed and appended to bench/results/<date>.md (`--no-save`: printed only).
 *
 * What the seeded catalog is not: its words come from the demo catalog's ~320 products (100,000 seeded products have
 * about 1,700 distinct titles), so a real catalog of the same size, with more brands, models and words, would have a
 * larger word dictionary (the radix tree and one posting list per word). The per-product arrays, ids and posting
 * entries, which dominate, scale with the product count and the words per product as measured here.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';

const mib = (bytes: number) => bytes / 1048576;

/** What the child reports at each stage. */
interface MemoryFigures {
  heapUsed: number;
  heapTotal: number;
  rss: number;
  /** Typed arrays and other memory V8 tracks outside its heap (process.memoryUsage().external). */
  external: number;
  arrayBuffers: number;
  /** VmHWM: the process's highest RSS so far. */
  peakRss: number;
}

type ChildMessage =
  | { stage: 'baseline'; memory: MemoryFigures; heapLimit: number }
  | {
      stage: 'loaded';
      memory: MemoryFigures;
      /** The most the heap held (used, and taken from the system) at any 100 ms sample during the load. */
      loadPeakHeapUsed: number;
      loadPeakHeapTotal: number;
      products: number;
      loadMs: number;
      search: { text: string; matches: number; firstMs: number; medianMs: number };
    }
  | { stage: 'searched'; memory: MemoryFigures; queries: number; peakHeapUsed: number; peakHeapTotal: number };

function peakRssBytes(): number {
  const status = fs.readFileSync('/proc/self/status', 'utf8');
  const match = /^VmHWM:\s+(\d+) kB/m.exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

function measure(): MemoryFigures {
  // Twice: the first collection can leave work (weak references, finalizers) that the second one frees.
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run the child with --expose-gc');
  gc();
  gc();
  const usage = process.memoryUsage();
  return {
    heapUsed: usage.heapUsed,
    heapTotal: usage.heapTotal,
    rss: usage.rss,
    external: usage.external,
    arrayBuffers: usage.arrayBuffers,
    peakRss: peakRssBytes(),
  };
}

/** The child: an app process as server/server.ts starts one, up to the catalog index's load. */
async function child() {
  const send = (message: ChildMessage) =>
    new Promise<void>((resolve, reject) =>
      process.send!(message, (err: Error | null) => (err ? reject(err) : resolve())),
    );
  const { databaseOptionsOf, loadConfigFromProcess } = await import('../server/env');
  const { openDatabase } = await import('../db/client');
  const { buildApp } = await import('../server/app');
  const { chooseLogFormat, loggerOptions } = await import('../server/log-format');
  const { liveCatalogIndex } = await import('../domain/search/live-catalog-index');
  const { catalogQueryOf } = await import('../domain/catalog/list-products');
  const { productListQuerySchema } = await import('../domain/schemas/catalog');
  const { searchTerms, suggestionPrefixes, typoTerms } = await import('./shopper-queries');

  const config = loadConfigFromProcess();
  const database = await openDatabase(databaseOptionsOf(config));
  const app = await buildApp({
    config,
    db: database.db,
    logger: loggerOptions(chooseLogFormat(config.LOG_FORMAT, false), { colorize: false }),
    storefront: undefined,
  });
  await send({
    stage: 'baseline',
    memory: measure(),
    heapLimit: v8.getHeapStatistics().heap_size_limit,
  });

  // The heap between collections, sampled: how close to its limit the load and the searches take it.
  const peak = { heapUsed: 0, heapTotal: 0 };
  const sample = () => {
    const { heapUsed, heapTotal } = process.memoryUsage();
    peak.heapUsed = Math.max(peak.heapUsed, heapUsed);
    peak.heapTotal = Math.max(peak.heapTotal, heapTotal);
  };
  const sampler = setInterval(sample, 100);
  const loadStarted = performance.now();
  const index = await liveCatalogIndex(database.db).loaded();
  const loadMs = performance.now() - loadStarted;
  sample();
  const loadPeak = { ...peak };
  const memory = measure();

  const text = 'cotton';
  const query = productListQuerySchema.parse({ search: text });
  const catalogQuery = catalogQueryOf(query, 0, query.limit);
  let t = performance.now();
  const answer = index.query(catalogQuery);
  const firstMs = performance.now() - t;
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    t = performance.now();
    index.query(catalogQuery);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  await send({
    stage: 'loaded',
    memory,
    loadPeakHeapUsed: loadPeak.heapUsed,
    loadPeakHeapTotal: loadPeak.heapTotal,
    products: index.productCount,
    loadMs,
    search: { text, matches: answer.total, firstMs, medianMs: times[times.length >> 1]! },
  });

  // What `npm run bench` asks (bench/shopper-queries.ts), once each: every search term and typo on page 1 and page 50,
  // with and without facet counts, and every suggestion prefix. A search's scratch arrays grow with its matches.
  peak.heapUsed = 0;
  peak.heapTotal = 0;
  let queries = 0;
  for (const term of [...searchTerms, ...typoTerms]) {
    for (const page of [1, 50]) {
      for (const facets of [false, true]) {
        const q = productListQuerySchema.parse({ search: term, page: String(page), facets: String(facets) });
        index.query(catalogQueryOf(q, (q.page - 1) * q.limit, q.limit));
        queries += 1;
        if (queries % 20 === 0) sample();
      }
    }
  }
  for (const prefix of suggestionPrefixes) {
    index.suggestTitles(prefix, 8);
    queries += 1;
  }
  sample();
  clearInterval(sampler);
  await send({
    stage: 'searched',
    memory: measure(),
    queries,
    peakHeapUsed: peak.heapUsed,
    peakHeapTotal: peak.heapTotal,
  });
  await app.close();
  await database.close();
}

interface Run {
  products: number;
  heapLimitMib: number;
  baseline?: Extract<ChildMessage, { stage: 'baseline' }> & { receivedAt: number };
  loaded?: Extract<ChildMessage, { stage: 'loaded' }>;
  searched?: Extract<ChildMessage, { stage: 'searched' }>;
  outOfMemory: boolean;
  /** How the child ended when it did not finish: its exit code or signal, and the end of its error output. */
  failure?: string;
}

async function runChild(entry: string, nodeArgs: string[], databaseUrl: string, products: number, limit: number) {
  const run: Run = { products, heapLimitMib: limit, outOfMemory: false };
  const child = spawn(process.execPath, ['--expose-gc', ...nodeArgs, '--child'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      STOREFRONT: 'off',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      SEED_DEMO_ACCOUNTS: 'false',
      PUBLIC_URL: 'http://127.0.0.1:3999',
    },
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  child.on('message', (message: ChildMessage) => {
    if (message.stage === 'baseline') {
      run.baseline = { ...message, receivedAt: performance.now() };
      console.log(
        `  ${limit} MiB (V8's heap limit ${mib(message.heapLimit).toFixed(0)} MiB with the young generation): baseline heap ${mib(message.memory.heapUsed).toFixed(1)} MiB, RSS ${mib(message.memory.rss).toFixed(0)} MiB; loading...`,
      );
    } else if (message.stage === 'loaded') {
      run.loaded = message;
    } else {
      run.searched = message;
    }
  });
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
  );
  if (code !== 0 || !run.searched) {
    run.outOfMemory = /heap out of memory|Reached heap limit/i.test(stderr) || signal === 'SIGKILL';
    const fatal = /FATAL ERROR: (.*)/.exec(stderr)?.[1];
    const last = fatal ?? stderr.trim().split('\n').slice(-3).join(' / ');
    run.failure = `${signal ?? `exit code ${code}`}: ${last.slice(0, 200)}`;
    if (run.baseline)
      run.failure += `, ${((performance.now() - run.baseline.receivedAt) / 1000).toFixed(0)} s into the load`;
  }
  return run;
}

function parseCount(text: string, what: string): number {
  const clean = text.replaceAll('_', '').trim();
  const value = Number(clean);
  if (!/^\d+$/.test(clean) || !Number.isSafeInteger(value) || value < 1) {
    throw new Error(`${what} must be whole numbers (got "${text}")`);
  }
  return value;
}

async function parent() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', multiple: true },
      limits: { type: 'string' },
      'max-limit': { type: 'string', default: '8192' },
      server: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
      database: { type: 'string', default: 'shop_bench_memory' },
      'keep-database': { type: 'boolean', default: false },
      'no-save': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const sizes = [
    ...new Set(
      (values.products ?? ['100000']).flatMap((list) => list.split(',')).map((n) => parseCount(n, '--products')),
    ),
  ].sort((a, b) => a - b);
  const explicitLimits = values.limits?.split(',').map((n) => parseCount(n, '--limits'));
  const maxLimit = parseCount(values['max-limit'], '--max-limit');
  const databaseName = values.database;
  if (!/^shop_bench_memory\w*$/.test(databaseName)) {
    throw new Error(`--database must start with shop_bench_memory (it is dropped): got "${databaseName}"`);
  }

  const { build } = await import('esbuild');
  const { default: pg } = await import('pg');
  const { count, sql } = await import('drizzle-orm');
  const { serverBundleOptions, serverNodeArgs } = await import('../scripts/build-server');
  const { keepResult } = await import('./shop-server');
  const { openDatabase } = await import('../db/client');
  const { products } = await import('../db/schema/index');
  const { seedDemo } = await import('../db/seed/seed-demo');
  const { topUpProducts } = await import('../db/seed/top-up-products');
  const { queryRows } = await import('../db/raw');

  // This file bundled as the server is (ADR 0037), in a folder under the repository (git ignores /data/), so that its
  // packages resolve from node_modules; migrations beside it, where db/client.ts looks for them.
  const root = path.resolve(import.meta.dirname, '..');
  const bundleDir = path.join(root, 'data', `catalog-memory-bundle-${process.pid}`);
  fs.rmSync(bundleDir, { recursive: true, force: true });
  await build({ ...serverBundleOptions, entryPoints: [import.meta.filename], outdir: bundleDir });
  fs.cpSync(path.join(root, 'db', 'migrations'), path.join(bundleDir, 'migrations'), { recursive: true });
  const entry = path.join(bundleDir, `${path.basename(import.meta.filename, '.ts')}.mjs`);
  const nodeArgs = serverNodeArgs(entry);
  const defaultLimit = Number(
    /^--max-old-space-size=(\d+)$/.exec(nodeArgs.find((a) => a.startsWith('--max-old-space-size='))!)![1],
  );
  const argsWithLimit = (limit: number) =>
    nodeArgs.map((a) => (a.startsWith('--max-old-space-size=') ? `--max-old-space-size=${limit}` : a));

  const admin = new pg.Client({ connectionString: values.server });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [databaseName])).rowCount! > 0;
  if (exists && !values['keep-database']) await admin.query(`drop database ${databaseName}`);
  if (!exists || !values['keep-database']) await admin.query(`create database ${databaseName}`);
  const url = new URL(values.server);
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();

  const runs: Run[] = [];
  const notes: string[] = [];
  try {
    const handle = await openDatabase({ databaseUrl, poolMax: 2, statementTimeoutMs: 600_000 });
    try {
      const log = (message: string) => console.log(message);
      // The index never reads a picture: a store that says it has every one, so the seed draws none.
      const images = {
        kind: 'disk' as const,
        put: async () => false,
        existing: async (keys: readonly string[]) => new Set(keys),
        get: async () => null,
        remove: async () => undefined,
      };
      await seedDemo(handle.db, { images, log, demoAccounts: false });
      for (const size of sizes) {
        const seeded = await topUpProducts(handle.db, { total: size, images, log, withReviews: false });
        const [row] = await handle.db.select({ n: count() }).from(products);
        const inTable = Number(row?.n ?? 0);
        const [shape] = await queryRows<{ titles: number; brands: number; size: string }>(
          handle.db,
          sql`select count(distinct title)::int as titles, count(distinct brand)::int as brands,
            pg_size_pretty(pg_total_relation_size('products')) as size from products`,
        );
        const note = `${inTable.toLocaleString('en-US')} products (${shape!.titles.toLocaleString('en-US')} distinct titles, ${shape!.brands} brands; table with indexes ${shape!.size}; top-up ${(seeded.ms / 1000).toFixed(0)} s for ${seeded.added.toLocaleString('en-US')})`;
        if (inTable !== size) notes.push(`asked for ${size.toLocaleString('en-US')}: the kept database held more`);
        console.log(`\n${note}`);
        notes.push(note);
        const limits = [...(explicitLimits ?? [defaultLimit])];
        for (let i = 0; i < limits.length; i++) {
          const limit = limits[i]!;
          const run = await runChild(entry, argsWithLimit(limit), databaseUrl, inTable, limit);
          runs.push(run);
          if (run.failure)
            console.log(`  ${limit} MiB: ${run.outOfMemory ? 'OUT OF MEMORY' : 'failed'} (${run.failure})`);
          else
            console.log(
              `  ${limit} MiB: heap ${mib(run.loaded!.memory.heapUsed).toFixed(1)} MiB, RSS ${mib(run.loaded!.memory.rss).toFixed(0)} MiB, load ${(run.loaded!.loadMs / 1000).toFixed(1)} s`,
            );
          // Out of memory: twice the limit too, until the index fits (or the limit would pass --max-limit).
          if (run.outOfMemory && limit * 2 <= maxLimit && !limits.includes(limit * 2)) limits.push(limit * 2);
        }
      }
    } finally {
      await handle.close();
    }
  } finally {
    if (!values['keep-database']) await admin.query(`drop database if exists ${databaseName}`);
    await admin.end();
    fs.rmSync(bundleDir, { recursive: true, force: true });
  }

  const m = (bytes: number | undefined) => (bytes === undefined ? '-' : mib(bytes).toFixed(0));
  const m1 = (bytes: number | undefined) => (bytes === undefined ? '-' : mib(bytes).toFixed(1));
  runs.sort((a, b) => a.products - b.products || a.heapLimitMib - b.heapLimitMib);
  const rows = runs.map((run) => {
    const before = run.baseline?.memory;
    const after = run.loaded?.memory;
    const share = (key: keyof MemoryFigures) => (before && after ? m1(after[key] - before[key]) : '-');
    const search = run.loaded?.search;
    const searched = run.searched;
    return [
      run.products.toLocaleString('en-US'),
      String(run.heapLimitMib),
      `${m1(before?.heapUsed)} / ${m(before?.rss)}`,
      `${m1(after?.heapUsed)} / ${m(after?.rss)}`,
      `${share('heapUsed')} / ${share('arrayBuffers')} / ${share('rss')}`,
      run.loaded ? `${m(run.loaded.loadPeakHeapUsed)} / ${m(run.loaded.loadPeakHeapTotal)}` : '-',
      run.loaded ? `${(run.loaded.loadMs / 1000).toFixed(1)} s` : '-',
      searched
        ? `${m1(searched.memory.heapUsed)} / ${m(searched.memory.rss)} (${m(searched.peakHeapUsed)} / ${m(searched.peakHeapTotal)})`
        : '-',
      m(searched?.memory.peakRss ?? after?.peakRss),
      run.outOfMemory ? `yes (${run.failure})` : run.failure ? `failed: ${run.failure}` : 'no',
      search
        ? `${search.matches.toLocaleString('en-US')}: ${search.firstMs.toFixed(1)} / ${search.medianMs.toFixed(1)}`
        : '-',
    ];
  });
  const columns = [
    'products',
    'heap limit',
    'baseline: heap used / RSS',
    'with index: heap used / RSS',
    "index's share: heap / array buffers / RSS",
    'load: peak heap used / total',
    'load time',
    `after ${runs.find((run) => run.searched)?.searched?.queries ?? ''} queries: heap used / RSS (peak heap used / total)`,
    'peak RSS',
    'out of memory',
    '"cotton": matches, first / median ms',
  ];
  const save = values['no-save'] ? (table: string) => console.log(`\n${table}`) : keepResult;
  save(
    [
      `## ${new Date().toISOString()}: catalog index memory (bench/catalog-memory.ts), PostgreSQL, ${os.cpus().length} cores`,
      '',
      'One app process (the server bundle with `serverNodeArgs` and --expose-gc, API only, database open) before and',
      'after `liveCatalogIndex(db).loaded()`, and after the queries of `npm run bench` once each, read after two forced',
      'collections; peaks of the heap sampled every 100 ms between collections; RSS peak is VmHWM. MiB throughout.',
      'Array buffers (the typed arrays) are outside the V8 heap and its limit. Times are rough (shared 2-core machine).',
      '',
      ...notes.map((note) => `- ${note}`),
      '',
      `| ${columns.join(' | ')} |`,
      `|${columns.map(() => '---|').join('')}`,
      ...rows.map((cells) => `| ${cells.join(' | ')} |`),
      '',
    ].join('\n'),
  );
}

if (process.argv.includes('--child')) await child();
else await parent();
