/**
 * `npm run security:audit` (run by .ci/run): known advisories in the packages the shop runs with
 * (`npm audit --omit=dev`). Fails on an advisory of high or critical severity, lists moderate and
 * low ones without failing (ADR 0026). When the registry's audit endpoint does not answer (no
 * internet, or a mirror without it) it says so and passes: the check is then not made, and the
 * note in the output is the only trace of that.
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const auditSeverities = ['critical', 'high', 'moderate', 'low', 'info'] as const;
type AuditSeverity = (typeof auditSeverities)[number];
/** Severities that fail the audit. */
export const failingAuditSeverities: ReadonlySet<AuditSeverity> = new Set(['critical', 'high']);

interface AuditVia {
  title?: string;
  url?: string;
  severity?: AuditSeverity;
}

interface AuditJson {
  error?: unknown;
  message?: string;
  metadata?: { vulnerabilities?: Partial<Record<AuditSeverity, number>> };
  vulnerabilities?: Record<
    string,
    { severity: AuditSeverity; via: (AuditVia | string)[]; fixAvailable?: boolean | { name: string; version: string } }
  >;
}

export type AuditReading =
  | { kind: 'unavailable'; reason: string }
  | { kind: 'report'; counts: Record<AuditSeverity, number>; lines: string[]; failed: boolean };

/** Reads the output of `npm audit --json` (a report, or an error object when the endpoint failed). */
export function readAudit(stdout: string): AuditReading {
  let json: AuditJson;
  try {
    json = JSON.parse(stdout) as AuditJson;
  } catch {
    return { kind: 'unavailable', reason: stdout.trim().split('\n')[0] || 'npm audit printed nothing' };
  }
  const reported = json.metadata?.vulnerabilities;
  if (json.error !== undefined || !reported) {
    return { kind: 'unavailable', reason: json.message || 'the audit endpoint returned an error' };
  }
  const counts = Object.fromEntries(auditSeverities.map((s) => [s, reported[s] ?? 0])) as Record<AuditSeverity, number>;
  const lines = Object.entries(json.vulnerabilities ?? {})
    .sort(([, a], [, b]) => auditSeverities.indexOf(a.severity) - auditSeverities.indexOf(b.severity))
    .map(([name, v]) => {
      const advisories = v.via
        .filter((via): via is AuditVia => typeof via === 'object')
        .map((via) => `${via.title ?? 'advisory'}${via.url ? ` ${via.url}` : ''}`);
      const through = v.via.filter((via): via is string => typeof via === 'string');
      const what = advisories.length > 0 ? advisories.join('; ') : `through ${through.join(', ')}`;
      const fix =
        v.fixAvailable === true
          ? 'fix: npm audit fix'
          : v.fixAvailable
            ? `fix: ${v.fixAvailable.name}@${v.fixAvailable.version}`
            : 'no fix yet';
      return `[${v.severity}] ${name}: ${what} (${fix})`;
    });
  const failed = [...failingAuditSeverities].some((s) => counts[s] > 0);
  return { kind: 'report', counts, lines, failed };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const audit = spawnSync('npm', ['audit', '--omit=dev', '--json', '--fetch-timeout=20000', '--fetch-retries=1'], {
    encoding: 'utf8',
    timeout: 180_000,
  });
  const reading = readAudit(audit.stdout ?? '');
  if (reading.kind === 'unavailable') {
    console.log(`npm audit: the registry's audit endpoint did not answer (${reading.reason}).`);
    console.log('npm audit: NOT CHECKED this run; going on without it.');
    process.exit(0);
  }
  const summary = auditSeverities.map((s) => `${reading.counts[s]} ${s}`).join(', ');
  console.log(`npm audit (production dependencies): ${summary}`);
  for (const line of reading.lines) console.log(`  ${line}`);
  if (reading.failed) {
    console.log('npm audit: FAILED: an advisory of high or critical severity (ADR 0026).');
    process.exit(1);
  }
  console.log('npm audit: passed (nothing high or critical).');
}
