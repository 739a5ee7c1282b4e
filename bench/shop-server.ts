/**
 * What every bench script shares: starting the shop it measures and keeping its figures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServerBundle, serverNodeArgs } from '../scripts/build-server';

/** Polls GET /api/health until the shop answers 200. */
export async function waitForHealth(base: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server at ${base} did not become healthy`);
}

/**
 * Starts the shop on 127.0.0.1:`port` with its data in `dataDir` (or DATABASE_URL when set), the API only unless
 * `env` says otherwise, and waits until it is healthy. node itself runs the server bundle (not npx), so that SIGTERM
 * at the end reaches the server, not a wrapper.
 */
export async function startShopServer(options: {
  port: string;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<{ base: string; server: ChildProcess }> {
  const base = `http://127.0.0.1:${options.port}`;
  // What `npm start` runs, as it runs it: the server bundled by esbuild (ADR 0037) under the same heap limit (ADR 0038),
  // so memory and speed are production's.
  const entry = await buildServerBundle(path.resolve('bench', '.server-bundle'));
  const server = spawn(process.execPath, serverNodeArgs(entry), {
    env: {
      ...process.env,
      PORT: options.port,
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
      // The API benchmarks need no pages (and no build).
      STOREFRONT: 'off',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(base, 600_000);
  return { base, server };
}

/** The command-line options of a load benchmark that say which shop it measures (shopUnderTest). */
export const shopUnderTestOptions = {
  url: { type: 'string' },
  'data-dir': { type: 'string', default: './data/bench' },
} as const;

/**
 * The shop a load benchmark measures: the one running at `url`, or one started on `port` over `dataDir`
 * (startShopServer), which the caller stops at the end.
 */
export async function shopUnderTest(options: {
  url: string | undefined;
  port: string;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<{ base: string; server?: ChildProcess }> {
  return options.url ? { base: options.url } : startShopServer(options);
}

/** A Markdown table's lines: its header of `columns`, the line under it, and `rows` (each already `| a | b |`). */
export function markdownTable(columns: readonly string[], rows: readonly string[]): string[] {
  return [`| ${columns.join(' | ')} |`, `|${columns.map(() => '---|').join('')}`, ...rows];
}

/** Prints a result table and appends it to bench/results/<today>.md. */
export function keepResult(table: string) {
  console.log(`\n${table}`);
  const dir = path.resolve('bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  fs.appendFileSync(path.join(dir, `${new Date().toISOString().slice(0, 10)}.md`), `${table}\n`);
}

/** A page path as the bench scripts take it: '/product' stands for the first listed product's page of the shop. */
export async function resolvePagePath(base: string, pagePath: string): Promise<string> {
  // The same page in Hindi (ADR 0059): /hi/product is the first listed product's Hindi page.
  if (pagePath === '/hi/product') return `/hi${await resolvePagePath(base, '/product')}`;
  if (pagePath !== '/product') return pagePath;
  const list = (await (await fetch(`${base}/api/product?limit=1`)).json()) as { data: { products: { _id: string }[] } };
  const first = list.data.products[0];
  if (!first) throw new Error('the catalog is empty');
  return `/product/${first._id}`;
}
