/**
 * `npm run security:scan`: starts a seeded shop with a staff account, signs a shopper and the staff
 * member in, runs sqlmap against the API and wapiti against the pages (signed out, as the shopper and,
 * for the back office, as staff), prints a summary and exits
 * non-zero on any finding of medium severity or above, any 5xx answer, or a scanner run that did not
 * finish. ADR 0026 has the choices; README.md in this folder has the how-to.
 *
 *   npm run security:scan
 *   npm run security:scan -- --only sqlmap      # or wapiti
 *   npm run security:scan -- --level 2 --risk 2 # sqlmap's, for a deeper (much longer) run
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { applySuppressions, type Finding, type SessionName } from './findings';
import { newStaffAccount, prepareFixtures } from './fixtures';
import { startShop } from './shop';
import { runSqlmap, sqlmapTargets } from './sqlmap';
import { summarize, type PhaseResult } from './summary';
import { suppressions } from './suppressions';
import { runWapiti, wapitiStartPaths } from './wapiti';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    level: { type: 'string', default: '1' },
    risk: { type: 'string', default: '1' },
  },
});
const only = values.only;
if (only !== undefined && only !== 'sqlmap' && only !== 'wapiti') {
  console.error('--only takes sqlmap or wapiti');
  process.exit(2);
}
const level = Number(values.level);
const risk = Number(values.risk);
if (![1, 2, 3, 4, 5].includes(level) || ![1, 2, 3].includes(risk)) {
  console.error("--level takes 1 to 5 and --risk 1 to 3 (sqlmap's)");
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '../..');
process.chdir(root);

/** Scanners answer the rate limits of rule:rate-limits with 429 and learn nothing; see README. */
const rateLimitMultiplier = 1000;

function requireTool(name: string) {
  const found = spawnSync(name, ['--version'], { encoding: 'utf8' });
  if (found.error || found.status !== 0) {
    console.error(`${name} is not installed. On Debian or Ubuntu: sudo apt-get install -y sqlmap wapiti`);
    process.exit(2);
  }
  return `${name} ${/\d+\.\d+(\.\d+)?/.exec(found.stdout)?.[0] ?? '(version unknown)'}`;
}

const started = Date.now();
const versions = [
  only !== 'wapiti' ? requireTool('sqlmap') : '',
  only !== 'sqlmap' ? requireTool('wapiti') : '',
].filter(Boolean);
console.log(`security scan with ${versions.join(' and ')}`);

const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-if-stale.ts'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-security-scan-'));
fs.mkdirSync(path.join(runDir, 'sqlmap'));
console.log(`run folder (server log, scanner logs and reports): ${runDir}`);
const staffAccount = newStaffAccount();
const shop = await startShop({
  runDir,
  // BUILD_DIR: a build made already (CI passes the end-to-end run's, so the scan does not build the same code again);
  // build-if-stale above checked it against the sources.
  buildDir: path.resolve(process.env.BUILD_DIR ?? 'build'),
  rateLimitMultiplier,
  startTimeoutMs: 300_000,
  staff: staffAccount,
});
console.log(`shop ready at ${shop.base} (${Math.round((Date.now() - started) / 1000)} s)`);

const phases: PhaseResult[] = [];
let verdictFailed = true;
try {
  const fixtures = await prepareFixtures(shop.base, staffAccount);
  console.log(`signed in as ${fixtures.shopper.email} (shopper) and ${fixtures.staff.email} (staff)`);
  const sessions: SessionName[] = ['guest', 'shopper', 'staff'];
  const cookies: Record<SessionName, string | undefined> = {
    guest: undefined,
    shopper: fixtures.shopper.cookie,
    staff: fixtures.staff.cookie,
  };

  if (only !== 'wapiti') {
    const targets = sqlmapTargets(fixtures);
    for (const session of sessions) {
      const phaseStart = Date.now();
      const mark = shop.log.mark();
      const findings: Finding[] = [];
      const problems: string[] = [];
      const mine = targets.filter((t) => t.session === session);
      for (const [index, target] of mine.entries()) {
        const targetMark = shop.log.mark();
        const run = await runSqlmap(target, {
          base: shop.base,
          outDir: path.join(runDir, 'sqlmap', `${session}-${String(index + 1).padStart(2, '0')}`),
          level,
          risk,
          timeoutMs: 300_000,
        });
        fs.writeFileSync(
          path.join(runDir, 'sqlmap', `${session}-${String(index + 1).padStart(2, '0')}.log`),
          run.output,
        );
        const where = { session, method: target.method, path: target.path.replaceAll('*', '') };
        findings.push(...run.findings.map((f) => ({ ...f, ...where })));
        if (run.problems.length > 0) problems.push(`${target.name}: ${run.problems.join('; ')}`);
        const requests = shop.log.since(targetMark).length;
        const found = run.findings.length === 0 ? 'nothing found' : `${run.findings.length} finding(s)`;
        console.log(
          `sqlmap ${session.padEnd(7)} ${target.name.padEnd(18)} ${String(requests).padStart(5)} requests ${String(Math.round(run.durationMs / 1000)).padStart(4)} s  ${found}`,
        );
      }
      phases.push({
        scanner: 'sqlmap',
        session,
        targets: mine.length,
        requests: shop.log.since(mark),
        findings,
        problems,
        durationMs: Date.now() - phaseStart,
      });
    }
  }

  if (only !== 'sqlmap') {
    for (const session of sessions) {
      const mark = shop.log.mark();
      const pages = session === 'staff' ? "the back office's" : "the storefront's";
      console.log(`wapiti ${session}: fetching and attacking ${pages} pages...`);
      const run = await runWapiti({
        base: shop.base,
        session,
        cookie: cookies[session],
        startPaths: wapitiStartPaths(fixtures, session),
        runDir,
        maxCrawlSeconds: 120,
        // A bound, not a wait: the back office's pages grew (categories, CSV import), and on a busy 2-core machine
        // the staff run's xss module has needed more than 120 s; a module cut short counts as a failed scan.
        maxAttackSeconds: 300,
        timeoutMs: 900_000,
      });
      const requests = shop.log.since(mark);
      console.log(
        `wapiti ${session.padEnd(7)} ${run.urlsFound} URLs and forms, ${requests.length} requests, ${Math.round(run.durationMs / 1000)} s, ${run.findings.length} finding(s)`,
      );
      phases.push({
        scanner: 'wapiti',
        session,
        targets: run.urlsFound,
        requests,
        findings: run.findings,
        problems: run.problems,
        durationMs: run.durationMs,
      });
    }
  }

  // Suppressions that check the shop need it running, so this comes before the shop stops.
  const sorted = await applySuppressions(
    phases.flatMap((p) => p.findings),
    suppressions,
    shop.base,
  );
  const verdict = summarize(phases, sorted, shop.log.requests, Date.now() - started);
  console.log(verdict.text);
  verdictFailed = verdict.failed;
} finally {
  await shop.stop();
  // The database and generated images are large and of no use after the run; logs and reports stay.
  fs.rmSync(path.join(runDir, 'data'), { recursive: true, force: true });
  console.log(`logs and reports: ${runDir}`);
}
process.exit(verdictFailed ? 1 : 0);
