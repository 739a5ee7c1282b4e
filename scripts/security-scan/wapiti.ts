/**
 * wapiti against the storefront and the back office: it fetches the server-rendered pages of the start list below,
 * attacks every query parameter and form field on them with the modules below, and writes a JSON
 * report, read here into findings.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Finding, SessionName, Severity } from './findings';
import type { Fixtures } from './fixtures';
import { runScanner } from './run-scanner';

/**
 * The modules that fit a server-rendered React storefront on Node (`wapiti --list-modules`). Left out:
 * - ssrf and xxe: they need wapiti's public endpoint on the internet and would send it our URLs;
 * - wapp: downloads its fingerprint database from the internet;
 * - backup, buster and nikto: brute-force lists of files of PHP and Apache sites, while the shop
 *   serves its routes and a 404 page for every other path; htaccess and shellshock: Apache and CGI;
 * - brute_login_form and csrf: they work on forms that post natively; the storefront's forms are
 *   scripts that send JSON to the API (ADR 0026), whose every field is a sqlmap target;
 * - blindsql: its 218 time-based payloads per parameter made it the slowest module on the pages (it
 *   reached its time limit), a loaded machine makes its timing unreliable, and the page loaders hand
 *   their parameters through the same schemas to the same domain functions as the API, where sqlmap
 *   runs time-based blind tests on every parameter.
 */
export const wapitiModules = [
  'sql',
  'xss',
  'permanentxss',
  'exec',
  'file',
  'redirect',
  'crlf',
  'csp',
  'http_headers',
  'cookieflags',
  'methods',
];

/**
 * Parameters wapiti finds but does not attack (its --skip): the home page's contact form, which its
 * script sends as JSON to /api/contact-us. Without a script it would send them to the home page, whose
 * loader never reads them, so attacking them there only renders the home page hundreds of times; the
 * API side of each field is a sqlmap target.
 */
export const skippedParameters = ['name', 'email', 'mobile', 'comment'];

/**
 * The pages wapiti starts from and keeps to (--scope page: it follows no link to other paths). For the
 * guest, every storefront route of app/routes.ts with the query parameters its loader reads; for the
 * shopper, the pages whose answer depends on who is signed in; for staff, every back-office route
 * (under /admin, each with real ids). test/security-scan checks that no route is missing. Crawling
 * instead found the same routes plus dozens of product pages, built files and images (one template,
 * nothing to attack) and took longer than all the attacks together.
 */
export function wapitiStartPaths(f: Fixtures, session: SessionName): string[] {
  if (session === 'staff') {
    const { placed, inTransit } = f.staffOrders;
    // The lists' filters as their GET forms send them: the text that reaches the database (the search,
    // the audit log's record type, id and action). wapiti does not attack those forms from the page
    // itself, so the start URLs carry them. The statuses, views, days, staff member and page numbers
    // fail the same schemas as the API's before any query. The print page reads its kind and orders
    // only from the URL.
    return [
      '/admin',
      '/admin/orders?q=Scan',
      `/admin/orders/${placed}`,
      `/admin/orders/${inTransit}`,
      '/admin/returns?q=Scan',
      '/admin/confirmations',
      `/admin/cash?${new URLSearchParams({ courier: f.courierName, days: '90' })}`,
      '/admin/couriers',
      '/admin/stock?q=cotton',
      `/admin/stock/${f.productId}`,
      `/admin/audit?${new URLSearchParams({ entityType: 'order', entityId: inTransit, action: 'order.move' })}`,
      `/admin/orders/${inTransit}/invoice`,
      `/admin/returns/${f.returns.returnId}/credit-note`,
      `/admin/orders/${inTransit}/packing-slip`,
      `/admin/print?kind=invoice&ids=${inTransit}`,
      '/admin/customers?q=Scan',
      `/admin/customers/${f.people.customerId}`,
      `/admin/reviews?${new URLSearchParams({ rating: '5', productId: f.productId, withPhotos: 'false', hidden: 'false' })}`,
      '/admin/messages?status=all',
      `/admin/products?${new URLSearchParams({ q: 'kurta', brand: f.brand })}`,
      '/admin/products/new',
      '/admin/products/import',
      `/admin/products/${f.productId}`,
      '/admin/content',
      '/admin/categories',
      // Both PIN lists' searches reach the database.
      `/admin/delivery?${new URLSearchParams({ codQ: 'Pune', offQ: '744' })}`,
    ];
  }
  // Text that reaches the database (search, brand) and a choice from a list (sort). The ids and
  // numbers (category, prices, page) fail the same schema as the API's before any query; each
  // parameter here costs about 300 renders of the heaviest page.
  const filters = new URLSearchParams({ search: 'cotton', brand: f.brand, sort: 'newest' });
  const signedIn = [
    '/',
    `/product/${f.productId}`,
    '/login?redirectTo=%2Fcheckout&mode=signup',
    '/checkout',
    '/orders?page=1',
    `/order/${f.orderId}`,
    '/profile',
    '/wishlist',
    '/alerts',
  ];
  if (session === 'shopper') return signedIn;
  return [
    ...signedIn,
    '/products',
    `/products?${filters}`,
    `/reset-password/${'a'.repeat(43)}`,
    // An alert mail's links (ADR 0056): the pages only show a button; the tokens reach the API when it is pressed.
    `/alerts/unsubscribe?t=${'a'.repeat(43)}`,
    `/alerts/confirm/${'a'.repeat(43)}`,
    '/about',
    '/contact',
    '/privacy-policy',
    '/terms-conditions',
    '/refund-policy',
    '/delete-account',
    '/no-such-page',
    '/sitemap.xml',
    '/sitemaps/pages.xml',
    '/sitemaps/products-1.xml',
    '/robots.txt',
    // Hindi (ADR 0059): the same page modules under /hi, so one page and a filtered list stand for them, with the
    // language layout's own choice (cookie, Accept-Language) and the switch.
    '/hi',
    `/hi/products?${filters}`,
    '/language/hi?to=%2Fproducts',
  ];
}

export interface WapitiRunOptions {
  base: string;
  session: SessionName;
  /** `Cookie` header value for the signed-in runs (shopper, staff). */
  cookie?: string;
  startPaths: string[];
  runDir: string;
  /** Bounds on the crawl and on each attack module (wapiti's --max-scan-time, --max-attack-time). */
  maxCrawlSeconds: number;
  maxAttackSeconds: number;
  timeoutMs: number;
}

export function wapitiArgs(options: WapitiRunOptions, reportFile: string): string[] {
  const { base } = options;
  const args = [
    '-u',
    `${base}/`,
    '--scope',
    'page',
    '-m',
    wapitiModules.join(','),
    '-f',
    'json',
    '-o',
    reportFile,
    '--flush-session',
    '--store-session',
    path.join(options.runDir, `wapiti-${options.session}-session`),
    '--store-config',
    path.join(options.runDir, `wapiti-${options.session}-config`),
    '--no-bugreport',
    '-v',
    '1',
    '-t',
    '30',
    '--max-scan-time',
    String(options.maxCrawlSeconds),
    '--max-attack-time',
    String(options.maxAttackSeconds),
    // Debian's wapiti asks for brotli but lacks the package that decodes it (python3-brotli); the
    // shop would answer in brotli and wapiti would see empty pages and crawl nothing.
    '-H',
    'Accept-Encoding: gzip, deflate',
  ];
  if (options.cookie) args.push('-H', `Cookie: ${options.cookie}`);
  for (const start of options.startPaths) args.push('-s', `${base}${start}`);
  for (const name of skippedParameters) args.push('--skip', name);
  return args;
}

interface ReportEntry {
  method: string;
  path: string;
  info: string;
  level: number | string;
  parameter: string;
}

interface WapitiReport {
  vulnerabilities: Record<string, ReportEntry[]>;
  anomalies: Record<string, ReportEntry[]>;
  additionals: Record<string, ReportEntry[]>;
}

/** wapiti's levels (wapitiCore/language/vulnerability.py): 4 critical, 3 high, 2 medium, 1 low, 0 info. */
const levelNames: Record<string, Severity> = { '4': 'critical', '3': 'high', '2': 'medium', '1': 'low', '0': 'info' };

export function parseWapitiReport(report: WapitiReport, session: SessionName): Finding[] {
  const findings: Finding[] = [];
  for (const group of [report.vulnerabilities, report.anomalies, report.additionals]) {
    for (const [category, entries] of Object.entries(group ?? {})) {
      for (const entry of entries) {
        findings.push({
          scanner: 'wapiti',
          session,
          severity: levelNames[String(entry.level)] ?? 'high',
          category,
          method: entry.method,
          path: entry.path,
          parameter: entry.parameter ?? '',
          info: entry.info,
        });
      }
    }
  }
  return findings;
}

export interface WapitiRun {
  findings: Finding[];
  /** Why the run cannot be trusted (no report, stopped by the time limit, crawled nothing). */
  problems: string[];
  urlsFound: number;
  output: string;
  durationMs: number;
}

export async function runWapiti(options: WapitiRunOptions): Promise<WapitiRun> {
  const started = Date.now();
  const reportFile = path.join(options.runDir, `wapiti-${options.session}.json`);
  // When each module started, for the time each one takes (printed at the end of wapiti's log).
  const moduleStarts: [string, number][] = [['crawl', Date.now()]];
  const { output, timedOut } = await runScanner('wapiti', wapitiArgs(options, reportFile), {
    cwd: options.runDir,
    timeoutMs: options.timeoutMs,
    onOutput: (text) => {
      for (const match of text.matchAll(/Launching module (\w+)/g)) moduleStarts.push([match[1] ?? '?', Date.now()]);
    },
  });
  const moduleTimes = moduleStarts.map(
    ([name, at], i) => `${name} ${Math.round(((moduleStarts[i + 1]?.[1] ?? Date.now()) - at) / 1000)} s`,
  );
  fs.writeFileSync(
    path.join(options.runDir, `wapiti-${options.session}.log`),
    `${output}\n\ntime per step: ${moduleTimes.join(', ')}\n`,
  );

  const problems: string[] = [];
  if (timedOut) problems.push(`stopped after ${options.timeoutMs / 1000} s`);
  const urlsFound = Number(/Wapiti found (\d+) URLs and forms/.exec(output)?.[1] ?? 0);
  if (urlsFound < options.startPaths.length) problems.push(`crawled only ${urlsFound} URLs and forms`);
  for (const line of output.split('\n')) {
    if (/Max (scan|attack) time was reached/.test(line)) problems.push(line.trim());
  }
  let findings: Finding[] = [];
  if (fs.existsSync(reportFile)) {
    findings = parseWapitiReport(JSON.parse(fs.readFileSync(reportFile, 'utf8')) as WapitiReport, options.session);
  } else {
    problems.push('wrote no report');
  }
  return { findings, problems, urlsFound, output, durationMs: Date.now() - started };
}
