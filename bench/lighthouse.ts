/**
 * Lighthouse (mobile preset: Moto G-class device, slow 4G, 4x CPU slowdown) on the
 * storefront's pages, in the system's or Playwright's Chromium (e2e/support/browser.ts).
 *
 *   npm run lighthouse                                   # builds, starts its own shop, measures
 *   npm run lighthouse -- --url http://127.0.0.1:3000    # against a running shop
 *   npm run lighthouse -- --paths /,/products,/product   # '/product' = the first listed product ('/hi/product' in Hindi)
 *   npm run lighthouse -- --paths /login,/checkout --shopper   # signed in, with a filled cart
 *   npm run lighthouse -- --runs 5                       # each figure the median of 5 runs, with the spread
 *   npm run lighthouse -- --reports .prof/lh             # also keep each run's full report (JSON) there
 *   npm run lighthouse -- --no-floor                     # without the floor page's rows (bench/lighthouse-floor.ts)
 *   npm run lighthouse -- --cli                          # each run is the Lighthouse CLI's own default mobile run
 *   npm run lighthouse -- --url A --url B --runs 5       # two shops, measured in turn (A, B, A, B ...) page by page
 *
 * --cli runs `lighthouse URL --only-categories=performance` itself, one process and one fresh Chromium a run (with
 * CHROME_PATH and the flags this machine needs), exactly as a person would type it; without it the runs share one
 * Chromium through Lighthouse's Node API and also score accessibility, best practices and SEO. Several --url give
 * interleaved runs: each page's runs alternate between the shops, so a slow phase of the host falls on all of them.
 *
 * --shopper registers a fresh shopper through the measured shop's API, puts two in-stock
 * products in its cart (bench/shopper-session.ts) and has Lighthouse send the session cookie,
 * so signed-in pages are measured as the shopper sees them; guest-only pages (/login, which
 * sends a signed-in shopper to /) stay guest. A page that ends elsewhere than asked
 * (/checkout sending a guest to /login) is shown as "asked → final" in the table.
 *
 * Also sums the page's first-load JavaScript (gzip). Prints a Markdown table and appends it to bench/results/<date>.md.
 */
import { execFile, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { chromiumArgs, chromiumExecutable } from '../e2e/support/browser';
import { preloadsAfterFirstPaint } from '../e2e/support/page-marks';
import { startFloorPage, type FloorPageServer } from './lighthouse-floor';
import { createShopperSession, type ShopperSession } from './shopper-session';
import { keepResult, resolvePagePath, startShopServer } from './shop-server';

const { values } = parseArgs({
  options: {
    url: { type: 'string', multiple: true },
    paths: { type: 'string', default: '/,/products,/product' },
    'data-dir': { type: 'string', default: './data/lighthouse' },
    port: { type: 'string', default: '3320' },
    runs: { type: 'string', default: '1' },
    shopper: { type: 'boolean', default: false },
    reports: { type: 'string' },
    floor: { type: 'boolean', default: true },
    cli: { type: 'boolean', default: false },
  },
  allowNegative: true,
});

let server: ChildProcess | undefined;
let bases = values.url ?? [];
if (bases.length === 0) {
  execFileSync(process.execPath, [path.resolve('node_modules/@react-router/dev/bin.js'), 'build'], {
    stdio: 'inherit',
  });
  const started = await startShopServer({
    port: values.port,
    dataDir: values['data-dir'],
    env: { NODE_ENV: 'production', STOREFRONT: 'build' },
  });
  server = started.server;
  bases = [started.base];
}

/** With --shopper, one signed-in shopper per measured shop. */
const shoppers = new Map<string, ShopperSession>();
if (values.shopper) {
  try {
    for (const base of bases) shoppers.set(base, await createShopperSession(base));
  } catch (err) {
    server?.kill('SIGTERM');
    throw err;
  }
  for (const [base, shopper] of shoppers)
    console.log(`${base}: signed in as ${shopper.email}, cart: ${shopper.cartTitles.join('; ')}`);
}

/**
 * The headers a page is measured with: with --shopper, the session cookie, unless the page
 * sends a signed-in shopper elsewhere (/login goes to /): a guest-only page is measured as the
 * guest it is for. A page that redirects either way shows its final address in the table.
 */
async function headersFor(base: string, pagePath: string): Promise<Record<string, string>> {
  const shopper = shoppers.get(base);
  if (!shopper) return {};
  const signedIn = { Cookie: shopper.cookie };
  const res = await fetch(`${base}${pagePath}`, { headers: signedIn, redirect: 'manual' });
  await res.body?.cancel();
  return res.status >= 300 && res.status < 400 ? {} : signedIn;
}

/**
 * First-load JavaScript of a page: every script and module preload the server-rendered HTML
 * names, gzip-compressed (level 9 is close to what CDNs serve; the server itself sends brotli).
 */
async function firstLoadJsGzipBytes(base: string, pagePath: string, headers: Record<string, string>): Promise<number> {
  const html = await pageHtml(base, pagePath, headers);
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload(?:-after-paint)?"[^>]+href="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) urls.add(m[1]!);
  // Held until the first paint (app/lib/scripts-after-first-paint.server.ts): listed in the inline script's call.
  for (const href of preloadsAfterFirstPaint(html)) urls.add(href);
  if (urls.size === 0) throw new Error(`${pagePath}: the page names no script`);
  let total = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, base), { headers })).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

/**
 * The page's HTML. Right after a batch of Lighthouse runs the server may refuse for a moment (a 429 from the
 * rate limits, say; one run measured a page's scripts as 0 kB): a refusal is waited out and asked again, a few
 * times, and never counted as a page with no JavaScript.
 */
async function pageHtml(base: string, pagePath: string, headers: Record<string, string>): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${base}${pagePath}`, { headers });
    if (res.ok) return res.text();
    await res.body?.cancel();
    if (attempt === 5) throw new Error(`${pagePath}: the server answered ${res.status}`);
    await new Promise((wait) => setTimeout(wait, attempt * 2_000));
  }
}

/** The middle run's figure (of an even count, the lower middle one). */
function median(xs: number[]): number {
  return [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
}

/** The CLI run the issue names scores performance alone; the Node API runs score the other categories too. */
const categories = values.cli
  ? (['performance'] as const)
  : (['performance', 'accessibility', 'best-practices', 'seo'] as const);

/** Each run's figures of one page. */
interface Runs {
  scores: Record<string, number[]>;
  lcps: number[];
  tbts: number[];
  clss: number[];
  /** Lighthouse's main-thread work of the load (all tasks, short ones too), at the preset's CPU slowdown. */
  mainThread: number[];
  /** Lighthouse's own measure of the host's CPU speed during the run (higher is faster). */
  benchmarkIndexes: number[];
  /** Where the last run ended (path and query), when a redirect took it elsewhere than asked. */
  finalPath: string;
}

function emptyRuns(): Runs {
  return { scores: {}, lcps: [], tbts: [], clss: [], mainThread: [], benchmarkIndexes: [], finalPath: '' };
}

const execFileAsync = promisify(execFile);
const chromePath = chromiumExecutable() ?? (await import('@playwright/test')).chromium.executablePath();

/**
 * One run of the Lighthouse CLI as a person types it (`lighthouse URL --only-categories=performance`, its default
 * mobile settings), in a fresh Chromium of its own, with the report written to stdout as JSON.
 */
async function cliRun(url: string, headers: Record<string, string>): Promise<RunnerResult['lhr']> {
  // The report goes to a file: written to a pipe, a report of a few hundred kB was sometimes cut short at exit.
  const reportDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  const reportFile = path.join(reportDir, 'report.json');
  const args = [
    path.resolve('node_modules/lighthouse/cli/index.js'),
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${reportFile}`,
    '--quiet',
    `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
    ...(headers.Cookie ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
  ];
  try {
    await execFileAsync(process.execPath, args, { env: { ...process.env, CHROME_PATH: chromePath } });
  } catch (err) {
    // A run Lighthouse could not finish exits 1 with its report (and its runtimeError) written all the same.
    if (!existsSync(reportFile)) throw err;
  }
  try {
    return JSON.parse(readFileSync(reportFile, 'utf8')) as RunnerResult['lhr'];
  } finally {
    rmSync(reportDir, { recursive: true, force: true });
  }
}

/** One Lighthouse run of one address, added to `runs`; its report kept under --reports as `<name>-<run>.json`. */
async function runOnce(url: string, headers: Record<string, string>, name: string, runs: Runs): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    let lhr: RunnerResult['lhr'];
    if (values.cli) {
      lhr = await cliRun(url, headers);
    } else {
      const result = await lighthouse(url, {
        port: chrome!.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
        ...(headers.Cookie ? { extraHeaders: headers } : {}),
      });
      if (!result) throw new Error(`no Lighthouse result for ${url}`);
      lhr = result.lhr;
    }
    if (values.reports) {
      mkdirSync(values.reports, { recursive: true });
      writeFileSync(path.join(values.reports, `${name}-${runs.lcps.length + 1}.json`), JSON.stringify(lhr));
    }
    // A run Lighthouse could not finish (a trace with no paint, a page that hung) has no scores: it is run
    // again rather than counted as a zero, a few times.
    if (lhr.runtimeError) {
      console.warn(`${url}: a run failed (${lhr.runtimeError.code}), trying again`);
      if (attempt >= 3) throw new Error(`${url}: ${attempt} runs in a row failed`);
      continue;
    }
    const final = new URL(lhr.finalDisplayedUrl);
    runs.finalPath = final.pathname + final.search;
    for (const c of categories) (runs.scores[c] ??= []).push(Math.round((lhr.categories[c]?.score ?? 0) * 100));
    runs.lcps.push(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
    runs.tbts.push(lhr.audits['total-blocking-time']?.numericValue ?? 0);
    runs.clss.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0);
    runs.mainThread.push(lhr.audits['mainthread-work-breakdown']?.numericValue ?? 0);
    runs.benchmarkIndexes.push(lhr.environment.benchmarkIndex);
    return;
  }
}

/** `--runs` runs of one address (the floor page). */
async function runLighthouse(url: string, headers: Record<string, string>, name: string): Promise<Runs> {
  const runs = emptyRuns();
  for (let i = 0; i < Number(values.runs); i++) await runOnce(url, headers, name, runs);
  return runs;
}

/** One row of the table: each figure the median of its own runs, the spread the lowest and highest run. */
function tableRow(shown: string, runs: Runs, jsBytes: number): string {
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  const { scores, lcps, tbts, clss, mainThread, benchmarkIndexes } = runs;
  const cells = [
    shown,
    ...(['performance', 'accessibility', 'best-practices', 'seo'] as const).map((c) =>
      scores[c] ? median(scores[c]) : '-',
    ),
    `${seconds(median(lcps))} s`,
    `${Math.round(median(tbts))} ms`,
    median(clss).toFixed(3),
    `${(jsBytes / 1024).toFixed(1)} kB`,
    `${Math.min(...scores.performance!)}-${Math.max(...scores.performance!)}`,
    `${seconds(Math.min(...lcps))}-${seconds(Math.max(...lcps))} s`,
    `${Math.round(Math.min(...tbts))}-${Math.round(Math.max(...tbts))} ms`,
    `${seconds(median(mainThread))} s`,
    `${Math.round(median(benchmarkIndexes))} (${Math.round(Math.min(...benchmarkIndexes))}-${Math.round(Math.max(...benchmarkIndexes))})`,
  ];
  return `| ${cells.join(' | ')} |`;
}

const rows: string[] = [];
const chrome = values.cli
  ? undefined
  : await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromiumArgs] });
let floor: FloorPageServer | undefined;
/** The floor page, measured like the shop's pages, first and last in the batch: the host's drift shows between the two. */
async function measureFloor(when: string): Promise<void> {
  if (!floor) return;
  const runs = await runLighthouse(floor.url, {}, `floor-${when}`);
  rows.push(tableRow(`floor page (${when})`, runs, floor.scriptGzipBytes));
  console.log(rows.at(-1));
}
try {
  if (values.floor) floor = await startFloorPage();
  await measureFloor('first');
  for (const raw of values.paths.split(',')) {
    // Each shop's page, its headers and its runs; the runs alternate between the shops.
    const targets = await Promise.all(
      bases.map(async (base) => {
        const pagePath = await resolvePagePath(base, raw.trim());
        return { base, pagePath, headers: await headersFor(base, pagePath), runs: emptyRuns() };
      }),
    );
    const name = raw.trim().replace(/\W+/g, '_') || 'home';
    for (let i = 0; i < Number(values.runs); i++) {
      for (const [t, target] of targets.entries()) {
        await runOnce(
          `${target.base}${target.pagePath}`,
          target.headers,
          bases.length > 1 ? `${name}-${t + 1}` : name,
          target.runs,
        );
      }
    }
    for (const { base, pagePath, headers, runs } of targets) {
      const asked = raw.trim() === '/product' ? '/product/{first}' : pagePath;
      // A redirect (a guest sent from /checkout to /login) means another page was scored.
      const where = runs.finalPath === pagePath ? asked : `${asked} → ${runs.finalPath}`;
      const who = shoppers.size ? ` (${headers.Cookie ? 'signed in' : 'guest'})` : '';
      const shop = bases.length > 1 ? ` [${base}]` : '';
      rows.push(tableRow(`${where}${who}${shop}`, runs, await firstLoadJsGzipBytes(base, pagePath, headers)));
      console.log(rows.at(-1));
    }
  }
  await measureFloor('last');
} finally {
  await chrome?.kill();
  await floor?.close();
  server?.kill('SIGTERM');
}

const table = [
  `### Lighthouse ${new Date().toISOString()} (${values.cli ? "the CLI's default mobile run, `lighthouse URL --only-categories=performance`" : 'mobile preset, Node API'}, ${values.runs} run(s): medians, and the spread from lowest to highest run)`,
  '',
  `Target${bases.length > 1 ? 's, measured in turn' : ''}: ${bases.join(', ')}`,
  ...(shoppers.size
    ? [
        '',
        `--shopper: pages marked signed in were measured as a fresh shopper with ${[...shoppers.values()][0]!.cartTitles.length} products in the cart.`,
      ]
    : []),
  '',
  // The 4x CPU slowdown of the mobile preset multiplies this host's own speed: a host that is half as fast (a busy
  // neighbour on a shared VM) shows twice the blocking time. Lighthouse's benchmark index says how fast it was.
  "Host CPU: Lighthouse's benchmark index per run, median (lowest-highest); higher is faster. Main-thread work: Lighthouse's total of the load's main-thread tasks at the preset's slowdown, median.",
  ...(floor
    ? [
        '',
        'Floor page: a grid of 24 cards, server-rendered and hydrated by React alone (bench/floor-page), measured with the same settings first and last: what this host charges a page that does almost nothing (ADR 0045). TBT counts only the part of each task beyond 50 ms, so compare the main-thread work too: the host slows every task, short ones included.',
      ]
    : []),
  '',
  '| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | First-load JS (gzip) | Performance spread | LCP spread | TBT spread | Main-thread work | Host CPU |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
].join('\n');
keepResult(`\n${table}`);
