/**
 * Lighthouse (mobile preset: Moto G-class device, slow 4G, 4x CPU slowdown) on the
 * storefront's pages, in the system's or Playwright's Chromium (e2e/support/browser.ts).
 *
 *   npm run lighthouse                                   # builds, starts its own shop, measures
 *   npm run lighthouse -- --url http://127.0.0.1:3000    # against a running shop
 *   npm run lighthouse -- --paths /,/products,/product   # '/product' = the first listed product
 *
 * Also sums the page's first-load JavaScript (gzip). Prints a Markdown table and appends it to bench/results/<date>.md.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumExecutable } from '../e2e/support/browser';
import { waitForHealth } from './wait-for-health';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    paths: { type: 'string', default: '/,/products,/product' },
    'data-dir': { type: 'string', default: './data/lighthouse' },
    port: { type: 'string', default: '3320' },
    runs: { type: 'string', default: '1' },
  },
});

let server: ChildProcess | undefined;
let base = values.url;
if (!base) {
  base = `http://127.0.0.1:${values.port}`;
  execFileSync(process.execPath, [path.resolve('node_modules/@react-router/dev/bin.js'), 'build'], { stdio: 'inherit' });
  server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: values.port,
      HOST: '127.0.0.1',
      DATA_DIR: values['data-dir'],
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
      STOREFRONT: 'build',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(base, 600_000);
}

async function resolvePath(p: string): Promise<string> {
  if (p !== '/product') return p;
  const list = (await (await fetch(`${base}/api/product?limit=1`)).json()) as { data: { products: { _id: string }[] } };
  const first = list.data.products[0];
  if (!first) throw new Error('the catalog is empty');
  return `/product/${first._id}`;
}

/**
 * First-load JavaScript of a page: every script and module preload the server-rendered HTML
 * names, gzip-compressed (level 9 is close to what CDNs serve; the server itself sends brotli).
 */
async function firstLoadJsGzipBytes(pagePath: string): Promise<number> {
  const html = await (await fetch(`${base}${pagePath}`)).text();
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) urls.add(m[1]!);
  let total = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const rows: string[] = [];
const chrome = await chromeLauncher.launch({
  chromePath: chromiumExecutable() ?? (await import('@playwright/test')).chromium.executablePath(),
  chromeFlags: ['--headless=new', ...chromiumArgs],
});
try {
  for (const raw of values.paths.split(',')) {
    const pagePath = await resolvePath(raw.trim());
    const scores: Record<string, number[]> = {};
    let lcp = 0;
    let tbt = 0;
    const runs = Number(values.runs);
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${base}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
      });
      if (!result) throw new Error(`no Lighthouse result for ${pagePath}`);
      for (const c of categories) (scores[c] ??= []).push(Math.round((result.lhr.categories[c]?.score ?? 0) * 100));
      lcp += (result.lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / runs;
      tbt += (result.lhr.audits['total-blocking-time']?.numericValue ?? 0) / runs;
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const shown = raw.trim() === '/product' ? '/product/{first}' : pagePath;
    const js = await firstLoadJsGzipBytes(pagePath);
    rows.push(
      `| ${shown} | ${categories.map((c) => median(scores[c]!)).join(' | ')} | ${(lcp / 1000).toFixed(1)} s | ${Math.round(tbt)} ms | ${(js / 1024).toFixed(1)} kB |`,
    );
    console.log(rows.at(-1));
  }
} finally {
  await chrome.kill();
  server?.kill('SIGTERM');
}

const table = [
  `### Lighthouse ${new Date().toISOString()} (mobile preset, ${values.runs} run(s), median)`,
  '',
  `Target: ${base}`,
  '',
  '| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | First-load JS (gzip) |',
  '|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
].join('\n');
console.log(`\n${table}`);
const resultsDir = path.resolve('bench/results');
fs.mkdirSync(resultsDir, { recursive: true });
fs.appendFileSync(path.join(resultsDir, `${new Date().toISOString().slice(0, 10)}.md`), `\n${table}`);
