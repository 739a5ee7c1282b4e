/**
 * `npm run test:counts`: how much the test suites check, to compare a change to the suites before and after
 * (docs/testing.md). Prints, per Vitest project, the tests that ran and the assertions they made (expect calls
 * counted at run time by test/helpers/count-assertions.ts), and, per Playwright project, the tests it lists, with the
 * assertion sites (`expect(`, `expect.poll(`) written in the specs.
 *
 *   npm run test:counts                        runs Vitest once with counting on (TEST_DATABASE_URL adds postgres)
 *   npm run test:counts -- --from FILE.jsonl   reads a counting file written earlier instead of running Vitest
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

interface CountedTest {
  project: string;
  file: string;
  test: string;
  assertions: number;
}

const { values } = parseArgs({ options: { from: { type: 'string' } } });

function runVitestCounting(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'test-counts-')), 'assertions.jsonl');
  execFileSync('npx', ['vitest', 'run'], { stdio: 'inherit', env: { ...process.env, COUNT_ASSERTIONS_FILE: file } });
  return file;
}

const countsFile = values.from ?? runVitestCounting();
const counted: CountedTest[] = fs
  .readFileSync(countsFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as CountedTest);

const byProject = new Map<string, { tests: number; assertions: number; files: Set<string> }>();
for (const row of counted) {
  const entry = byProject.get(row.project) ?? { tests: 0, assertions: 0, files: new Set<string>() };
  entry.tests += 1;
  entry.assertions += row.assertions;
  entry.files.add(row.file);
  byProject.set(row.project, entry);
}
const distinct = new Set(counted.map((row) => `${row.file}\u0000${row.test}`));

console.log('\nVitest (what ran)\n');
console.log('| project | files | tests | assertions |');
console.log('| --- | ---: | ---: | ---: |');
for (const [project, entry] of [...byProject].sort()) {
  console.log(`| ${project} | ${entry.files.size} | ${entry.tests} | ${entry.assertions} |`);
}
const total = { tests: 0, assertions: 0 };
for (const entry of byProject.values()) {
  total.tests += entry.tests;
  total.assertions += entry.assertions;
}
console.log(`| all | | ${total.tests} | ${total.assertions} |`);
console.log(`\nDistinct Vitest tests (file and title): ${distinct.size}`);

// Playwright: the tests each project runs, as the runner lists them (no browser is started).
const listing = JSON.parse(
  execFileSync('npx', ['playwright', 'test', '--list', '--reporter=json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, CI: 'true' },
  }),
) as { suites: PlaywrightSuite[] };
interface PlaywrightSuite {
  title: string;
  file: string;
  specs?: { title: string; tests: { projectName: string }[] }[];
  suites?: PlaywrightSuite[];
}
const perProject = new Map<string, number>();
const distinctSpecs = new Set<string>();
const specFiles = new Set<string>();
function walk(suite: PlaywrightSuite, titles: string[]) {
  for (const spec of suite.specs ?? []) {
    distinctSpecs.add(`${suite.file}\u0000${[...titles, spec.title].join(' > ')}`);
    specFiles.add(suite.file);
    for (const test of spec.tests) perProject.set(test.projectName, (perProject.get(test.projectName) ?? 0) + 1);
  }
  for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
}
for (const suite of listing.suites) walk(suite, []);

const assertionSites = [...specFiles].reduce((sum, file) => {
  const text = fs.readFileSync(path.join('e2e', file), 'utf8');
  return sum + (text.match(/\bexpect(\.poll|\.soft)?\(/g)?.length ?? 0);
}, 0);

console.log('\nPlaywright (what is listed)\n');
console.log('| project | tests |');
console.log('| --- | ---: |');
for (const [project, tests] of [...perProject].sort()) console.log(`| ${project} | ${tests} |`);
console.log(`| all | ${[...perProject.values()].reduce((a, b) => a + b, 0)} |`);
console.log(`\nDistinct Playwright tests: ${distinctSpecs.size}; assertion sites in the specs: ${assertionSites}`);
