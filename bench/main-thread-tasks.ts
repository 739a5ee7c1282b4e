/**
 * A trace estimate of Total Blocking Time, with more loads than Lighthouse can afford: each page is loaded in a fresh
 * browser context (empty cache, no service worker) at a phone's viewport, unthrottled, with DevTools tracing on, and
 * every top-level task of the page's main thread after First Contentful Paint counts as `4 × length − 50 ms` (the
 * mobile preset's 4x CPU slowdown against the 50 ms long-task line). Lighthouse's own TBT on this noisy host spreads
 * wider than most changes; this one is cheaper per load, so many loads can be interleaved between two builds.
 *
 *   npm run bench:tasks -- --url http://127.0.0.1:3101 --url http://127.0.0.1:3102 --runs 8 --paths /,/products
 *   npm run bench:tasks -- --url http://127.0.0.1:3101 --paths /product --detail   # also lists each long task
 *
 * Several `--url`s are measured in turn, load by load (A, B, A, B...), so a slow phase of the host hits all of them.
 * '/product' is the first listed product. Prints the median per page and build (with the spread of the estimate) and
 * appends the table to bench/results/<date>.md. Nothing runs in the page during the trace (no `evaluate`): it would
 * add tasks of its own.
 */
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/browser';
import { keepResult, resolvePagePath } from './shop-server';

const { values } = parseArgs({
  options: {
    url: { type: 'string', multiple: true },
    runs: { type: 'string', default: '8' },
    paths: { type: 'string', default: '/,/products' },
    settle: { type: 'string', default: '4000' },
    detail: { type: 'boolean', default: false },
  },
});

const bases = (values.url ?? []).map((u) => u.replace(/\/$/, ''));
if (!bases.length) throw new Error('give at least one --url of a running shop');
const runs = Number(values.runs);
/** How long the page is traced after its load event: the hydration steps and the parts after it run then. */
const settleMs = Number(values.settle);
const cpuSlowdown = 4;
const longTaskMs = 50;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

interface Load {
  tbtEstimateMs: number;
  longTasks: number;
  mainThreadMs: number;
  /** Each task that counts toward the estimate: its length (unthrottled ms), its start after FCP, what it ran. */
  long: { startMs: number; durMs: number; what: string }[];
}

/** The estimate from one trace: the renderer main thread that painted the page's first content. */
function estimateFromTrace(events: TraceEvent[]): Load {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('the trace has no First Contentful Paint');
  const thread = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid);
  const tasks = thread.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.dur !== undefined);
  const load: Load = { tbtEstimateMs: 0, longTasks: 0, mainThreadMs: 0, long: [] };
  for (const task of tasks) {
    const durMs = task.dur! / 1000;
    load.mainThreadMs += durMs;
    if (task.ts < fcp.ts) continue;
    const blocking = cpuSlowdown * durMs - longTaskMs;
    if (blocking <= 0) continue;
    load.tbtEstimateMs += blocking;
    load.longTasks += 1;
    load.long.push({ startMs: (task.ts - fcp.ts) / 1000, durMs, what: whatRan(task, thread) });
  }
  return load;
}

/** The scheduler's own wrappers around a task's work: looked through, not named. */
const schedulerEvents = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'BlinkScheduler_PerformMicrotaskCheckpoint',
]);

/** The longest three events directly inside a task (a script's function call, style, layout, a parse...). */
function whatRan(task: TraceEvent, thread: TraceEvent[]): string {
  const end = task.ts + task.dur!;
  const inside = thread.filter(
    (e) => e.ph === 'X' && !schedulerEvents.has(e.name) && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end,
  );
  const direct = inside.filter(
    (e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur! && o.dur! > e.dur!),
  );
  return direct
    .sort((a, b) => b.dur! - a.dur!)
    .slice(0, 3)
    .map((e) => {
      const source = e.args?.data?.url?.split('/').pop() ?? e.args?.data?.functionName;
      return `${e.name}${source ? ` ${source}` : ''} ${Math.round(e.dur! / 1000)}`;
    })
    .join(' + ');
}

async function traceLoad(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'toplevel'],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(settleMs);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return estimateFromTrace(trace.traceEvents);
  } finally {
    await context.close();
  }
}

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const round = (x: number) => Math.round(x);

async function main() {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const paths = values.paths!.split(',').map((p) => p.trim());
  const loads = new Map<string, Load[]>();
  const resolved = new Map<string, string>();
  for (const base of bases) for (const p of paths) resolved.set(`${base} ${p}`, await resolvePagePath(base, p));
  const started = new Date().toISOString().slice(11, 16);
  try {
    for (let run = 0; run < runs; run++) {
      for (const p of paths) {
        for (const base of bases) {
          const key = `${base} ${p}`;
          const load = await traceLoad(browser, `${base}${resolved.get(key)}`);
          loads.set(key, [...(loads.get(key) ?? []), load]);
          if (values.detail) {
            console.log(`${base} ${p} run ${run + 1}: ${round(load.tbtEstimateMs)} ms`);
            for (const t of load.long) console.log(`  ${round(t.durMs)} ms at +${round(t.startMs)}: ${t.what}`);
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  const ended = new Date().toISOString().slice(11, 16);
  const rows = [
    `## Main-thread tasks after FCP, ${runs} interleaved unthrottled loads a page (${started}-${ended} UTC)`,
    '',
    '| page | shop | TBT estimate, median (min-max) | long tasks a load | main-thread time |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const p of paths) {
    for (const base of bases) {
      const list = loads.get(`${base} ${p}`)!;
      const tbt = list.map((l) => l.tbtEstimateMs);
      rows.push(
        `| ${p} | ${base} | ${round(median(tbt))} ms (${round(Math.min(...tbt))}-${round(Math.max(...tbt))}) | ` +
          `${median(list.map((l) => l.longTasks))} | ${round(median(list.map((l) => l.mainThreadMs)))} ms |`,
      );
    }
  }
  keepResult(`${rows.join('\n')}\n`);
}

await main();
