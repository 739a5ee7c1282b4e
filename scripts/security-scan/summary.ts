/** The table and lists `npm run security:scan` prints at the end, and its verdict. */
import { countBySeverity, failingSeverities, severities, type Finding, type SortedFindings } from './findings';
import type { LoggedRequest } from './shop';

export interface PhaseResult {
  scanner: string;
  session: string;
  /** sqlmap: endpoints; wapiti: URLs and forms crawled. */
  targets: number;
  requests: LoggedRequest[];
  findings: Finding[];
  problems: string[];
  durationMs: number;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;
const serverErrors = (requests: LoggedRequest[]) => requests.filter((r) => r.status >= 500);

export interface Verdict {
  text: string;
  failed: boolean;
}

export function summarize(
  phases: PhaseResult[],
  sorted: SortedFindings,
  allRequests: LoggedRequest[],
  totalMs: number,
): Verdict {
  const counted = new Set(sorted.counted);
  const header = ['scanner', 'session', 'targets', 'requests', ...severities, 'suppressed', '5xx', 'time'];
  const rows = phases.map((phase) => {
    const kept = phase.findings.filter((f) => counted.has(f));
    const bySeverity = countBySeverity(kept);
    return [
      phase.scanner,
      phase.session,
      String(phase.targets),
      String(phase.requests.length),
      ...severities.map((s) => String(bySeverity[s])),
      String(phase.findings.length - kept.length),
      String(serverErrors(phase.requests).length),
      seconds(phase.durationMs),
    ];
  });
  const total = countBySeverity(sorted.counted);
  rows.push([
    'all',
    '',
    '',
    String(allRequests.length),
    ...severities.map((s) => String(total[s])),
    String(sorted.suppressed.length),
    String(serverErrors(allRequests).length),
    seconds(totalMs),
  ]);

  const out: string[] = ['', table([header, ...rows]), ''];
  const describe = (f: Finding) =>
    `[${f.severity}] ${f.scanner}/${f.session} ${f.category}: ${f.method} ${f.path}${f.parameter ? ` (${f.parameter})` : ''}: ${f.info}`;
  if (sorted.counted.length > 0) {
    out.push('Findings:');
    const order = (f: Finding) => severities.indexOf(f.severity);
    for (const f of [...sorted.counted].sort((a, b) => order(a) - order(b))) out.push(`  ${describe(f)}`);
    out.push('');
  }
  if (sorted.suppressed.length > 0) {
    out.push('Suppressed (examined, not a vulnerability of this shop; scripts/security-scan/suppressions.ts):');
    for (const { finding, by } of sorted.suppressed) out.push(`  ${describe(finding)}\n      ${by.id}: ${by.reason}`);
    out.push('');
  }
  const errors = serverErrors(allRequests);
  if (errors.length > 0) {
    out.push(`5xx answers (${errors.length}; the first 20):`);
    for (const r of errors.slice(0, 20)) out.push(`  ${r.status} ${r.method} ${r.url.slice(0, 200)}`);
    out.push('');
  }
  const problems = phases.flatMap((p) => p.problems.map((text) => `${p.scanner}/${p.session}: ${text}`));
  if (problems.length > 0) {
    out.push('Incomplete runs:');
    for (const p of problems) out.push(`  ${p}`);
    out.push('');
  }

  const failing = sorted.counted.filter((f) => failingSeverities.has(f.severity));
  const reasons = [
    failing.length > 0 ? `${failing.length} finding(s) of medium severity or above` : '',
    errors.length > 0 ? `${errors.length} 5xx answer(s)` : '',
    problems.length > 0 ? `${problems.length} incomplete scanner run(s)` : '',
  ].filter(Boolean);
  out.push(
    reasons.length > 0 ? `FAILED: ${reasons.join(', ')}.` : 'PASSED: no finding of medium severity or above, no 5xx.',
  );
  return { text: out.join('\n'), failed: reasons.length > 0 };
}
