/**
 * What the scanners report, in one shape: a finding with a severity, where it was seen and why.
 * The gate (a finding of medium or above fails the scan) and the suppressions work on this shape.
 */

export const severities = ['critical', 'high', 'medium', 'low', 'info'] as const;
export type Severity = (typeof severities)[number];

/** Findings at or above this severity fail the scan. */
export const failingSeverities: ReadonlySet<Severity> = new Set(['critical', 'high', 'medium']);

export type Scanner = 'sqlmap' | 'wapiti';
export type SessionName = 'guest' | 'shopper' | 'staff';

export interface Finding {
  scanner: Scanner;
  session: SessionName;
  severity: Severity;
  /** The scanner's own category, e.g. "SQL Injection", "Content Security Policy Configuration". */
  category: string;
  method: string;
  /** Path of the request the finding is about, without the origin (query string kept). */
  path: string;
  parameter: string;
  /** The scanner's own words. */
  info: string;
}

export interface Suppression {
  id: string;
  /** Why this finding is not a vulnerability of this shop; printed next to every finding it hides. */
  reason: string;
  /** Narrow on purpose: scanner, category and the exact message or path, never a whole module. */
  matches(finding: Finding): boolean;
  /**
   * A check against the running shop that the reason still holds (for example that the header
   * the scanner missed really is sent). When it fails, the finding counts as if unsuppressed.
   */
  verify?(finding: Finding, base: string): Promise<boolean>;
}

export interface SortedFindings {
  counted: Finding[];
  suppressed: { finding: Finding; by: Suppression }[];
}

/** Splits findings into those that count and those a suppression explains (and verifies). */
export async function applySuppressions(
  findings: Finding[],
  suppressions: Suppression[],
  base: string,
): Promise<SortedFindings> {
  const result: SortedFindings = { counted: [], suppressed: [] };
  for (const finding of findings) {
    const by = suppressions.find((s) => s.matches(finding));
    if (by && (!by.verify || (await by.verify(finding, base)))) result.suppressed.push({ finding, by });
    else result.counted.push(finding);
  }
  return result;
}

export function countBySeverity(findings: Finding[]): Record<Severity, number> {
  const counts = Object.fromEntries(severities.map((s) => [s, 0])) as Record<Severity, number>;
  for (const finding of findings) counts[finding.severity] += 1;
  return counts;
}
