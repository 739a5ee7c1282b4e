/**
 * Citations resolve inside the repository (docs/product-rules.md): a comment, test title or doc
 * cites a product rule as `rule:<name>` and an architecture decision record as `ADR 0012`. This
 * reads every tracked (and new, not ignored) file and checks that each cited rule and ADR exists,
 * that no file still cites a document outside the repository, and that no rule is left uncited.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const rulesFile = 'docs/product-rules.md';

interface SourceFile {
  name: string;
  lines: string[];
}

/** Every tracked or new file except generated migrations, the lock file and binaries. */
function repositoryFiles(): SourceFile[] {
  const names = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((name) => name !== '' && !name.startsWith('db/migrations/') && name !== 'package-lock.json')
    .filter((name) => !/\.(png|jpe?g|webp|gif|ico|woff2?|tar|gz|zip)$/i.test(name));
  const files: SourceFile[] = [];
  for (const name of [...new Set(names)]) {
    const file = path.join(root, name);
    if (!fs.existsSync(file) || !fs.statSync(file).isFile()) continue;
    const text = fs.readFileSync(file, 'utf8');
    if (text.includes('\0')) continue;
    files.push({ name, lines: text.split('\n') });
  }
  return files;
}

const files = repositoryFiles();
const rulesText = fs.readFileSync(path.join(root, rulesFile), 'utf8');
const definedRules = new Set([...rulesText.matchAll(/^### rule:([a-z0-9-]+)\s*$/gm)].map((match) => match[1]!));
const adrNumbers = new Set(
  fs
    .readdirSync(path.join(root, 'docs/decisions'))
    .map((name) => /^(\d{4})-.+\.md$/.exec(name)?.[1])
    .filter((number): number is string => number !== undefined),
);

/** `file:line  text` for every line of `pool` on which `pattern` matches, with the matches found. */
function occurrences(pool: SourceFile[], pattern: RegExp): { where: string; match: string }[] {
  const found: { where: string; match: string }[] = [];
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  for (const file of pool) {
    file.lines.forEach((line, index) => {
      for (const match of line.matchAll(global)) {
        found.push({ where: `${file.name}:${index + 1}  ${line.trim()}`, match: match[1] ?? match[0] });
      }
    });
  }
  return found;
}

const ruleCitation = /\brule:([a-z0-9]+(?:-[a-z0-9]+)*)/;
const adrCitation = /\bADR (\d+)\b/;

describe('citations (docs/product-rules.md)', () => {
  it('finds the files and the rules', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(definedRules.size).toBeGreaterThan(20);
    expect(adrNumbers.size).toBeGreaterThan(10);
  });

  it('defines every rule once, as a `### rule:<name>` heading', () => {
    const headings = [...rulesText.matchAll(/^### (.*)$/gm)].map((match) => match[1]!.trim());
    const malformed = headings.filter((heading) => !/^rule:[a-z0-9]+(?:-[a-z0-9]+)*$/.test(heading));
    const repeated = headings.filter((heading, index) => headings.indexOf(heading) !== index);
    expect(malformed, 'headings that are not rule ids').toEqual([]);
    expect(repeated, 'rule ids defined twice').toEqual([]);
  });

  it('cites only rules that docs/product-rules.md defines', () => {
    const unknown = occurrences(files, ruleCitation).filter(({ match }) => !definedRules.has(match));
    expect(unknown.map(({ where, match }) => `rule:${match} is not defined: ${where}`)).toEqual([]);
  });

  it('cites only ADRs that exist, by their four digits', () => {
    const unknown = occurrences(files, adrCitation).filter(({ match }) => !adrNumbers.has(match));
    expect(unknown.map(({ where, match }) => `ADR ${match} does not exist: ${where}`)).toEqual([]);
  });

  it('cites no document outside the repository, and no ADR by an old name', () => {
    // The rules file names its sources on purpose ("Source: product spec ..."); nothing else may.
    const pool = files.filter((file) => file.name !== rulesFile);
    // Written so that these lines do not match themselves.
    const oldSchemes: [string, RegExp][] = [
      ['the product spec by section', /\bspec [§]/i],
      ['a section sign with a number', /[§]\s?\d/],
      ['the product decisions file', /\bdecisions[.]md\b/i],
      ['the product spec file', /storefront[-]spec/i],
      ['the old name of the security promises', /\bsecurity[ ]guide\b/i],
      ['the old name of the architecture document', /\barchitecture[ ]brief\b/i],
      ['the old name of the quality checklist', /\bquality[ ]bar\b/i],
      ['a brief as a source', /\b(?:performance|quality)[ ]brief\b|\bbrief[:]/i],
      ['a numbered decision', /\bdecisions?[ ](?:record[ ])?\d+/i],
      ['a decision record by path', /\bdocs\/decisions\/\d{4}(?![\d-])/],
      ['the planning documents beside the repository', /\.\.\/shared\/(?:spec|guide)\b/],
    ];
    const offenders = oldSchemes.flatMap(([what, pattern]) =>
      occurrences(pool, pattern).map(({ where }) => `${what}: ${where}`),
    );
    expect(offenders, 'cite rule:<name> (docs/product-rules.md) or ADR NNNN instead').toEqual([]);
  });

  it('cites every rule at least once outside docs/product-rules.md', () => {
    const cited = new Set(
      occurrences(
        files.filter((file) => file.name !== rulesFile),
        ruleCitation,
      ).map(({ match }) => match),
    );
    expect([...definedRules].filter((rule) => !cited.has(rule)).map((rule) => `rule:${rule} is never cited`)).toEqual(
      [],
    );
  });
});
