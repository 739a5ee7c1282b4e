/**
 * Findings examined and found not to be vulnerabilities of this shop. Each entry names the scanner,
 * the category and the exact message or place, says why, and checks the running shop that the
 * reason still holds; when the check fails the finding counts again. A new finding is fixed in the
 * app, never added here without a reason.
 */
import type { Finding, Suppression } from './findings';

export const suppressions: Suppression[] = [
  {
    id: 'x-xss-protection-is-0-on-purpose',
    reason:
      'wapiti 3.0.4 wants "X-XSS-Protection: 1". The shop sends "0" (helmet\'s default, as OWASP advises): ' +
      "the browsers' XSS auditor is gone or could be abused to blank parts of a page; the per-response CSP " +
      'nonce of the pages (ADR 0012) is the protection.',
    matches: (f: Finding) =>
      f.scanner === 'wapiti' && f.category === 'HTTP Secure Headers' && f.info === 'X-XSS-Protection is not set',
    verify: async (f: Finding, base: string) => {
      const res = await fetch(`${base}${f.path}`);
      await res.arrayBuffer();
      return res.headers.get('x-xss-protection') === '0' && (res.headers.get('content-security-policy') ?? '') !== '';
    },
  },
];
