/**
 * `npm run security:scan` (scripts/security-scan, ADR 0026) decides pass or fail from what it reads in
 * the scanners' output; these pin that reading down without running a scanner: sqlmap's verdicts
 * (not its candidates), wapiti's levels, the narrowness of the suppressions, wapiti's start lists
 * against the route table (nested routes included), and `npm audit`'s report or its failure to answer.
 */
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routeTable from '../../app/routes';
import { applySuppressions, type Finding } from '../../scripts/security-scan/findings';
import { startTestApp } from '../helpers/app';
import { readAudit } from '../../scripts/security-scan/npm-audit';
import type { Fixtures } from '../../scripts/security-scan/fixtures';
import { markJson, parseSqlmapOutput, sqlmapArgs, sqlmapTargets } from '../../scripts/security-scan/sqlmap';
import { suppressions } from '../../scripts/security-scan/suppressions';
import { parseWapitiReport, wapitiStartPaths } from '../../scripts/security-scan/wapiti';

const id = '3242569d-a998-4b25-b6e7-a10fce23061f';
const fixtures: Fixtures = {
  shopper: {
    email: 'scan@example.test',
    password: 'x',
    userId: id,
    token: 'token',
    cookie: 'token-admin-ecom=token',
  },
  productId: id,
  secondProductId: id,
  categoryId: id,
  subCategoryId: id,
  brand: 'Amul',
  cartItemId: id,
  orderId: id,
  staff: {
    email: 'staff@example.test',
    password: 'x',
    userId: id,
    token: 'staff-token',
    cookie: 'token-admin-ecom=staff-token',
  },
  staffOrders: { placed: id, processing: id, bulk: id, inTransit: id },
  courierName: 'Delhivery',
  scanCourierId: id,
  people: { customerId: id, reviewId: id, messageId: id },
  returns: { orderId: id, lineId: id, returnId: id },
  content: { heroId: id, bannerId: id, testimonialId: id },
};

/**
 * Every URL path of the route table, children joined to their parent's path (an index route is its
 * parent's path; a layout route without a path adds nothing), without the catch-all.
 */
function routePaths(entries: RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parent}/${entry.path}` : parent;
    const here = entry.index || (entry.path && !entry.children) ? [own || '/'] : [];
    return [...here, ...routePaths(entry.children ?? [], own)];
  });
}

describe('reading sqlmap', () => {
  it('counts the injection points of its final block, with every technique of each', () => {
    const output = [
      "[10:00:01] [INFO] GET parameter 'q' appears to be 'AND boolean-based blind - WHERE or HAVING clause' injectable",
      "GET parameter 'q' is vulnerable. Do you want to keep testing the others (if any)? [y/N] N",
      'sqlmap identified the following injection point(s) with a total of 46 HTTP(s) requests:',
      '---',
      'Parameter: q (GET)',
      '    Type: boolean-based blind',
      '    Title: AND boolean-based blind - WHERE or HAVING clause',
      '    Payload: q=ear AND 1234=1234',
      '',
      '    Type: time-based blind',
      '    Title: PostgreSQL > 8.1 AND time-based blind',
      '    Payload: q=ear AND 5678=(SELECT 5678 FROM PG_SLEEP(5))',
      '',
      'Parameter: JSON email ((custom) POST)',
      '    Type: stacked queries',
      '---',
    ].join('\n');
    const result = parseSqlmapOutput(output);
    expect(result.completed).toBe(true);
    expect(result.problems).toEqual([]);
    expect(result.findings).toEqual([
      expect.objectContaining({
        severity: 'critical',
        parameter: 'GET q',
        info: 'injectable: boolean-based blind, time-based blind',
      }),
      expect.objectContaining({ severity: 'critical', parameter: '(custom) POST JSON email' }),
    ]);
  });

  it('does not count a candidate that sqlmap then drops', () => {
    const output = [
      "[18:42:32] [WARNING] heuristic (basic) test shows that (custom) POST parameter 'JSON fullName' might not be injectable",
      "[18:42:34] [INFO] (custom) POST parameter 'JSON fullName' appears to be 'AND boolean-based blind - WHERE or HAVING clause' injectable ",
      "[18:42:36] [WARNING] (custom) POST parameter 'JSON fullName' does not seem to be injectable",
      '[18:42:43] [ERROR] all tested parameters do not appear to be injectable. Try to increase values',
    ].join('\n');
    expect(parseSqlmapOutput(output)).toEqual({ findings: [], completed: true, problems: [] });
  });

  it('reports its heuristic hints with their severity', () => {
    const output = [
      "heuristic (basic) test shows that GET parameter 'search' might be injectable (possible DBMS: 'PostgreSQL')",
      "heuristic (XSS) test shows that GET parameter 'q' might be vulnerable to cross-site scripting (XSS) attacks",
      'all tested parameters do not appear to be injectable',
    ].join('\n');
    expect(parseSqlmapOutput(output).findings).toEqual([
      expect.objectContaining({
        severity: 'medium',
        parameter: 'GET search',
        info: expect.stringContaining('PostgreSQL'),
      }),
      expect.objectContaining({ severity: 'low', parameter: 'GET q' }),
    ]);
  });

  it('treats a run that did not finish as a problem, and its CRITICAL lines as the reason', () => {
    const output = '[18:38:57] [CRITICAL] page not found (404)\n[18:38:57] [WARNING] HTTP error codes detected';
    expect(parseSqlmapOutput(output)).toMatchObject({ completed: false, problems: ['page not found (404)'] });
    expect(parseSqlmapOutput('').problems).toEqual(['sqlmap did not finish its tests']);
  });

  it('marks every JSON value, strings inside their quotes', () => {
    expect(markJson('{"rating":5,"comment":"Good \\"one\\"","nested":{"price":1.5}}')).toBe(
      '{"rating":5*,"comment":"Good \\"one\\"*","nested":{"price":1.5*}}',
    );
  });

  it('sends the arguments each target needs', () => {
    const signUp = sqlmapTargets(fixtures).find((t) => t.name === 'sign up')!;
    expect(sqlmapArgs(signUp, { base: 'http://x', outDir: '/tmp/x', level: 1, risk: 1, timeoutMs: 1 })).toEqual(
      expect.arrayContaining(['--batch', '--level=1', '--risk=1', '--method=POST', '--randomize=email', '--code=201']),
    );
    // Targets whose answer is the same on every request leave the comparison to sqlmap.
    const signIn = sqlmapTargets(fixtures).find((t) => t.name === 'sign in')!;
    expect(
      sqlmapArgs(signIn, { base: 'http://x', outDir: '/tmp/x', level: 1, risk: 1, timeoutMs: 1 }).some((arg) =>
        arg.startsWith('--code='),
      ),
    ).toBe(false);
  });
});

describe('the sqlmap targets', () => {
  /** Routes with input that sqlmap does not attack, and why. */
  const notTargeted = new Map([
    ['PATCH /api/auth/update/{userId}', 'the same handler as PUT, which is a target'],
    ['POST /api/upload/uploadImage', 'a multipart image file, which sqlmap does not test'],
    // A delete takes only the record's id, checked as a UUID before any query; the first request removes the
    // record, so every later one meets 404 and sqlmap gives up on the target as incomplete.
    ['DELETE /api/admin/content/hero/{id}', 'an id checked as a UUID; the first request deletes the record'],
    ['DELETE /api/admin/content/banners/{id}', 'an id checked as a UUID; the first request deletes the record'],
    ['DELETE /api/admin/content/testimonials/{id}', 'an id checked as a UUID; the first request deletes the record'],
    // A category or sub category that holds products is never deleted (409), and an empty one is gone after the
    // first request, as above.
    ['DELETE /api/admin/categories/{id}', 'an id checked as a UUID; refused while it holds products, else gone'],
    ['DELETE /api/admin/sub-categories/{id}', 'an id checked as a UUID; refused while it holds products, else gone'],
    // The delivery deletes take only their keys, each checked before any query (a zone against the five, an id as a
    // UUID, a day as a date, a kind against the two and a PIN as six digits); the first request removes the record.
    [
      'DELETE /api/admin/delivery/zones/{zone}/couriers/{courierId}',
      'a zone and an id checked before any query; the first request removes the days',
    ],
    ['DELETE /api/admin/delivery/holidays/{day}', 'a day checked as a date; the first request removes the holiday'],
    [
      'DELETE /api/admin/delivery/pincode-rules/{kind}/{pincode}',
      'a kind and a PIN checked before any query; the first request removes the rule',
    ],
  ]);

  it('cover every input of every API route in the OpenAPI document', async () => {
    const ctx = await startTestApp();
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown }>>;
    };
    await ctx.close();
    const targets = sqlmapTargets(fixtures);
    const missing: string[] = [];
    for (const [template, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const route = `${method.toUpperCase()} ${template}`;
        const parameters = operation.parameters ?? [];
        if ((parameters.length === 0 && !operation.requestBody) || notTargeted.has(route)) continue;
        // Path ids are marked for sqlmap with a * after them.
        const pathPattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+\\*')}(\\?.*)?$`);
        const mine = targets.filter((t) => t.method === method.toUpperCase() && pathPattern.test(t.path));
        if (mine.length === 0) missing.push(route);
        for (const header of parameters.filter((p) => p.in === 'header')) {
          const marked = mine.some((t) =>
            t.headers?.some((h) => h.toLowerCase().startsWith(`${header.name.toLowerCase()}:`) && h.endsWith('*')),
          );
          if (!marked) missing.push(`${route} header ${header.name}`);
        }
        if (operation.requestBody && !mine.some((t) => t.body !== undefined)) missing.push(`${route} body`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('reading wapiti', () => {
  it("maps wapiti's levels to severities and reads vulnerabilities and anomalies alike", () => {
    const entry = (level: number, info: string) => ({ method: 'GET', path: '/', info, level, parameter: 'q' });
    const findings = parseWapitiReport(
      {
        vulnerabilities: { 'Cross Site Scripting': [entry(2, 'XSS vulnerability found')] },
        anomalies: { 'Internal Server Error': [entry(3, '500 on q')] },
        additionals: { Fingerprint: [entry(0, 'Node')] },
      },
      'guest',
    );
    expect(findings.map((f) => [f.category, f.severity])).toEqual([
      ['Cross Site Scripting', 'medium'],
      ['Internal Server Error', 'high'],
      ['Fingerprint', 'info'],
    ]);
  });

  it('reads the route table with its nested routes', () => {
    const paths = routePaths([
      { file: 'home.tsx', index: true },
      { file: 'a.tsx', path: 'a/:id' },
      {
        file: 'layout.tsx',
        path: 'admin',
        children: [
          { file: 'dash.tsx', index: true },
          { file: 'orders.tsx', path: 'orders/:id' },
          { file: 'group.tsx', children: [{ file: 'deep.tsx', path: 'deep' }] },
        ],
      },
    ]);
    expect(paths).toEqual(['/', '/a/:id', '/admin', '/admin/orders/:id', '/admin/deep']);
  });

  it('starts from every route of the shop: the storefront as a guest, the back office as staff', () => {
    // A Hindi page is its English page's module under /hi (ADR 0059): /hi itself is started from, the others are
    // reached through their English path.
    const paths = [
      ...new Set(
        routePaths(routeTable)
          .filter((p) => p !== '/*' && p !== '/hi/*')
          .map((p) => (p.startsWith('/hi/') ? p.slice('/hi'.length) : p)),
      ),
    ];
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/hi',
        '/products',
        '/language/:locale',
        '/admin',
        '/admin/orders/:id',
        '/admin/print',
      ]),
    );
    const startsOf = (session: 'guest' | 'staff') => wapitiStartPaths(fixtures, session).map((p) => p.split('?')[0]!);
    for (const pattern of paths) {
      const session = /^\/admin(\/|$)/.test(pattern) ? 'staff' : 'guest';
      const route = new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+').replaceAll('.', '\\.')}$`);
      expect(
        startsOf(session).some((start) => route.test(start)),
        `no ${session} start URL for ${pattern}`,
      ).toBe(true);
    }
  });

  it('gives the shopper and staff runs only pages of their own', () => {
    expect(wapitiStartPaths(fixtures, 'shopper').every((p) => !p.startsWith('/admin'))).toBe(true);
    expect(wapitiStartPaths(fixtures, 'staff').every((p) => /^\/admin(\/|\?|$)/.test(p))).toBe(true);
  });
});

describe('suppressions', () => {
  const finding = (overrides: Partial<Finding>): Finding => ({
    scanner: 'wapiti',
    session: 'guest',
    severity: 'low',
    category: 'HTTP Secure Headers',
    method: 'GET',
    path: '/',
    parameter: '',
    info: 'X-XSS-Protection is not set',
    ...overrides,
  });

  it('each gives its reason and matches only its own message', () => {
    for (const suppression of suppressions) {
      expect(suppression.reason.length).toBeGreaterThan(40);
      expect(suppression.matches(finding({ category: 'Cross Site Scripting', info: 'XSS vulnerability found' }))).toBe(
        false,
      );
      expect(suppression.matches(finding({ scanner: 'sqlmap' }))).toBe(false);
    }
  });

  it('counts a finding again when the check against the shop fails', async () => {
    const failing = { id: 'x', reason: 'test', matches: () => true, verify: async () => false };
    const passing = { id: 'y', reason: 'test', matches: () => true, verify: async () => true };
    expect((await applySuppressions([finding({})], [failing], 'http://x')).counted).toHaveLength(1);
    expect((await applySuppressions([finding({})], [passing], 'http://x')).suppressed).toHaveLength(1);
  });
});

describe('reading npm audit', () => {
  const report = (high: number, moderate: number) =>
    JSON.stringify({
      auditReportVersion: 2,
      vulnerabilities: {
        ...(high > 0
          ? {
              'some-lib': {
                severity: 'high',
                via: [
                  { title: 'Prototype pollution', url: 'https://github.com/advisories/GHSA-xxxx', severity: 'high' },
                ],
                fixAvailable: { name: 'some-lib', version: '2.0.1' },
              },
            }
          : {}),
        ...(moderate > 0 ? { 'uses-it': { severity: 'moderate', via: ['some-lib'], fixAvailable: true } } : {}),
      },
      metadata: { vulnerabilities: { info: 0, low: 0, moderate, high, critical: 0, total: high + moderate } },
    });

  it('fails on a high advisory and lists it first', () => {
    const reading = readAudit(report(1, 1));
    expect(reading).toMatchObject({ kind: 'report', failed: true, counts: { high: 1, moderate: 1 } });
    expect(reading.kind === 'report' && reading.lines).toEqual([
      '[high] some-lib: Prototype pollution https://github.com/advisories/GHSA-xxxx (fix: some-lib@2.0.1)',
      '[moderate] uses-it: through some-lib (fix: npm audit fix)',
    ]);
  });

  it('passes with moderate advisories only', () => {
    expect(readAudit(report(0, 2))).toMatchObject({ kind: 'report', failed: false });
  });

  it('says the check was not made when the endpoint did not answer', () => {
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    });
    expect(readAudit(refused)).toEqual({
      kind: 'unavailable',
      reason: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
    expect(readAudit('')).toMatchObject({ kind: 'unavailable' });
  });
});
